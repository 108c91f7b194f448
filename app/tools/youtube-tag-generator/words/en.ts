// What the tag generator's screen says, in English (its shape: ./shape.ts).

import type { TagWords } from "./shape";

export const words: TagWords = {
  topic: "Video topic",
  topicPlaceholder: "e.g. masala chai recipe, BGMI sensitivity, Goa on a budget",
  topicHint: "Describe the video in a few words, the way a viewer would search for it.",
  topicMessage: "Please enter a video topic.",
  submit: "Generate Tags",
  results: "Your tags",
  ready: (count, length, limit) => `${count} tags ready, ${length} of ${limit} characters.`,
  note: "Copied as one line with commas, ready for the Tags box in YouTube Studio. Counted the way YouTube counts, with each comma and 2 more for a tag with a space (YouTube wraps it in quotes):",
  noteEnd: ".",
  copyAll: "Copy All Tags",
  copied: (count) => `${count} tags copied. Paste them into the Tags box in YouTube Studio.`,
};
