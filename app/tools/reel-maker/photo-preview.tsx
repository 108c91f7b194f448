import { useEffect, useMemo, useRef, useState } from "react";
import { type FrameSource, type Look, Scratch, composeFrame } from "./compose-frame";
import type { Size } from "./reel-maker.data";
import { type OverlayAt, previewSize } from "./video-preview";

interface PhotoPreviewProps {
  file: File;
  frame: Size;
  look: Look;
  /** The text laid over the photo, at its first moment in the Reel. */
  overlayAt: OverlayAt;
  previewLabel: string;
  onUnreadable: () => void;
}

/** A photo clip as the Reel shows it: shaped, framed and with its text, drawn once per change. */
export function PhotoPreview({ file, frame, look, overlayAt, previewLabel, onUnreadable }: PhotoPreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scratch = useRef(new Scratch());
  const shown = useMemo(() => previewSize(frame), [frame]);
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  // Read when a decode fails, so a new callback each render does not decode the photo again.
  const unreadable = useRef(onUnreadable);
  useEffect(() => {
    unreadable.current = onUnreadable;
  }, [onUnreadable]);

  // Decoded at about the preview's size: a 12-megapixel photo is not held whole for a 960 px canvas.
  useEffect(() => {
    let current = true;
    createImageBitmap(file, { resizeHeight: Math.max(shown.width, shown.height) * 2, resizeQuality: "high" }).then(
      (decoded) => {
        if (current) setBitmap(decoded);
        else decoded.close();
      },
      () => current && unreadable.current(),
    );
    return () => {
      current = false;
    };
  }, [file, shown.width, shown.height]);
  // A bitmap is let go once another takes its place or the preview leaves, never while it is drawn.
  useEffect(() => () => bitmap?.close(), [bitmap]);

  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context || !bitmap) return;
    const source: FrameSource = {
      width: bitmap.width,
      height: bitmap.height,
      draw: (target, from, to) =>
        target.drawImage(bitmap, from.x, from.y, from.width, from.height, to.x, to.y, to.width, to.height),
    };
    const overlay = overlayAt(0);
    composeFrame(context, shown, source, look, overlay.caption, scratch.current, overlay.texts);
  }, [bitmap, shown, look, overlayAt]);

  return (
    <div className="grid justify-items-center">
      <canvas
        ref={canvas}
        width={shown.width}
        height={shown.height}
        role="img"
        aria-label={previewLabel}
        data-testid="preview-canvas"
        className="h-auto max-h-[65vh] w-auto max-w-full rounded-lg bg-black"
      />
    </div>
  );
}
