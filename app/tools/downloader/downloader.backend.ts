import { instagramThumbnail, youtubeThumbnail } from "./downloader.data";
import { mediaTypeFor, parseMediaLink } from "./downloader.logic";
import type { MediaOutcome, MediaRequest, MediaResolver, MediaResult } from "./downloader.resolver";

/*
 * The lookup a real download service would answer, chosen when site.downloaderBackend is set.
 *
 * Request:  POST {endpoint}, JSON { tool, platform, url, videoId }
 * Answers:  200 Instagram { thumbnail, user, type?: "video" | "image", downloadUrl? }
 *           200 YouTube   { thumbnail, title, author, downloads?: { hd?, sd? } }
 *           422 or { error: "invalid-url" }: the service does not know the link.
 * Anything else counts as a failed lookup. Every address in an answer must be http(s).
 */

const TIMEOUT_MS = 20_000;
const UNREADABLE = "The download service sent an answer we couldn't read. Please try again.";
const UNREACHABLE = "Couldn't reach the download service. Check your connection and try again.";

function serverTrouble(status: number): string {
  return `The download service ran into a problem (error ${status}). Please try again in a minute.`;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** Only web addresses reach an <img src> or <a href>: never javascript: or data: from a server. */
function webUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function readAnswer(
  request: MediaRequest,
  videoId: string | null,
  body: unknown,
): MediaResult | "invalid" | null {
  if (!isObject(body)) return null;
  if (body.error === "invalid-url") return "invalid";
  const thumbnail = webUrl(body.thumbnail);
  if (!thumbnail) return null;
  if (request.platform === "instagram") {
    const user = text(body.user)?.replace(/^@/, "");
    if (!user) return null;
    const type = body.type === "video" || body.type === "image" ? body.type : mediaTypeFor(request.toolName);
    const size = instagramThumbnail(request.toolId);
    const downloadUrl = webUrl(body.downloadUrl) ?? undefined;
    return {
      platform: "instagram",
      type,
      user,
      downloadUrl,
      thumbnail: { ...size, src: thumbnail, alt: `Preview of the media from @${user}` },
    };
  }
  const title = text(body.title);
  const author = text(body.author);
  if (!title || !author) return null;
  const links = isObject(body.downloads) ? body.downloads : {};
  const size = youtubeThumbnail(request.toolId);
  return {
    platform: "youtube",
    videoId,
    title,
    author,
    downloads: { hd: webUrl(links.hd) ?? undefined, sd: webUrl(links.sd) ?? undefined },
    thumbnail: { ...size, src: thumbnail, alt: `Thumbnail of “${title}”` },
  };
}

export function backendResolver(
  endpoint: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): MediaResolver {
  return {
    async resolve(request): Promise<MediaOutcome> {
      // A link that fails the local check never leaves the browser.
      const link = parseMediaLink(request.platform, request.url);
      if (!link) return { status: "invalid" };
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
      try {
        const response = await fetchImpl(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            tool: request.toolId,
            platform: request.platform,
            url: link.url.href,
            videoId: link.videoId,
          }),
          signal: abort.signal,
        });
        if (response.status === 422) return { status: "invalid" };
        if (!response.ok) return { status: "failed", message: serverTrouble(response.status) };
        const answer = readAnswer(request, link.videoId, await response.json().catch(() => null));
        if (answer === "invalid") return { status: "invalid" };
        return answer ? { status: "found", media: answer } : { status: "failed", message: UNREADABLE };
      } catch {
        return { status: "failed", message: UNREACHABLE };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
