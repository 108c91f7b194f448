import type { NoVideo, NotALink } from "~/lib/text/youtube-link";

/** The file names YouTube's image host serves for every video, largest first. */
export type ThumbnailSizeId = "maxresdefault" | "sddefault" | "hqdefault" | "mqdefault" | "default";

export interface ThumbnailSize {
  id: ThumbnailSizeId;
  /** Short name for a button or a heading. */
  label: string;
  width: number;
  height: number;
  /** One line on when this size is the one to pick. */
  note: string;
}

/** Where every thumbnail lives: https://i.ytimg.com/vi/{id}/{size}.jpg */
export const THUMBNAIL_HOST = "https://i.ytimg.com";

export const THUMBNAIL_SIZES: readonly ThumbnailSize[] = [
  {
    id: "maxresdefault",
    label: "Max resolution",
    width: 1280,
    height: 720,
    note: "The full 16:9 picture at HD size. Not every video has it: older and low-resolution uploads often don't.",
  },
  {
    id: "sddefault",
    label: "Standard",
    width: 640,
    height: 480,
    note: "4:3 with black bars above and below a 16:9 picture.",
  },
  {
    id: "hqdefault",
    label: "High quality",
    width: 480,
    height: 360,
    note: "4:3 with black bars; nearly every video has this one.",
  },
  {
    id: "mqdefault",
    label: "Medium quality",
    width: 320,
    height: 180,
    note: "16:9 without bars, the size YouTube uses in lists.",
  },
  { id: "default", label: "Small", width: 120, height: 90, note: "A tiny 4:3 preview." },
];

/** What YouTube answers for a size it does not have: a grey 120 × 90 picture, not an error page. */
export const PLACEHOLDER_SIZE = { width: 120, height: 90 } as const;

export type NotYoutubeReason = NotALink | "not-youtube" | NoVideo;

export const REASON_MESSAGES: Readonly<Record<NotYoutubeReason, string>> = {
  empty: "Paste a YouTube video link or its 11-character video ID.",
  "too-long": "That's far too long to be a YouTube link. Copy the link again from Share.",
  "not-a-link": "That doesn't look like a link. On YouTube, tap Share, then Copy link, and paste it here.",
  "not-youtube": "That link isn't from YouTube. Paste a youtube.com or youtu.be link.",
  "no-video": "That YouTube link doesn't point to one video. It may be a channel, a playlist or the home page.",
  "bad-id": "The video ID in that link looks cut off or changed. Copy the link again from Share.",
};

/**
 * The sizes the page offers. "default" (120 × 90) is left out: it is too small to use, and it is
 * exactly the size of YouTube's grey stand-in, so a missing video would still seem to have it.
 */
export const OFFERED_SIZES: readonly ThumbnailSize[] = THUMBNAIL_SIZES.filter((size) => size.id !== "default");

export const FORM_COPY = {
  button: "Get Thumbnails",
  loading: "Finding sizes...",
  emptyTitle: "URL Required",
  invalidTitle: "Check the link",
} as const;

/** "Max resolution (1280 × 720)" */
export function sizeName(size: ThumbnailSize): string {
  return `${size.label} (${size.width} × ${size.height})`;
}

function listNames(sizes: readonly ThumbnailSize[]): string {
  const names = sizes.map(sizeName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1) ?? ""}`;
}

export const RESULT_COPY = {
  title: "Thumbnails for this video",
  ready: (count: number) => `${count} ${count === 1 ? "size" : "sizes"} ready to save.`,
  videoId: "Video ID:",
  source: "Pictures come straight from YouTube's image server; this site keeps no copy.",
  missing: (sizes: readonly ThumbnailSize[]) =>
    `YouTube doesn't have ${listNames(sizes)} for this video, so ${sizes.length === 1 ? "it is" : "they are"} left out.`,
  failed: (sizes: readonly ThumbnailSize[]) => `${listNames(sizes)} didn't load. Press Get Thumbnails again to retry.`,
  noneTitle: "No thumbnails found",
  none: "YouTube has no thumbnail for this video. It may be private, deleted or still processing, or the ID may be mistyped.",
  offline: "Couldn't load any pictures from YouTube's image server. Check your connection and try again.",
} as const;

export const SAVE_COPY = {
  startedTitle: "Download started",
  started: (filename: string) => `Saving ${filename}.`,
  opened:
    "Opened the full picture in a new tab. Save it from there: press and hold it (or right-click it) and choose Save image.",
  blocked:
    "Your browser didn't let this page save the picture. Tap Open full size, then press and hold the picture (or right-click it) and choose Save image.",
} as const;
