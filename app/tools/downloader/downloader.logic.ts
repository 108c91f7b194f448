import type { Platform } from "~/tools/registry";

/** Real links are far shorter; anything longer is pasted junk, not a post or video link. */
export const MAX_URL_LENGTH = 2048;

const YOUTUBE_HOSTS: ReadonlySet<string> = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
  "youtu.be",
]);

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Path prefixes whose next segment is the video id: /shorts/{id}, /embed/{id}, … */
const ID_PATH_PREFIXES: ReadonlySet<string> = new Set(["shorts", "embed", "live", "v"]);

export type MediaType = "video" | "image";

export interface MediaLink {
  platform: Platform;
  /** The parsed link, scheme added if it was missing and any credentials removed. */
  url: URL;
  /** YouTube only: the 11-character id when the link names a video. */
  videoId: string | null;
}

function toWebUrl(text: string): URL | null {
  // A pasted "instagram.com/reel/…" has no scheme; a real scheme other than http(s) is never a link we fetch.
  for (const candidate of [text, `https://${text}`]) {
    const url = parseOrNull(candidate);
    if (url && (url.protocol === "https:" || url.protocol === "http:")) return url;
  }
  return null;
}

// URL.parse() is missing from browsers older than 2024, which many phones still run.
function parseOrNull(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Lower-cased host without a trailing dot: "Instagram.COM." and "instagram.com" are one host. */
function hostOf(url: URL): string {
  return url.hostname.replace(/\.$/, "");
}

export function isInstagramHost(host: string): boolean {
  return host === "instagram.com" || host.endsWith(".instagram.com");
}

export function isYoutubeHost(host: string): boolean {
  return YOUTUBE_HOSTS.has(host);
}

function validId(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The video id a YouTube link carries, from watch?v=, youtu.be/, /shorts/, /embed/, /live/ or /v/. */
export function youtubeVideoId(url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  if (hostOf(url) === "youtu.be") return validId(segments[0]);
  const [first, second] = segments;
  if (first === "watch") return validId(url.searchParams.get("v"));
  if (first && ID_PATH_PREFIXES.has(first)) return validId(second);
  return null;
}

/**
 * Reads what the user pasted as a link of the given platform, or null when it is not one.
 * The host is compared on the parsed URL, so "evil.example/?instagram.com" and
 * "instagram.com.evil.example" are refused.
 */
export function parseMediaLink(platform: Platform, input: string): MediaLink | null {
  const text = input.trim();
  if (!text || text.length > MAX_URL_LENGTH || /\s/.test(text)) return null;
  const url = toWebUrl(text);
  if (!url) return null;
  const host = hostOf(url);
  const accepted = platform === "instagram" ? isInstagramHost(host) : isYoutubeHost(host);
  if (!accepted) return null;
  url.username = "";
  url.password = "";
  return { platform, url, videoId: platform === "youtube" ? youtubeVideoId(url) : null };
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
