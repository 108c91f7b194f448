import type { Lang } from "~/lib/lang/lang";
import { FETCH_DELAY_MS } from "~/lib/page/timing";
import type { Platform } from "~/lib/site/tool-entry";
import {
  SAMPLE_CHANNEL,
  SAMPLE_HANDLE,
  type Thumbnail,
  type YoutubeQuality,
  instagramThumbnail,
  youtubeThumbnail,
} from "./downloader.data";
import type { Problem } from "./downloader.cobalt-errors";
import { type MediaLink, type MediaType, mediaTypeFor, parseMediaLink } from "./downloader.logic";
import type { FileCheck } from "./downloader.tunnel";
import { DOWNLOADER_WORDS } from "./words";

export interface MediaRequest {
  toolId: string;
  toolName: string;
  platform: Platform;
  /** What the user pasted, trimmed and known to be non-empty. */
  url: string;
}

/** One ready file, as the download server gave it. */
export interface DownloadFile {
  url: string;
  filename: string;
  /** tunnel: streamed by the download server (saves as a file); redirect: the platform's own address. */
  source: "tunnel" | "redirect";
  /** When the link stops working, in ms since 1970 (tunnels last about 90 s by default); null if unknown. */
  expiresAt: number | null;
}

/** One slide of a carousel post. */
export interface CarouselItem {
  type: "photo" | "video" | "gif";
  url: string;
  /** "Photo 1 of 4": the item's accessible name and visible label. */
  label: string;
  /** A preview the download server made; null when it gave none. */
  thumbnail: Thumbnail | null;
}

export interface InstagramMedia {
  platform: "instagram";
  type: MediaType;
  thumbnail: Thumbnail;
  /** The account, when the link names one (stories, /{user}/p/… links) or the sample handle; else null. */
  user: string | null;
  /** A ready file to save; absent while no backend serves one (and for carousels: see items). */
  downloadUrl?: string;
  file?: DownloadFile;
  /** A carousel post: several files, each with its own preview. */
  items?: CarouselItem[];
  /** Fixed sample details rather than the linked post's own. */
  sample?: boolean;
}

export interface YoutubeVideo {
  platform: "youtube";
  videoId: string | null;
  thumbnail: Thumbnail;
  title: string;
  /** The channel; null when the download server's file name did not say. */
  author: string | null;
  downloads?: Partial<Record<YoutubeQuality, string>>;
  files?: Partial<Record<YoutubeQuality, DownloadFile>>;
  sample?: boolean;
}

export type MediaResult = InstagramMedia | YoutubeVideo;

/** The lookup went wrong although the link looked fine; the message is ready to show. */
export interface LookupFailure {
  status: "failed";
  message: string;
  problem?: Problem;
  /** cobalt's error code, when it gave one (for logs and support, not for display). */
  code?: string;
}

export type MediaOutcome = { status: "found"; media: MediaResult } | { status: "invalid" } | LookupFailure;

/** The answer to a quality button: a fresh file to save now. */
export type FileOutcome = { status: "file"; file: DownloadFile } | { status: "invalid" } | LookupFailure;

/**
 * Everything the downloader screen needs from a lookup; swap the implementation, keep the screen.
 * `lang` is the page's language: what a lookup says (its messages, a sample's words) is said in it.
 */
export interface MediaResolver {
  /** True for the sample lookup: the page then says up front that it shows a sample, not the post. */
  readonly simulated?: boolean;
  resolve(request: MediaRequest, lang?: Lang): Promise<MediaOutcome>;
  /**
   * Asks again for one YouTube quality when its button is pressed: the server's links expire within
   * minutes, so a link fetched earlier may be dead. Absent without a backend (the Backend Required toast).
   */
  download?(request: MediaRequest, quality: YoutubeQuality, lang?: Lang): Promise<FileOutcome>;
  /**
   * Asks a file link of the server's whether it will answer with the file, so a dead link is
   * reported on the page instead of followed (downloader.tunnel.ts). Absent without a backend.
   */
  checkFile?: (file: DownloadFile, lang?: Lang) => Promise<FileCheck>;
}

function wait(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** The sample picture, described in the page's language (a tool without its own picture shows the post's or the video's). */
function samplePicture(request: MediaRequest, lang: Lang): Thumbnail {
  const picture =
    request.platform === "instagram" ? instagramThumbnail(request.toolId) : youtubeThumbnail(request.toolId);
  const alts = DOWNLOADER_WORDS[lang].sample.alts;
  if (!alts) return picture;
  const stand = request.platform === "instagram" ? "instagram-post-downloader" : "youtube-video-downloader";
  return { ...picture, alt: alts[request.toolId] ?? alts[stand] ?? picture.alt };
}

function sampleMedia(request: MediaRequest, link: MediaLink, lang: Lang): MediaResult {
  return request.platform === "instagram"
    ? {
        platform: "instagram",
        type: mediaTypeFor(request.toolName),
        thumbnail: samplePicture(request, lang),
        user: SAMPLE_HANDLE,
        sample: true,
      }
    : {
        platform: "youtube",
        videoId: link.videoId,
        thumbnail: samplePicture(request, lang),
        title: DOWNLOADER_WORDS[lang].sample.videoTitle,
        author: SAMPLE_CHANNEL,
        sample: true,
      };
}

/**
 * Today's lookup: no server, only sample data. It takes the product's 1.5 s fetch time for every
 * attempt, and judges the link when that time is up, so a bad link also shows "Fetching..." first.
 */
export function simulatedResolver(delayMs: number = FETCH_DELAY_MS): MediaResolver {
  return {
    simulated: true,
    async resolve(request, lang = "en") {
      await wait(delayMs);
      const link = parseMediaLink(request.platform, request.url);
      return link ? { status: "found", media: sampleMedia(request, link, lang) } : { status: "invalid" };
    },
  };
}
