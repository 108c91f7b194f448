// What the thumbnail downloader's screen says, in each language. English takes the page's own
// wording (../youtube-thumbnail-downloader.data.ts); the Hindi page says the same things in Hindi.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import { type NotYoutubeReason, type ThumbnailSize } from "../youtube-thumbnail-downloader.data";

export interface ThumbnailWords {
  field: { label: string; placeholder: string; hint: string };
  form: { button: string; loading: string; emptyTitle: string; invalidTitle: string };
  reasons: Readonly<Record<NotYoutubeReason, string>>;
  /** The sizes the page offers, largest first, named in the page's language. */
  sizes: readonly ThumbnailSize[];
  result: {
    title: string;
    ready: (count: number) => string;
    videoId: string;
    /** Ends the sentence that names the video ID ("." in English, "।" in Hindi). */
    idEnd: string;
    source: string;
    missing: (sizes: readonly ThumbnailSize[]) => string;
    failed: (sizes: readonly ThumbnailSize[]) => string;
    noneTitle: string;
    none: string;
    offline: string;
  };
  save: { startedTitle: string; started: (filename: string) => string; opened: string; blocked: string };
  row: {
    alt: (name: string) => string;
    download: string;
    downloadLabel: (name: string) => string;
    open: string;
    openLabel: (name: string) => string;
  };
}
