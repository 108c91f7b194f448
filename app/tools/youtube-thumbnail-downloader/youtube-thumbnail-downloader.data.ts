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

export type NotYoutubeReason = "empty" | "too-long" | "not-a-link" | "not-youtube" | "no-video" | "bad-id";

export const REASON_MESSAGES: Readonly<Record<NotYoutubeReason, string>> = {
  empty: "Paste a YouTube video link or its 11-character video ID.",
  "too-long": "That's far too long to be a YouTube link. Copy the link again from Share.",
  "not-a-link": "That doesn't look like a link. On YouTube, tap Share, then Copy link, and paste it here.",
  "not-youtube": "That link isn't from YouTube. Paste a youtube.com or youtu.be link.",
  "no-video": "That YouTube link doesn't point to one video. It may be a channel, a playlist or the home page.",
  "bad-id": "The video ID in that link looks cut off or changed. Copy the link again from Share.",
};

export const MISSING_SIZE_MESSAGE = "YouTube doesn't have this size for this video. Pick a smaller one.";
