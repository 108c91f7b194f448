import type { Platform } from "~/lib/site/tool-entry";
import captionThumb from "./thumb-caption.svg?url&no-inline";
import dpThumb from "./thumb-dp.svg?url&no-inline";
import postThumb from "./thumb-post.svg?url&no-inline";
import reelThumb from "./thumb-reel.svg?url&no-inline";
import shortThumb from "./thumb-short.svg?url&no-inline";
import storyThumb from "./thumb-story.svg?url&no-inline";
import videoThumb from "./thumb-video.svg?url&no-inline";

export interface Thumbnail {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface PlatformCopy {
  /** Used in "Please paste an … URL" and "Invalid … URL". */
  label: string;
  /** "an Instagram" / "a YouTube" */
  article: string;
  button: string;
  placeholder: string;
  /** Under the field when a download server is connected. */
  hint: string;
  /** Under the field while lookups are simulated: it promises only what the page does. */
  sampleHint: string;
  /** The badge on a sample card, so nobody takes it for their own post or video. */
  sampleLabel: string;
  /** The success toast of the simulated lookup, in the product's wording. */
  found: string;
  /** The success toast when a real download server answered. */
  foundReady: string;
}

export const PLATFORM_COPY: Readonly<Record<Platform, PlatformCopy>> = {
  instagram: {
    label: "Instagram",
    article: "an",
    button: "Fetch Media",
    placeholder: "https://www.instagram.com/reel/…",
    hint: "Tap ••• on the post, choose Copy link, then paste it here. Only public accounts work.",
    sampleHint:
      "Tap ••• on the post and choose Copy link. Downloads aren't switched on here yet, so the page checks your link and shows a sample card, not your post.",
    sampleLabel: "Sample preview: not your post",
    found: "Media found. Backend connection needed for download.",
    foundReady: "Media found. Ready to download.",
  },
  youtube: {
    label: "YouTube",
    article: "a",
    button: "Fetch Video",
    placeholder: "https://youtu.be/…",
    hint: "Tap Share under the video, then Copy link. Watch, youtu.be, Shorts, embed and live links all work.",
    sampleHint:
      "Tap Share under the video, then Copy link. Video downloads aren't switched on here yet, so the page checks your link and shows a sample card, not your video.",
    sampleLabel: "Sample preview: not your video",
    found: "Video found. Backend connection needed for download.",
    foundReady: "Video found. Pick HD or SD to download.",
  },
};

export const FETCHING_LABEL = "Fetching...";
export const URL_REQUIRED_TITLE = "URL Required";

export function urlRequiredMessage(copy: PlatformCopy): string {
  return `Please paste ${copy.article} ${copy.label} URL to continue.`;
}

export function invalidBannerMessage(copy: PlatformCopy): string {
  return `Invalid ${copy.label} URL. Please check the link and try again.`;
}

export function invalidToastMessage(copy: PlatformCopy): string {
  return `Invalid ${copy.label} URL.`;
}

export const BACKEND_REQUIRED_TITLE = "Backend Required";
export const INSTAGRAM_BACKEND_MESSAGE = "Downloading needs a backend connection, which this site doesn't have yet.";

export type YoutubeQuality = "hd" | "sd";

export const YOUTUBE_QUALITIES: readonly { id: YoutubeQuality; button: string; spoken: string }[] = [
  { id: "hd", button: "HD (1080p)", spoken: "1080p HD" },
  { id: "sd", button: "SD (720p)", spoken: "720p SD" },
];

export function youtubeBackendMessage(spoken: string): string {
  return `Downloading in ${spoken} needs a backend connection, which this site doesn't have yet.`;
}

/** The success toast for a lookup: the spec's wording for samples, a plain one for real files. */
export function foundMessage(copy: PlatformCopy, sample: boolean | undefined): string {
  return sample ? copy.found : copy.foundReady;
}

/** The Instagram card's heading; a real lookup knows the account only when the link names it. */
export function instagramHeading(user: string | null, type: "video" | "image"): string {
  if (user) return `Media from @${user}`;
  return type === "video" ? "Video from Instagram" : "Photo from Instagram";
}

/** Fixed sample data: the simulated lookup shows it for every link, as the product describes. */
export const SAMPLE_HANDLE = "creatorgrow.sample";
export const SAMPLE_VIDEO_TITLE = "Shoot Reels at Home Like a Pro — Phone Setup Under ₹2,000 📱🎬";
export const SAMPLE_CHANNEL = "CreatorGrow Studio";

const square = { width: 320, height: 320 } as const;
const portrait = { width: 180, height: 320 } as const;

const INSTAGRAM_THUMBS: Readonly<Record<string, Thumbnail>> = {
  "instagram-reels-downloader": {
    src: reelThumb,
    ...portrait,
    alt: "Sample Reel cover: a phone on a tripod with a play button",
  },
  "instagram-post-downloader": { src: postThumb, ...square, alt: "Sample post: a sunset over hills" },
  "instagram-story-downloader": { src: storyThumb, ...portrait, alt: "Sample story: a chai cup on a pink background" },
  "instagram-dp-downloader": { src: dpThumb, ...square, alt: "Sample profile picture: a round avatar" },
  "instagram-caption-downloader": { src: captionThumb, ...square, alt: "Sample post with its caption lines" },
};

export function instagramThumbnail(toolId: string): Thumbnail {
  return INSTAGRAM_THUMBS[toolId] ?? { src: postThumb, ...square, alt: "Sample post: a sunset over hills" };
}

export function youtubeThumbnail(toolId: string): Thumbnail {
  return toolId === "youtube-shorts-downloader"
    ? { src: shortThumb, ...portrait, alt: "Sample Shorts cover: a vertical frame with a play button" }
    : { src: videoThumb, width: 320, height: 180, alt: "Sample video thumbnail: a ring light and a play button" };
}

/** Shown under a sample card: what it is, and that nothing was fetched. */
export const SAMPLE_NOTE =
  "The picture and details above are a fixed sample, the same for every link. This site hasn't connected a download server yet, so nothing was fetched from your link.";

/** The thumbnail downloader works without a download server; the YouTube pages point to it. */
export const THUMBNAIL_TOOL_ID = "youtube-thumbnail-downloader";
export const THUMBNAIL_PAGE_LEAD = "Need only the picture?";
export const THUMBNAIL_PAGE_LINK = "Get any video's thumbnail in every size";
export const THUMBNAIL_CARD_LINK = "Get this video's real thumbnail";

/** After a quality button: what happened to the file, in words a visitor can act on. */
export const SAVE_MESSAGES = {
  startedTitle: "Download started",
  started: (filename: string) =>
    `Saving “${filename}”. If nothing happens, press the button again: each download link works for a short time only.`,
  openedTitle: "Opened in a new tab",
  opened: "Save it from there: press and hold the video (or right-click it) and choose Download or Save video as.",
  blockedTitle: "Your file is ready",
  blocked: "Your browser blocked the new tab. Open the file, then save it from there.",
  blockedAction: "Open",
} as const;

/** A quality button's lookup threw instead of answering (a bug or a dropped connection). */
export const DOWNLOAD_FAILED = "Something went wrong while preparing the file. Please try again.";
