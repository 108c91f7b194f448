import { Button } from "~/components/button";
import { ImageDropZone } from "~/components/image-drop-zone";
import { type LocalImage, formatBytes, formatDimensions } from "~/lib/local-images";
import type { Slot } from "./youtube-thumbnail-preview.data";
import type { ThumbnailWarning } from "./youtube-thumbnail-preview.logic";

interface ThumbnailSlotProps {
  slot: Slot;
  image: LocalImage | null;
  warnings: readonly ThumbnailWarning[];
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}

/** One thumbnail to try: its picker, what the picture is, and what YouTube would make of it. */
export function ThumbnailSlot({ slot, image, warnings, onFiles, onRemove }: ThumbnailSlotProps) {
  const headingId = `thumbnail-${slot}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface-2 p-4">
      <h3 id={headingId} className="font-bold">
        Thumbnail {slot}
        {slot === "B" && <span className="font-normal text-muted"> (optional, to compare)</span>}
      </h3>
      <ImageDropZone
        className="mt-3"
        inputId={`thumbnail-${slot}-file`}
        label={image ? `Replace thumbnail ${slot}` : `Choose thumbnail ${slot}`}
        hint="or drop a picture here. It stays on this device."
        onFiles={onFiles}
      />
      <div className="mt-3 text-sm" role="status" data-testid={`slot-${slot}-status`}>
        {image ? (
          <p className="break-words">
            <span className="font-semibold">{image.name}</span>: {formatDimensions(image.width, image.height)} pixels,{" "}
            {formatBytes(image.size)}.{" "}
            {warnings.length === 0
              ? "Right size, shape and weight for YouTube."
              : `${warnings.length === 1 ? "One thing" : `${warnings.length} things`} to check before you upload.`}
          </p>
        ) : (
          <p className="text-muted">No picture yet.</p>
        )}
      </div>
      {warnings.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label={`Warnings for thumbnail ${slot}`}>
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
          Remove thumbnail {slot}
        </Button>
      )}
    </section>
  );
}
