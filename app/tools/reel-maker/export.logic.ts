import type { Lang } from "~/lib/lang/lang";
import { REEL_WORDS } from "./words";
// The export's numbers and names: file names, the encoder's bitrate and frame rate, progress and
// time left, the platform's length limit.
import type { Preset, QualityId, ShapeId, Size } from "./reel-maker.data";

const MAX_NAME = 40;

/** A file's name without its extension, safe for any file system: letters and digits of any script. */
export function baseName(fileName: string): string {
  const stem = fileName.replace(/\.[^./\\]{1,5}$/, "");
  const slug = stem
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const cut = Array.from(slug).slice(0, MAX_NAME).join("").replace(/-+$/, "");
  return cut || "video";
}

/** "goa-trip-reel-9x16-1080p.mp4" */
export function videoFileName(original: string, word: Preset["word"], shape: ShapeId, quality: QualityId): string {
  return `${baseName(original)}-${word.toLowerCase()}-${shape.replace(":", "x")}-${quality}.mp4`;
}

/** "goa-trip-cover-1080x1920.jpg" */
export function coverFileName(original: string, size: Size): string {
  return `${baseName(original)}-cover-${size.width}x${size.height}.jpg`;
}

/** "goa-trip-captions.srt" */
export function captionsFileName(original: string): string {
  return `${baseName(original)}-captions.srt`;
}

/**
 * Video bitrate for H.264: about 0.13 bits per pixel per frame, which keeps a 1080 × 1920 Reel at
 * 30 frames a second near 8 Mbit/s, well under the 25 Mbit/s Instagram takes.
 */
export function videoBitrate(frame: Size, frameRate: number): number {
  const rate = Number.isFinite(frameRate) && frameRate > 0 ? Math.min(frameRate, 60) : 30;
  const bits = frame.width * frame.height * rate * 0.13;
  return Math.round(Math.min(20_000_000, Math.max(1_000_000, bits)) / 1000) * 1000;
}

/**
 * The frame rate to make, or null to keep the clip's own: Instagram takes 23 to 60 frames a second,
 * so faster clips (slow motion at 120 or 240) come down to 60 and slower ones (screen recordings)
 * go up to 30.
 */
export function outputFrameRate(sourceRate: number | null): number | null {
  if (sourceRate === null || !Number.isFinite(sourceRate) || sourceRate <= 0) return null;
  if (sourceRate > 60.5) return 60;
  if (sourceRate < 23) return 30;
  return null;
}

/** Seconds left, judged from the time so far; null until there is enough to judge by. */
export function secondsLeft(progress: number, elapsedMs: number): number | null {
  if (!(progress >= 0.03) || elapsedMs < 1000 || progress >= 1) return progress >= 1 ? 0 : null;
  return ((elapsedMs / 1000) * (1 - progress)) / progress;
}

/** Progress as a whole percentage that reads 100 only when the work is done. */
export function percent(progress: number, done: boolean): number {
  if (done) return 100;
  const p = Number.isFinite(progress) ? progress : 0;
  return Math.min(99, Math.max(0, Math.floor(p * 100)));
}

export type TrimCheck =
  | { ok: true; start: number; end: number; length: number; overLimit: boolean }
  | { ok: false; field: "start" | "end"; message: string };

/** Checks Start and End against the clip; the kept part must be at least a tenth of a second. */
export function checkTrim(
  start: number | null,
  end: number | null,
  duration: number,
  limit: number,
  lang: Lang = "en",
): TrimCheck {
  const words = REEL_WORDS[lang].trim;
  if (start === null) return { ok: false, field: "start", message: words.startUnreadable };
  if (end === null) return { ok: false, field: "end", message: words.endUnreadable };
  if (start >= duration) return { ok: false, field: "start", message: words.startAfterVideo };
  if (end > duration + 0.05) return { ok: false, field: "end", message: words.endAfterVideo };
  if (end - start < 0.1) return { ok: false, field: "end", message: words.endBeforeStart };
  const kept = Math.min(end, duration);
  return { ok: true, start, end: kept, length: kept - start, overLimit: kept - start > limit + 0.005 };
}

/**
 * Phones that report this much memory or less (navigator.deviceMemory, in GB, rounded down by the
 * browser) start at 720p: a 1080 × 1920 export keeps several full frames in flight, which a 2 GB
 * phone's tab may not be given.
 */
export const LOW_MEMORY_GB = 2;

/** The quality to start at on a device with `gigabytes` of memory; null where the browser doesn't say, or it is enough. */
export function qualityForMemory(gigabytes: number | null | undefined): "720p" | null {
  return typeof gigabytes === "number" && gigabytes > 0 && gigabytes <= LOW_MEMORY_GB ? "720p" : null;
}

/**
 * Whether an export failed because the device ran short of memory: an allocation the engine could
 * not make, or a decoder or encoder the browser stopped for lack of it.
 */
export function isMemoryFailure(error: unknown): boolean {
  if (error instanceof RangeError) return /alloc|memory|buffer/i.test(error.message);
  if (typeof DOMException !== "undefined" && error instanceof DOMException)
    return error.name === "QuotaExceededError" || /memory/i.test(error.message);
  return error instanceof Error && /out of memory|memory/i.test(error.message);
}
