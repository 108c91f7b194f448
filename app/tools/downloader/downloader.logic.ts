import type { Platform } from "~/lib/site/tool-entry";
import { isYoutubeHost, readLink, youtubeVideoId } from "~/lib/text/youtube-link";

export type MediaType = "video" | "image";

export interface MediaLink {
  platform: Platform;
  /** The parsed link, scheme added if it was missing and any credentials removed. */
  url: URL;
  /** YouTube only: the 11-character id when the link names a video. */
  videoId: string | null;
}

function isInstagramHost(host: string): boolean {
  return host === "instagram.com" || host.endsWith(".instagram.com");
}

/**
 * Reads what the user pasted as a link of the given platform, or null when it is not one. A
 * YouTube link without a video (a channel, a playlist) is still YouTube's, with no video id.
 */
export function parseMediaLink(platform: Platform, input: string): MediaLink | null {
  const link = readLink(input);
  if (!link.ok) return null;
  const { url, host } = link;
  if (platform === "instagram") return isInstagramHost(host) ? { platform, url, videoId: null } : null;
  if (!isYoutubeHost(host)) return null;
  const video = youtubeVideoId(url);
  return { platform, url, videoId: video.ok ? video.videoId : null };
}

/** Reels and Post downloaders fetch videos; Story, DP and Caption show an image. */
export function mediaTypeFor(toolName: string): MediaType {
  return /\b(reels|post)\b/i.test(toolName) ? "video" : "image";
}

/** Instagram's own first path segments, which are never a username. */
const INSTAGRAM_RESERVED: ReadonlySet<string> = new Set([
  "p",
  "reel",
  "reels",
  "tv",
  "stories",
  "explore",
  "share",
  "accounts",
  "direct",
  "about",
  "legal",
]);

const INSTAGRAM_USERNAME = /^[a-z0-9._]{1,30}$/i;

export type InstagramLinkKind = "media" | "story" | "profile" | "other";

/** What an Instagram link points at: a post or reel, a story, or a profile (whose picture the DP tool wants). */
export function instagramLinkKind(url: URL): InstagramLinkKind {
  const [first, second] = url.pathname.split("/").filter(Boolean);
  if (!first) return "other";
  if (first === "stories") return "story";
  if (["p", "reel", "reels", "tv", "share"].includes(first)) return "media";
  if (INSTAGRAM_RESERVED.has(first) || !INSTAGRAM_USERNAME.test(first)) return "other";
  // Newer share links put the account first: /{user}/p/{id}, /{user}/reel/{id}.
  return second ? "media" : "profile";
}

/** The account a link names, when it names one: /stories/{user}/…, /{user}/p/…, /{user}/. */
export function instagramUser(url: URL): string | null {
  const [first, second] = url.pathname.split("/").filter(Boolean);
  const candidate = first === "stories" ? second : first;
  if (!candidate || INSTAGRAM_RESERVED.has(candidate) || !INSTAGRAM_USERNAME.test(candidate)) return null;
  return candidate.toLowerCase();
}

/**
 * The link as the download server should get it: YouTube as a plain watch link (the server does
 * not know youtube-nocookie.com, and treats music.youtube.com as audio only), Instagram without
 * tracking parameters. cobalt refuses bodies over 1 KB, so this also keeps long pastes in bounds.
 * Null for a YouTube link without a video (a channel, a playlist).
 */
export function serverLink(link: MediaLink): string | null {
  if (link.platform === "youtube") {
    return link.videoId ? `https://www.youtube.com/watch?v=${link.videoId}` : null;
  }
  return `https://www.instagram.com${link.url.pathname}`;
}
