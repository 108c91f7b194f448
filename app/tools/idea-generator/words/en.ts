// What the idea generator's screen says, in English (its shape: ./shape.ts).
import { TOPIC_LABEL } from "~/components/topic-field";
import type { IdeaWords } from "./shape";

export const words: IdeaWords = {
  niche: "Niche",
  nichePlaceholder: "Choose a niche",
  niches: null,
  topicLabel: TOPIC_LABEL,
  topic: {
    instagram: {
      hint: "Optional. Name the dish, place, game or exam and the idea will be about it. Leave it empty for the niche.",
      placeholder: "e.g. biryani, Goa trip, skincare",
    },
    youtube: {
      hint: "Optional. Name the phone, game, place or exam and the video idea will be about it. Leave it empty for the niche.",
      placeholder: "e.g. BGMI, iPhone 16, NEET",
    },
  },
  nicheMessage: "Please select a niche first.",
  submit: "Generate Idea",
  titles: { instagram: "Your content idea", youtube: "Your video idea" },
  ready: (niche, subject) =>
    subject === undefined ? `A ${niche} idea is ready.` : `A ${niche} idea about ${subject} is ready.`,
  copyLabel: "Copy Idea",
  copied: "The idea is on your clipboard.",
};
