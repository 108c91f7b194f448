// What the page says about the download server's answers, in each language: cobalt's error codes
// (../../downloader.cobalt-errors.ts), the lookups' own refusals (../../downloader.backend.ts), the checks
// of a file link (../../downloader.tunnel.ts) and the names of a carousel's files (../../downloader.cobalt-media.ts).
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { CobaltErrorContext } from "../../downloader.cobalt";

/** What a message may name: the service ("Instagram", "YouTube") and the error's context. */
export interface Facts {
  service: string;
  context: CobaltErrorContext;
}

/** One message per kind of cobalt error the page tells apart (the codes are matched in downloader.cobalt-errors.ts). */
export type CobaltMessage =
  | "unrecognised"
  | "unsupported"
  | "shortLink"
  | "disabled"
  | "tooManyDownloads"
  | "slowedDown"
  | "tooLong"
  | "videoPrivate"
  | "postPrivate"
  | "ageRestricted"
  | "live"
  | "region"
  | "paid"
  | "drm"
  | "nothingFound"
  | "botCheck"
  | "accessKey"
  | "signInCheck"
  | "youtubeChanged"
  | "fetchFailed"
  | "badRequest"
  | "fallback";

export interface TunnelMessage {
  title: string;
  message: string;
}

export interface ServerWords {
  cobalt: Readonly<Record<CobaltMessage, (facts: Facts) => string>>;
  refused: string;
  /** `httpStatus` is given only for an HTTP error (400 and up). */
  unreadable: (httpStatus: number | null) => string;
  localProcessing: string;
  timeout: string;
  unreachable: string;
  notAVideo: string;
  storiesNeedLogin: string;
  noProfilePictures: string;
  youtubePicker: string;
  severalFiles: string;
  tunnel: { expired: TunnelMessage; busy: TunnelMessage; failed: TunnelMessage; unreachable: TunnelMessage };
  /** "Photo 1 of 4" */
  carouselItem: (type: "photo" | "video" | "gif", place: number, count: number) => string;
  /** The alt text of a carousel file's preview. */
  previewOf: (label: string) => string;
  photoPreview: string;
}
