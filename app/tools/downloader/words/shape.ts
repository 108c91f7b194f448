// What the downloader pages say, in each language. English takes the pages' own wording
// (../downloader.data.ts); the Hindi pages say the same things in Hindi. What the download server's
// answers mean is worded in ./cobalt/.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { Platform } from "~/lib/site/tool-entry";
import { type PlatformCopy } from "../downloader.data";

export interface DownloaderWords {
  platforms: Readonly<Record<Platform, PlatformCopy>>;
  /** The link field's label: "Instagram URL". */
  fieldLabel: (copy: PlatformCopy) => string;
  fetching: string;
  urlRequiredTitle: string;
  urlRequired: (copy: PlatformCopy) => string;
  invalidBanner: (copy: PlatformCopy) => string;
  invalidToast: (copy: PlatformCopy) => string;
  successTitle: string;
  errorTitle: string;
  /** A lookup threw instead of answering. */
  lookupFailed: string;
  backendRequiredTitle: string;
  instagramBackend: string;
  youtubeBackend: (spoken: string) => string;
  /** A quality button's name: "Download HD (1080p)". */
  qualityLabel: (button: string) => string;
  /** The card's name: what the lookup found. */
  found: { video: string; media: string };
  sampleNote: string;
  thumbnailLead: string;
  thumbnailLink: string;
  /** Ends the sentence the link to the thumbnail downloader closes ("." or "।"). */
  thumbnailEnd: string;
  thumbnailCardLink: string;
  videoId: string;
  instagram: {
    carousel: (count: number) => string;
    video: string;
    image: string;
    heading: (user: string | null, type: "video" | "image") => string;
    ready: string;
    download: string;
    files: string;
    downloadItem: (label: string) => string;
  };
  save: {
    startedTitle: string;
    started: (filename: string) => string;
    openedTitle: string;
    opened: string;
    blockedTitle: string;
    blocked: string;
    blockedAction: string;
  };
  downloadFailed: string;
  sample: {
    videoTitle: string;
    /** The sample pictures' descriptions by tool id; null: the pictures' own (English) ones. */
    alts: Readonly<Record<string, string>> | null;
  };
}
