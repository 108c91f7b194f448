import type { Platform } from "~/tools/registry";
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
  hint: string;
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
    found: "Media found. Backend connection needed for download.",
    foundReady: "Media found. Ready to download.",
  },
  youtube: {
    label: "YouTube",
    article: "a",
    button: "Fetch Video",
    placeholder: "https://youtu.be/…",
    hint: "Tap Share under the video, then Copy link. Watch, youtu.be, Shorts, embed and live links all work.",
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

/** Shown under a card so nobody mistakes the sample for their own video or post. */
export const SAMPLE_NOTE = "Preview uses sample details until the download service is connected.";
