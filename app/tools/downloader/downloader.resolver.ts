import { FETCH_DELAY_MS } from "~/lib/timing";
import type { Platform } from "~/tools/registry";
import {
  SAMPLE_CHANNEL,
  SAMPLE_HANDLE,
  SAMPLE_VIDEO_TITLE,
  type Thumbnail,
  type YoutubeQuality,
  instagramThumbnail,
  youtubeThumbnail,
} from "./downloader.data";
import { type MediaLink, type MediaType, mediaTypeFor, parseMediaLink } from "./downloader.logic";

export interface MediaRequest {
  toolId: string;
  toolName: string;
  platform: Platform;
  /** What the user pasted, trimmed and known to be non-empty. */
  url: string;
}

export interface InstagramMedia {
  platform: "instagram";
  type: MediaType;
  thumbnail: Thumbnail;
  user: string;
  /** A ready file to save; absent while no backend serves one. */
  downloadUrl?: string;
  /** Fixed sample details rather than the linked post's own. */
  sample?: boolean;
}

export interface YoutubeVideo {
  platform: "youtube";
  videoId: string | null;
  thumbnail: Thumbnail;
  title: string;
  author: string;
  downloads?: Partial<Record<YoutubeQuality, string>>;
  sample?: boolean;
}

export type MediaResult = InstagramMedia | YoutubeVideo;

export type MediaOutcome =
  | { status: "found"; media: MediaResult }
  | { status: "invalid" }
  /** The link was fine but the lookup itself went wrong (network, server). */
  | { status: "failed"; message: string };

/** Everything the downloader screen needs from a lookup; swap the implementation, keep the screen. */
export interface MediaResolver {
  resolve(request: MediaRequest): Promise<MediaOutcome>;
}

function wait(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function sampleMedia(request: MediaRequest, link: MediaLink): MediaResult {
  return request.platform === "instagram"
    ? {
        platform: "instagram",
        type: mediaTypeFor(request.toolName),
        thumbnail: instagramThumbnail(request.toolId),
        user: SAMPLE_HANDLE,
        sample: true,
      }
    : {
        platform: "youtube",
        videoId: link.videoId,
        thumbnail: youtubeThumbnail(request.toolId),
        title: SAMPLE_VIDEO_TITLE,
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
    async resolve(request) {
      await wait(delayMs);
      const link = parseMediaLink(request.platform, request.url);
      return link ? { status: "found", media: sampleMedia(request, link) } : { status: "invalid" };
    },
  };
}
