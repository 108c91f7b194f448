// Pictures a visitor picks never leave their device. They are opened through object URLs (blob:
// addresses only this page can read) and released as soon as they are replaced or the page goes,
// so a long session of picking and swapping does not keep every old photo in memory.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { clampText } from "~/lib/form/form-fields";
import { numberFormat } from "../../config/intl";

export interface LocalImage {
  /** A blob: address for this page only. */
  url: string;
  name: string;
  /** The file's media type as the browser reports it ("" when it cannot tell). */
  type: string;
  /** In bytes. */
  size: number;
  width: number;
  height: number;
}

/** Why a picked file could not be shown. */
export type ImageProblem = "not-an-image" | "unreadable";

export class ImageReadError extends Error {
  constructor(
    readonly problem: ImageProblem,
    readonly fileName: string,
  ) {
    super(`${fileName}: ${problem}`);
    this.name = "ImageReadError";
  }
}

// Some phones hand over photos without a media type; the extension is then the only clue.
const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|bmp|heic|heif)$/i;

export function isImageFile(file: { type: string; name: string }): boolean {
  return file.type ? file.type.startsWith("image/") : IMAGE_EXTENSION.test(file.name);
}

/** Opens a picked file as an image and reads its pixel size; the URL is released again on failure. */
export async function openImage(file: File): Promise<LocalImage> {
  if (!isImageFile(file)) throw new ImageReadError("not-an-image", file.name);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error("no pixels");
    return {
      url,
      name: file.name,
      type: file.type,
      size: file.size,
      width: image.naturalWidth,
      height: image.naturalHeight,
    };
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageReadError("unreadable", file.name);
  }
}

/** A file name short and plain enough to put in a message. */
export function shortFileName(name: string): string {
  const { value, cut } = clampText(name.replace(/\s+/g, " ").trim(), 40);
  return `“${value || "that file"}${cut ? "…" : ""}”`;
}

/** The message for a file that could not be shown, with the formats the page asks for. */
export function imageProblemMessage(error: ImageReadError, formats: string): string {
  const name = shortFileName(error.fileName);
  return error.problem === "not-an-image"
    ? `${name} isn't an image. Pick a ${formats} file.`
    : `This browser couldn't open ${name}. Save it as ${formats} and pick it again.`;
}

const decimal = () => numberFormat({ maximumFractionDigits: 2 });
const whole = () => numberFormat({ maximumFractionDigits: 0 });

/** A file size the way platforms state their limits: decimal kilobytes and megabytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${whole().format(bytes)} bytes`;
  if (bytes < 1_000_000) return `${whole().format(bytes / 1000)} KB`;
  return `${decimal().format(bytes / 1_000_000)} MB`;
}

/** Width × height, with the multiplication sign people expect. */
export function formatDimensions(width: number, height: number): string {
  return `${whole().format(width)} × ${whole().format(height)}`;
}

/**
 * Object URLs a screen holds. `hold` registers one, `release` frees it now (on replace or remove),
 * and whatever is still held is freed when the screen leaves the page.
 */
export function useObjectUrls(): { hold: (url: string) => string; release: (url: string) => void } {
  const held = useRef(new Set<string>());
  const mounted = useRef(false);
  useEffect(() => {
    const urls = held.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);
  const hold = useCallback((url: string) => {
    // A picture that finished opening after the screen left is let go at once.
    if (mounted.current) held.current.add(url);
    else URL.revokeObjectURL(url);
    return url;
  }, []);
  const release = useCallback((url: string) => {
    if (held.current.delete(url)) URL.revokeObjectURL(url);
  }, []);
  return useMemo(() => ({ hold, release }), [hold, release]);
}
