// What the caption generator's screen says, in English (its shape: ./shape.ts).
import { TOPIC_LABEL } from "~/components/topic-field";
import type { CaptionWords } from "./shape";

export const words: CaptionWords = {
  category: "Category",
  moods: null,
  shayariMood: "Shayari mood",
  topicLabel: TOPIC_LABEL,
  topicHint:
    "Optional. Name the dish, place, game or exam and the captions will too. Leave it empty for the mood alone.",
  topicPlaceholder: "e.g. biryani, Goa trip, BGMI",
  categoryMessage: "Please select a category first.",
  submit: "Generate Captions",
  more: "Generate More",
  results: "Your captions",
  ready: (count) => `${count} captions ready.`,
  copyLabel: (place) => `Copy caption ${place}`,
  copied: "Caption copied to your clipboard.",
};
