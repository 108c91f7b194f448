import type { LoadedImage, ThumbnailOption } from "./youtube-thumbnail-downloader.logic";

/** A slow phone connection gets this long per picture before it counts as not loaded. */
export const LOAD_TIMEOUT_MS = 15_000;

/** How long the saved picture's temporary address lives: long enough for the browser to take the file. */
const BLOB_LIFETIME_MS = 60_000;

/** Loads a picture the way the page shows it (no referrer for YouTube) and reports its size. */
export function loadImage(url: string, timeoutMs: number = LOAD_TIMEOUT_MS): Promise<LoadedImage | null> {
  return new Promise((done) => {
    const image = new Image();
    const finish = (result: LoadedImage | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      done(result);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    image.onload = () => finish({ naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight });
    image.onerror = () => finish(null);
    image.referrerPolicy = "no-referrer";
    image.src = url;
  });
}

/** "saved": the browser is saving the file; "opened": the picture is in a new tab; "blocked": neither. */
export type SaveOutcome = "saved" | "opened" | "blocked";

async function fetchImage(url: string, timeoutMs: number): Promise<Blob> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      mode: "cors",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    if (blob.size === 0) throw new Error("empty picture");
    return blob;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Saves one size as a file. A link to another site's picture cannot be saved with `download`
 * (browsers ignore it across origins), so the picture is fetched into the page first; that needs
 * the image host to allow it. When it does not (or the fetch fails), the picture opens in a new tab
 * for the visitor to save from there; a browser that blocks the tab too gets "blocked".
 */
export async function saveImage(option: ThumbnailOption, timeoutMs: number = LOAD_TIMEOUT_MS): Promise<SaveOutcome> {
  let blob: Blob;
  try {
    blob = await fetchImage(option.url, timeoutMs);
  } catch {
    const tab = window.open(option.url, "_blank");
    if (!tab) return "blocked";
    tab.opener = null;
    return "opened";
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = option.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), BLOB_LIFETIME_MS);
  return "saved";
}
