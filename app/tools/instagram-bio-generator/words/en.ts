// What the bio generator's screen says, in English (its shape: ./shape.ts).

import type { BioWords } from "./shape";

export const words: BioWords = {
  type: "Profile type",
  types: null,
  typeMessage: "Please select a profile type.",
  submit: "Generate Bios",
  results: "Your bios",
  ready: (count) => `${count} bios ready.`,
  copyLabel: (place) => `Copy bio ${place}`,
  copied: "Bio copied to your clipboard.",
};
