import {
  type NotYoutubeReason,
  PLACEHOLDER_SIZE,
  THUMBNAIL_HOST,
  THUMBNAIL_SIZES,
  type ThumbnailSize,
} from "./youtube-thumbnail-downloader.data";

/** Real links are far shorter; anything longer is pasted junk. */
export const MAX_INPUT_LENGTH = 2048;

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS: ReadonlySet<string> = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
  "youtu.be",
]);

/** Path words whose next segment is the video id: /shorts/{id}, /embed/{id}, /live/{id}, /v/{id}, /watch/{id}. */
const ID_PREFIXES: ReadonlySet<string> = new Set(["shorts", "embed", "live", "v", "watch"]);

export type ParsedVideo = { ok: true; videoId: string } | { ok: false; reason: NotYoutubeReason };

function toUrl(text: string): URL | null {
  // "youtu.be/…" pasted without a scheme is still a link; any scheme other than http(s) is not one we read.
  for (const candidate of [text, `https://${text}`]) {
    try {
      const url = new URL(candidate);
      if (url.protocol === "https:" || url.protocol === "http:") return url;
    } catch {
      // Not a URL in this form; try the next.
    }
  }
  return null;
}

type IdInLink = { id: string } | "none" | "bad";

function idFromUrl(url: URL): IdInLink {
  const segments = url.pathname.split("/").filter(Boolean);
  const host = url.hostname.replace(/\.$/, "");
  let candidate: string | null | undefined;
  if (host === "youtu.be") candidate = segments[0];
  else if (segments[0] === "watch" && url.searchParams.has("v")) candidate = url.searchParams.get("v");
  else if (segments[0] && ID_PREFIXES.has(segments[0])) candidate = segments[1];
  if (!candidate) return "none";
  return VIDEO_ID.test(candidate) ? { id: candidate } : "bad";
}

/**
 * Reads a pasted YouTube link (watch, youtu.be, Shorts, embed, live, /v/, mobile, Music,
 * no-cookie, with any extra parameters or timestamp) or a bare 11-character id. The host is
 * compared on the parsed URL, so "youtube.com.evil.example" and "evil.example/youtube.com/…" fail.
 */
export function parseYoutubeVideo(input: string): ParsedVideo {
  const text = input.trim();
  if (!text) return { ok: false, reason: "empty" };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, reason: "too-long" };
  if (VIDEO_ID.test(text)) return { ok: true, videoId: text };
  if (/\s/.test(text)) return { ok: false, reason: "not-a-link" };
  const url = toUrl(text);
  if (!url || !url.hostname.includes(".")) return { ok: false, reason: "not-a-link" };
  if (!YOUTUBE_HOSTS.has(url.hostname.replace(/\.$/, ""))) return { ok: false, reason: "not-youtube" };
  const found = idFromUrl(url);
  if (found === "bad") return { ok: false, reason: "bad-id" };
  return found === "none" ? { ok: false, reason: "no-video" } : { ok: true, videoId: found.id };
}

export function thumbnailUrl(videoId: string, size: ThumbnailSize): string {
  return `${THUMBNAIL_HOST}/vi/${encodeURIComponent(videoId)}/${size.id}.jpg`;
}

/** A name to save the file under: "dQw4w9WgXcQ-maxresdefault.jpg". */
export function thumbnailFilename(videoId: string, size: ThumbnailSize): string {
  return `${videoId}-${size.id}.jpg`;
}

export interface ThumbnailOption {
  size: ThumbnailSize;
  url: string;
  filename: string;
}

/** Every size YouTube may serve for the video, largest first. */
export function thumbnailOptions(
  videoId: string,
  sizes: readonly ThumbnailSize[] = THUMBNAIL_SIZES,
): ThumbnailOption[] {
  return sizes.map((size) => ({ size, url: thumbnailUrl(videoId, size), filename: thumbnailFilename(videoId, size) }));
}

export interface LoadedImage {
  naturalWidth: number;
  naturalHeight: number;
}

/**
 * True when the loaded picture is not the size asked for: YouTube answers a size it lacks with a
 * grey 120 × 90 stand-in (even for maxresdefault), and a picture that failed to decode is 0 × 0.
 * The small "default" size is itself 120 × 90, so it is judged like any other: by its own size.
 */
export function isMissingSize(size: ThumbnailSize, image: LoadedImage): boolean {
  return image.naturalWidth !== size.width || image.naturalHeight !== size.height;
}

/** True when the picture is exactly YouTube's stand-in size (a hint for messages and logs). */
export function isPlaceholderImage(image: LoadedImage): boolean {
  return image.naturalWidth === PLACEHOLDER_SIZE.width && image.naturalHeight === PLACEHOLDER_SIZE.height;
}
