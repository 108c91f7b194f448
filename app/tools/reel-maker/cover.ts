// The cover: the frame the preview shows now, cropped to the cover's shape where the video's crop
// sits, saved as a JPEG small enough for a phone upload.
import type { FrameSource } from "./compose-frame";
import { fillCrop } from "./frame.logic";
import { COVER_MAX_BYTES, type Size } from "./reel-maker.data";

// Tried best first; a busy frame at 1080 × 1920 is usually under 1 MB already at the first.
const QUALITIES = [0.92, 0.85, 0.75, 0.6, 0.45];

function jpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no JPEG"))), "image/jpeg", quality);
  });
}

/** The cover from the picture on screen: the video's frame now, or the photo. */
export async function saveCover(picture: FrameSource, size: Size, position: number): Promise<Blob> {
  if (picture.width === 0) throw new Error("no frame yet");
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  const from = fillCrop(picture, size, position);
  context.imageSmoothingQuality = "high";
  picture.draw(context, from, { x: 0, y: 0, width: size.width, height: size.height });
  for (const quality of QUALITIES) {
    const blob = await jpeg(canvas, quality);
    if (blob.size < COVER_MAX_BYTES) return blob;
  }
  throw new Error("no JPEG under the limit");
}
