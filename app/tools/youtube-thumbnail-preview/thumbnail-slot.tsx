import { Button } from "~/components/button";
import { ImageDropZone } from "~/components/image-drop-zone";
import type { Lang } from "~/lib/lang/lang";
import { type LocalImage, formatBytes, formatDimensions } from "~/lib/site/local-images";
import type { Slot } from "./youtube-thumbnail-preview.data";
import type { ThumbnailWarning } from "./youtube-thumbnail-preview.logic";
import { PREVIEW_WORDS, hiBytes } from "./words";

interface ThumbnailSlotProps {
  slot: Slot;
  image: LocalImage | null;
  warnings: readonly ThumbnailWarning[];
  onFiles: (files: File[]) => void;
  onRemove: () => void;
  lang?: Lang;
}

/** One thumbnail to try: its picker, what the picture is, and what YouTube would make of it. */
export function ThumbnailSlot({ slot, image, warnings, onFiles, onRemove, lang = "en" }: ThumbnailSlotProps) {
  const words = PREVIEW_WORDS[lang];
  const headingId = `thumbnail-${slot}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface-2 p-4">
      <h3 id={headingId} className="font-bold">
        {words.slotHeading(slot)}
        {slot === "B" && <span className="font-normal text-muted">{words.optional}</span>}
      </h3>
      <ImageDropZone
        className="mt-3"
        inputId={`thumbnail-${slot}-file`}
        label={image ? words.replace(slot) : words.choose(slot)}
        hint={words.dropHint}
        onFiles={onFiles}
      />
      <div className="mt-3 text-sm" role="status" data-testid={`slot-${slot}-status`}>
        {image ? (
          <p className="break-words">
            <span className="font-semibold">{image.name}</span>
            {words.details(
              formatDimensions(image.width, image.height),
              (lang === "en" ? formatBytes : hiBytes)(image.size),
            )}
            {warnings.length === 0 ? words.allRight : words.toCheck(warnings.length)}
          </p>
        ) : (
          <p className="text-muted">{words.noPicture}</p>
        )}
      </div>
      {warnings.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={words.warningsLabel(slot)}>
          {warnings.map((warning) => (
            <li
              key={warning.id}
              data-warning={warning.id}
              className="rounded-lg border border-notice/60 bg-bg px-3 py-2 text-sm text-notice"
            >
              {warning.text}
            </li>
          ))}
        </ul>
      )}
      {image && (
        <Button variant="secondary" className="mt-3" onClick={onRemove}>
          {words.remove(slot)}
        </Button>
      )}
    </section>
  );
}
