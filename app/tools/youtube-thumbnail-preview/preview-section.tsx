import { useState } from "react";
import type { Lang } from "~/lib/lang/lang";
import { type CardContent, SurfaceFrame } from "./preview-frames";
import { SurfaceTabs } from "./surface-tabs";
import { ThemeSwitch } from "./theme-switch";
import type { TitleLines } from "./title-lines";
import { useWideScreen } from "./use-wide-screen";
import { SURFACES, type Slot, type SurfaceId, type ThemeId } from "./youtube-thumbnail-preview.data";
import { PREVIEW_WORDS } from "./words";

interface PreviewSectionProps {
  cards: readonly CardContent[];
  /** The thumbnails with a picture, A first. */
  picked: readonly Slot[];
  /** Whether a title was typed: the notes speak of the visitor's title, not the placeholder. */
  titled: boolean;
  lang?: Lang;
}

function status(picked: readonly Slot[], theme: ThemeId, lang: Lang): string {
  const words = PREVIEW_WORDS[lang];
  const themeName = words.themeInSentence[theme];
  if (picked.length === 0) return words.messages.noImageYet;
  if (picked.length === 1) return words.showingOne(picked[0] ?? "A", themeName);
  return words.showingBoth(themeName);
}

/**
 * Where YouTube shows the thumbnail: one place at a time behind tabs on a phone, all four in a grid
 * where the screen has room. Under each frame, a note counts what of the title that frame shows.
 */
export function PreviewSection({ cards, picked, titled, lang = "en" }: PreviewSectionProps) {
  const words = PREVIEW_WORDS[lang];
  const wide = useWideScreen();
  const [theme, setTheme] = useState<ThemeId>("dark");
  const [selected, setSelected] = useState<SurfaceId>("phone-feed");
  const [layouts, setLayouts] = useState<Partial<Record<SurfaceId, TitleLines>>>({});
  // One stable listener per place, so a frame's layout effect runs only when its layout changes.
  const [listeners] = useState(
    () =>
      Object.fromEntries(
        SURFACES.map((surface) => [
          surface.id,
          (layout: TitleLines) => setLayouts((old) => ({ ...old, [surface.id]: layout })),
        ]),
      ) as Record<SurfaceId, (layout: TitleLines) => void>,
  );

  return (
    <section aria-labelledby="preview-heading" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h2 id="preview-heading" className="text-lg font-bold">
            {words.previewHeading}
          </h2>
          <p className="mt-1 text-sm text-muted" role="status" data-testid="preview-status">
            {status(picked, theme, lang)}
          </p>
        </div>
        <ThemeSwitch value={theme} onChange={setTheme} lang={lang} />
      </div>
      <SurfaceTabs
        label={words.placesLabel}
        items={words.surfaces}
        selected={selected}
        onSelect={setSelected}
        wide={wide}
        // With A and B, each frame takes the full width so the pair sits side by side in it.
        gridClassName={cards.length > 1 ? "" : "lg:grid-cols-2"}
      >
        {(surface) => {
          const layout = layouts[surface.id];
          return (
            <>
              <p className="mt-1 mb-3 text-sm text-muted lg:mt-0">{surface.note}</p>
              <SurfaceFrame
                surface={surface.id}
                theme={theme}
                cards={cards}
                onLayout={listeners[surface.id]}
                lang={lang}
              />
              {titled && layout && (
                <p className="mt-2 text-sm text-ink" data-testid={`note-${surface.id}`}>
                  {words.titleNote(layout)}
                </p>
              )}
            </>
          );
        }}
      </SurfaceTabs>
    </section>
  );
}
