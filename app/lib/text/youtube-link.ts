// How the site reads a link someone pasted: one reader for every page that takes one, so the
// checks that keep a look-alike host or a javascript: address out live in one place. Each page
// turns the reasons below into its own messages.

/** Real links are far shorter; anything longer is pasted junk, not a post or video link. */
export const MAX_LINK_LENGTH = 2048;

/** YouTube's own hosts, exactly: a subdomain not listed here is not YouTube's. */
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

/** Path words whose next segment is the video id: /shorts/{id}, /embed/{id}, /live/{id}, /v/{id}, /watch/{id}. */
const ID_PATH_PREFIXES: ReadonlySet<string> = new Set(["shorts", "embed", "live", "v", "watch"]);

/** Why a paste is not a link at all. */
export type NotALink = "empty" | "too-long" | "not-a-link";

export type LinkReading =
  | {
      ok: true;
      /** The parsed link, scheme added if it was missing and any credentials removed. */
      url: URL;
      /** Lower-cased, without a trailing dot: "Instagram.COM." and "instagram.com" are one host. */
      host: string;
    }
  | { ok: false; reason: NotALink };

/** Why a YouTube link names no video. */
export type NoVideo = "no-video" | "bad-id";

export type VideoInLink = { ok: true; videoId: string } | { ok: false; reason: NoVideo };

// URL.parse() is missing from browsers older than 2024, which many phones still run.
function parseOrNull(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function toWebUrl(text: string): URL | null {
  // "youtu.be/…" pasted without a scheme is still a link; a real scheme other than http(s) is never one we read.
  for (const candidate of [text, `https://${text}`]) {
    const url = parseOrNull(candidate);
    if (url && (url.protocol === "https:" || url.protocol === "http:")) return url;
  }
  return null;
}

/**
 * Reads what was pasted as a web link: trimmed, one word, at most MAX_LINK_LENGTH characters,
 * http or https, a host with a dot in it. Callers compare `host`, which comes from the parsed
 * URL, so "evil.example/?youtube.com" and "youtube.com.evil.example" never pass for YouTube.
 */
export function readLink(input: string): LinkReading {
  const text = input.trim();
  if (!text) return { ok: false, reason: "empty" };
  if (text.length > MAX_LINK_LENGTH) return { ok: false, reason: "too-long" };
  if (/\s/.test(text)) return { ok: false, reason: "not-a-link" };
  const url = toWebUrl(text);
  if (!url || !url.hostname.includes(".")) return { ok: false, reason: "not-a-link" };
  url.username = "";
  url.password = "";
  return { ok: true, url, host: url.hostname.replace(/\.$/, "") };
}

export function isYoutubeHost(host: string): boolean {
  return YOUTUBE_HOSTS.has(host);
}

/** Whether the text is exactly an 11-character YouTube video id. */
export function isVideoId(text: string): boolean {
  return VIDEO_ID.test(text);
}

/**
 * The video a YouTube link names, from watch?v=, youtu.be/, /shorts/, /embed/, /live/, /v/ or
 * /watch/. "bad-id" is an id cut off or changed; "no-video" a channel, a playlist or the home page.
 */
export function youtubeVideoId(url: URL): VideoInLink {
  const segments = url.pathname.split("/").filter(Boolean);
  const [first, second] = segments;
  let candidate: string | null | undefined;
  if (url.hostname.replace(/\.$/, "") === "youtu.be") candidate = first;
  else if (first === "watch" && url.searchParams.has("v")) candidate = url.searchParams.get("v");
  else if (first && ID_PATH_PREFIXES.has(first)) candidate = second;
  if (!candidate) return { ok: false, reason: "no-video" };
  return isVideoId(candidate) ? { ok: true, videoId: candidate } : { ok: false, reason: "bad-id" };
}
