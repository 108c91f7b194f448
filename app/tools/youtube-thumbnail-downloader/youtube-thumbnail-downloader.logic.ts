import { isVideoId, isYoutubeHost, readLink, youtubeVideoId } from "~/lib/text/youtube-link";
import {
  type NotYoutubeReason,
  PLACEHOLDER_SIZE,
  THUMBNAIL_HOST,
  THUMBNAIL_SIZES,
  type ThumbnailSize,
} from "./youtube-thumbnail-downloader.data";

export type ParsedVideo = { ok: true; videoId: string } | { ok: false; reason: NotYoutubeReason };

/**
 * Reads a pasted YouTube link (watch, youtu.be, Shorts, embed, live, /v/, mobile, Music,
 * no-cookie, with any extra parameters or timestamp) or a bare 11-character id.
 */
export function parseYoutubeVideo(input: string): ParsedVideo {
  const text = input.trim();
  if (isVideoId(text)) return { ok: true, videoId: text };
  const link = readLink(text);
  if (!link.ok) return link;
  if (!isYoutubeHost(link.host)) return { ok: false, reason: "not-youtube" };
  return youtubeVideoId(link.url);
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
