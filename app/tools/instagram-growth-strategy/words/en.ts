// What the growth strategy's screen says, in English (its shape: ./shape.ts).

import type { StrategyWords } from "./shape";

export const words: StrategyWords = {
  niche: "Niche",
  nichePlaceholder: "Choose a niche",
  type: "Content type",
  typePlaceholder: "Choose a content type",
  topicLabel: null,
  topicHint:
    "Optional. Name what your page is about (biryani, cricket, mutual funds) and the four weeks are written for it.",
  topicPlaceholder: "e.g. skincare, Goa trip, BGMI",
  message: "Please select both a niche and a content type.",
  submit: "Generate Strategy",
  copy: "Copy Strategy",
  copied: "Your growth strategy is on your clipboard.",
  niches: null,
  types: null,
};
