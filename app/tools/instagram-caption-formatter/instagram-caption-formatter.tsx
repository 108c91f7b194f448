import { useDeferredValue, useMemo } from "react";
import { CopyButton } from "~/components/copy-button";
import { TextAreaField } from "~/components/text-area-field";
import { BANNED_TAGS } from "~/lib/hashtags/banned.data";
import { toastError } from "~/lib/form/toast";
import { useWords } from "~/lib/lang/use-lang";
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { CaptionCounters } from "./caption-counters";
import { CaptionPreview } from "./caption-preview";
import { analyseCaption } from "./instagram-caption-formatter.logic";
import { FORMATTER_WORDS, type FormatterWords } from "./words";

function fieldsIn(lang: Lang) {
  const words = FORMATTER_WORDS[lang];
  return {
    caption: {
      kind: "text",
      label: words.caption,
      placeholder: words.placeholder,
      hint: words.hint,
      maxLength: 10_000,
    },
  } as const satisfies Fields<"caption">;
}

const FIELDS = { en: fieldsIn("en"), hi: fieldsIn("hi") } as const;

function statusLine(words: FormatterWords, empty: boolean, warnings: number): string {
  if (empty) return words.statusEmpty;
  if (warnings === 0) return words.statusClean;
  return words.statusChecks(warnings);
}

export default function InstagramCaptionFormatter() {
  // A preview, not a generator: everything follows the text as it is typed. The hook still reads
  // `?caption=` from the address and keeps what was typed before the page became interactive.
  const lang = useLang();
  const words = FORMATTER_WORDS[lang];
  const copied = useWords().copy.copied;
  const tool = useToolForm({ fields: FIELDS[lang], parse: ({ caption }) => ({ input: caption }) });
  const raw = useDeferredValue(tool.values.caption);
  const analysis = useMemo(() => analyseCaption(raw, BANNED_TAGS, lang), [raw, lang]);
  const empty = analysis.text === "";

  function copyCaption() {
    if (empty) {
      toastError(words.nothingMessage, words.nothingTitle);
      return;
    }
    void tool.copy.copy("caption", analysis.text, {
      success: { title: copied, description: words.copied },
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form {...tool.formProps} className="grid content-start">
        <TextAreaField id="caption-text" rows={10} {...tool.field("caption")} />
      </form>

      <section aria-labelledby="caption-preview-title" className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="caption-preview-title" className="text-lg font-bold">
              {words.preview}
            </h2>
            <p role="status" className="text-sm text-muted">
              {statusLine(words, empty, analysis.warnings.length)}
            </p>
          </div>
          <CopyButton
            label={words.copyLabel}
            text={words.copyLabel}
            variant="primary"
            copied={tool.copy.isCopied("caption")}
            onCopy={copyCaption}
          />
        </div>
        <CaptionPreview text={analysis.text} preview={analysis.preview} words={words} />
        <CaptionCounters analysis={analysis} words={words} />
        {analysis.warnings.length > 0 && (
          <div className="grid gap-2">
            <h3 id="caption-warnings" className="font-bold">
              {words.checks}
            </h3>
            <ul aria-labelledby="caption-warnings" className="grid gap-2">
              {analysis.warnings.map((warning) => (
                <li
                  key={warning.kind}
                  className="rounded-lg border-l-4 border-notice bg-surface-2 px-3 py-2 text-sm [overflow-wrap:anywhere]"
                >
                  {warning.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
