// What the channel bio generator's screen says, in English (its shape: ./shape.ts).
import type { ChannelBioWords } from "./shape";

export const words: ChannelBioWords = {
  niche: "Channel Niche",
  nichePlaceholder: "Select a niche",
  niches: null,
  nicheMessage: "Please select a niche.",
  submit: "Generate Bios",
  results: "Your channel bios",
  ready: (count) => `${count} bios ready.`,
  note: "Paste one into YouTube Studio → Customization → Basic info → Description, then make it yours.",
  bioLabel: (place) => `Bio ${place}`,
  copyLabel: (place) => `Copy bio ${place}`,
  copied: (place) => `Bio ${place} copied to your clipboard.`,
};
