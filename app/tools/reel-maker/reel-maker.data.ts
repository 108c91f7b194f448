import type { Platform } from "~/lib/site/tool-entry";

// Sizes, limits and wording of the Reel and Shorts makers. Platform facts carry where they come from
// in the guides (guide/instagram-reel-maker/en.md, guide/youtube-shorts-maker/en.md).

export type ShapeId = "9:16" | "4:5" | "1:1" | "16:9";
export type QualityId = "1080p" | "720p";
export type Framing = "fill" | "fit";
export type Backdrop = "blur" | "black";
export type CaptionSize = "small" | "medium" | "large";
export type CaptionPlace = "bottom" | "middle" | "top";
export type CoverId = "reel-cover" | "thumbnail";

export interface Size {
  width: number;
  height: number;
}

export interface Shape {
  id: ShapeId;
  /** What the choice is called after its ratio ("Portrait"); the 9:16 name comes from the platform. */
  name: string;
  sizes: Readonly<Record<QualityId, Size>>;
  /**
   * Where the platform's own buttons and text cover the picture, as parts of its height and width:
   * captions are kept inside what is left.
   */
  safe: { top: number; bottom: number; side: number };
}

// Meta's guidance for Reels keeps the top 14%, the bottom 35% and 6% at each side clear; the right
// side also carries the like, comment and share buttons, so captions stay in the middle 76%.
// Pictures in the feed have the platform's buttons outside them: a small margin is enough.
const TALL_SAFE = { top: 0.14, bottom: 0.35, side: 0.12 };
const FEED_SAFE = { top: 0.08, bottom: 0.08, side: 0.06 };

export const SHAPES: readonly Shape[] = [
  {
    id: "9:16",
    name: "Full screen",
    sizes: { "1080p": { width: 1080, height: 1920 }, "720p": { width: 720, height: 1280 } },
    safe: TALL_SAFE,
  },
  {
    id: "4:5",
    name: "Portrait",
    sizes: { "1080p": { width: 1080, height: 1350 }, "720p": { width: 720, height: 900 } },
    safe: FEED_SAFE,
  },
  {
    id: "1:1",
    name: "Square",
    sizes: { "1080p": { width: 1080, height: 1080 }, "720p": { width: 720, height: 720 } },
    safe: FEED_SAFE,
  },
  {
    id: "16:9",
    name: "Landscape",
    sizes: { "1080p": { width: 1920, height: 1080 }, "720p": { width: 1280, height: 720 } },
    safe: FEED_SAFE,
  },
];

export const QUALITIES: readonly QualityId[] = ["1080p", "720p"];

/** Caption text height, as a part of the picture's shorter side. */
export const CAPTION_SIZES: Readonly<Record<CaptionSize, { label: string; factor: number }>> = {
  small: { label: "Small", factor: 0.045 },
  medium: { label: "Medium", factor: 0.058 },
  large: { label: "Large", factor: 0.075 },
};

export const CAPTION_PLACES: Readonly<Record<CaptionPlace, string>> = {
  bottom: "Bottom",
  middle: "Middle",
  top: "Top",
};

/**
 * System fonts first (phones carry Devanagari and colour emoji fonts), so a caption in Hindi or with
 * emoji draws the way the phone draws it everywhere else.
 */
export const CAPTION_FONT_FAMILY =
  '"Noto Sans Devanagari", "Nirmala UI", "Mangal", "Lohit Devanagari", system-ui, "Segoe UI", Roboto, sans-serif, "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji"';

export const COVERS: Readonly<Record<CoverId, { label: string } & Size>> = {
  "reel-cover": { label: "Reel cover", width: 1080, height: 1920 },
  thumbnail: { label: "YouTube thumbnail", width: 1280, height: 720 },
};

/** YouTube takes thumbnails of up to 2 MB from a phone; a cover is saved smaller than that. */
export const COVER_MAX_BYTES = 2_000_000;

export interface Preset {
  /** What one video is called on the platform. */
  word: "Reel" | "Short";
  /** The longest video the platform treats as one, in seconds. */
  limitSeconds: number;
  /** What happens to a longer one, said in one sentence. */
  overLimit: string;
  /** What happens to a picture wider than square, or null where that is fine. */
  wideNote: string | null;
  cover: CoverId;
}

export const PRESETS: Readonly<Record<Platform, Preset>> = {
  instagram: {
    word: "Reel",
    limitSeconds: 180,
    overLimit:
      "Instagram's limit for Reels is 3 minutes: a longer video may still post, but it may not be offered as a Reel or recommended to people who don't follow you.",
    wideNote: null,
    cover: "reel-cover",
  },
  youtube: {
    word: "Short",
    limitSeconds: 180,
    overLimit:
      "YouTube counts square and vertical videos of up to 3 minutes as Shorts; a longer one is published as a regular video instead.",
    wideNote: "A picture wider than square isn't a Short: YouTube publishes it as a regular video.",
    cover: "thumbnail",
  },
};

export const VIDEO_FORMATS = "MP4, MOV or WebM";
/** What the picker offers; anything picked or dropped is still checked by reading it. */
export const VIDEO_ACCEPT = "video/mp4,video/quicktime,video/webm,video/*,.mp4,.m4v,.mov,.webm";

/** Sound is written as AAC at this rate, what both platforms ask for. */
export const AUDIO_BITRATE = 128_000;

export const MESSAGES = {
  noWebCodecs:
    "This browser can't make videos on the device because it has no WebCodecs: open this page in Chrome on Android, or in a recent Chrome, Edge or Safari on a computer.",
  cantRead: "Couldn't open the video",
  exportFailed: "The video couldn't be made",
  cancelled: "Export cancelled. Nothing was saved.",
} as const;
