import { RadioChip } from "~/components/choice-group";
import type { Lang } from "~/lib/lang/lang";
import { THEMES, type ThemeId } from "./youtube-thumbnail-preview.data";
import { PREVIEW_WORDS } from "./words";

/** Which of YouTube's themes the frames are drawn in: radio buttons, so arrow keys switch them. */
export function ThemeSwitch({
  value,
  onChange,
  lang = "en",
}: {
  value: ThemeId;
  onChange: (theme: ThemeId) => void;
  lang?: Lang;
}) {
  const words = PREVIEW_WORDS[lang];
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="float-left text-sm font-semibold text-muted">{words.themeLegend}</legend>
      <div className="inline-flex gap-1 rounded-xl border border-line bg-surface-2 p-1">
        {THEMES.map((theme) => (
          <RadioChip
            key={theme.id}
            className="relative flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-semibold text-muted hover:text-ink has-checked:bg-surface-3 has-checked:text-ink has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            name="preview-theme"
            value={theme.id}
            checked={value === theme.id}
            onChange={() => onChange(theme.id)}
          >
            {words.themes[theme.id]}
          </RadioChip>
        ))}
      </div>
    </fieldset>
  );
}
