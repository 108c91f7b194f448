// What the description generator's screen says, in English (its shape: ./shape.ts).

import type { DescriptionWords } from "./shape";

export const words: DescriptionWords = {
  title: "Video Title",
  titlePlaceholder: "e.g. How I Edit My Reels on a Phone",
  titleMessage: "Please enter a video title.",
  submit: "Generate Description",
  results: "Your description",
  ready: "Description ready. Replace the [your link] placeholders and retime the chapters.",
  copyLabel: "Copy Description",
  copied: "Description copied to your clipboard.",
  titleNote: (length, limit) =>
    `Your title is ${length} characters long. YouTube allows ${limit}, so shorten it before you upload.`,
};
