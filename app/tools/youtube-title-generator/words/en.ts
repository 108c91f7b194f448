// What the title generator's screen says, in English (its shape: ./shape.ts).

import type { TitleWords } from "./shape";

export const words: TitleWords = {
  topic: "Video topic",
  topicPlaceholder: "e.g. BGMI sensitivity settings, masala chai at home",
  topicHint: "Write it the way a viewer would search for it. Names keep their own capitals (BGMI, iPhone).",
  type: "Video type",
  typePlaceholder: "Choose a video type",
  types: null,
  topicMessage: "Please enter a video topic.",
  typeMessage: "Please choose a video type.",
  submit: "Generate Titles",
  results: "Your titles",
  ready: (count) => `${count} titles ready.`,
  note: (limit, visible) =>
    `YouTube allows ${limit} characters. Search results show about the first ${visible}: the dimmed part after the red mark may not be seen, so keep the words people search for before it.`,
  characters: "characters",
  fits: "fits in search results",
  cut: (lastWords, visible) => `search results may cut it after “…${lastWords}” (about ${visible} characters)`,
  shortened: "topic shortened to fit",
  copyLabel: (place) => `Copy title ${place}`,
  copiedTitle: "Copied!",
  copied: "Title copied to your clipboard.",
};
