// What the thumbnail downloader's screen says, in English (its shape: ./shape.ts).
import {
  FORM_COPY,
  OFFERED_SIZES,
  REASON_MESSAGES,
  RESULT_COPY,
  SAVE_COPY,
} from "../youtube-thumbnail-downloader.data";
import type { ThumbnailWords } from "./shape";

export const words: ThumbnailWords = {
  field: {
    label: "YouTube link or video ID",
    placeholder: "https://youtu.be/…",
    hint: "Tap Share under the video, then Copy link. Watch, youtu.be, Shorts, live and embed links all work. Pictures load from YouTube's image server only when you press the button.",
  },
  form: FORM_COPY,
  reasons: REASON_MESSAGES,
  sizes: OFFERED_SIZES,
  result: { ...RESULT_COPY, idEnd: "." },
  save: SAVE_COPY,
  row: {
    alt: (name) => `${name} thumbnail`,
    download: "Download",
    downloadLabel: (name) => `Download ${name}`,
    open: "Open full size",
    openLabel: (name) => `Open full size ${name} in a new tab`,
  },
};
