// What the channel name generator's screen says, in English (its shape: ./shape.ts).

import type { ChannelNameWords } from "./shape";

export const words: ChannelNameWords = {
  keyword: "Your Topic or Keyword",
  keywordPlaceholder: "e.g. cooking, cricket, study",
  keywordMessage: "Please enter a keyword or topic.",
  submit: "Generate Names",
  results: "Your channel names",
  ready: (count) => `${count} channel names ready.`,
  note: "Generate again for a fresh mix. Check that the name is free as a YouTube handle before you settle on it.",
  copyLabel: (place) => `Copy name ${place}`,
  copied: "Channel name copied to your clipboard.",
};
