import type { Lang } from "~/lib/lang/lang";
import { type Thumbnail, type YoutubeQuality, instagramThumbnail, youtubeThumbnail } from "./downloader.data";
import type { CobaltPickerItem } from "./downloader.cobalt";
import { type MediaLink, type MediaType, instagramUser, mediaTypeFor } from "./downloader.logic";
import type { CarouselItem, DownloadFile, InstagramMedia, MediaRequest, YoutubeVideo } from "./downloader.resolver";
import { SERVER_WORDS } from "./words/cobalt";

/*
 * From the download server's answer to what the card shows. cobalt gives files, not details: the
 * title and channel of a YouTube video come from the file name it makes ("basic" style), the
 * Instagram account from the link, and a preview only where the server made one.
 */

const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(["mp4", "mov", "webm", "mkv", "m4v"]);
const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(["jpg", "jpeg", "png", "webp", "heic", "avif", "gif"]);

// cobalt swaps characters Windows forbids in file names for full-width look-alikes; a title reads better with the originals.
const FULL_WIDTH: Readonly<Record<string, string>> = {
  "＜": "<",
  "＞": ">",
  "：": ":",
  "＂": '"',
  "／": "/",
  "＼": "\\",
  "｜": "|",
  "？": "?",
  "＊": "*",
};

function extensionOf(filename: string): string | null {
  const match = /\.([a-z0-9]{2,5})$/i.exec(filename);
  return match?.[1]?.toLowerCase() ?? null;
}

export function fileMediaType(filename: string, toolName: string): MediaType {
  const extension = extensionOf(filename);
  if (extension && VIDEO_EXTENSIONS.has(extension)) return "video";
  if (extension && IMAGE_EXTENSIONS.has(extension)) return "image";
  return mediaTypeFor(toolName);
}

/**
 * "Title - Channel (1080p, h264).mp4" → title and channel. The channel is taken after the last
 * " - " (YouTube's auto-made "Artist - Topic" channels keep their suffix); without one, the whole
 * name is the title.
 */
export function describeYoutubeFile(filename: string): { title: string; author: string | null } {
  const whole = filename.trim();
  let stem = whole;
  const extension = extensionOf(stem);
  if (extension) stem = stem.slice(0, -(extension.length + 1));
  stem = stem.replace(/\s*\([^()]*\)$/, "").replace(/[＜＞：＂／＼｜？＊]/g, (char) => FULL_WIDTH[char] ?? char);
  const parts = stem.split(" - ");
  let cut = parts.length - 1;
  if (parts[cut] === "Topic" && cut > 1) cut -= 1;
  const title = parts.slice(0, cut).join(" - ").trim();
  const author = parts.slice(cut).join(" - ").trim();
  if (cut >= 1 && readable(title) && readable(author)) return { title, author };
  return { title: readable(stem) ? stem.trim() : whole, author: null };
}

/** Has at least one letter or digit: a name made only of dashes and spaces says nothing. */
function readable(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** The tool's own illustration, marked decorative: it stands in for a preview the server did not give. */
function illustration(base: Thumbnail): Thumbnail {
  return { ...base, alt: "" };
}

export function carouselItems(items: readonly CobaltPickerItem[], lang: Lang = "en"): CarouselItem[] {
  const words = SERVER_WORDS[lang];
  return items.map((item, index) => {
    const label = words.carouselItem(item.type, index + 1, items.length);
    return {
      type: item.type,
      url: item.url,
      label,
      thumbnail: item.thumb ? { src: item.thumb, width: 320, height: 320, alt: words.previewOf(label) } : null,
    };
  });
}

export function instagramFile(
  request: MediaRequest,
  link: MediaLink,
  file: DownloadFile,
  lang: Lang = "en",
): InstagramMedia {
  const type = fileMediaType(file.filename, request.toolName);
  const base = instagramThumbnail(request.toolId);
  // A photo through the server's tunnel is its own best preview (the tunnel allows cross-origin images).
  const thumbnail =
    type === "image" && file.source === "tunnel"
      ? { ...base, src: file.url, alt: SERVER_WORDS[lang].photoPreview }
      : illustration(base);
  return { platform: "instagram", type, user: instagramUser(link.url), downloadUrl: file.url, file, thumbnail };
}

export function instagramCarousel(
  request: MediaRequest,
  link: MediaLink,
  items: readonly CobaltPickerItem[],
  lang: Lang = "en",
): InstagramMedia {
  const carousel = carouselItems(items, lang);
  const first = carousel.find((item) => item.thumbnail)?.thumbnail;
  return {
    platform: "instagram",
    type: carousel[0]?.type === "video" ? "video" : "image",
    user: instagramUser(link.url),
    items: carousel,
    thumbnail: first ?? illustration(instagramThumbnail(request.toolId)),
  };
}

export function youtubeFile(
  request: MediaRequest,
  link: MediaLink,
  file: DownloadFile,
  quality: YoutubeQuality,
): YoutubeVideo {
  const { title, author } = describeYoutubeFile(file.filename);
  return {
    platform: "youtube",
    videoId: link.videoId,
    title,
    author,
    downloads: { [quality]: file.url },
    files: { [quality]: file },
    thumbnail: illustration(youtubeThumbnail(request.toolId)),
  };
}
