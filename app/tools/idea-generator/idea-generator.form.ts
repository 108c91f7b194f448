// The form's side: the platform's required niche and the optional topic. Ideas for a topic come
// from a module fetched once the page is interactive (it brings the topic reader and its map).
import { topicField } from "~/components/topic-field";
import { plainOptions } from "~/lib/form-fields";
import type { Platform } from "~/lib/tool-entry";
import { NICHES } from "./idea-generator.data";

// Each platform's topic words name the things its visitors post about.
const TOPIC_WORDS = {
  instagram: {
    hint: "Optional. Name the dish, place, game or exam and the idea will be about it. Leave it empty for the niche.",
    placeholder: "e.g. biryani, Goa trip, skincare",
  },
  youtube: {
    hint: "Optional. Name the phone, game, place or exam and the video idea will be about it. Leave it empty for the niche.",
    placeholder: "e.g. BGMI, iPhone 16, NEET",
  },
} as const;

/** The platform's fields: its niches (the word shown is the value) and its topic words. */
export function ideaFields(platform: Platform) {
  return {
    niche: { kind: "choice", label: "Niche", placeholder: "Choose a niche", options: plainOptions(NICHES[platform]) },
    topic: topicField(TOPIC_WORDS[platform]),
  } as const;
}

export const NICHE_MESSAGE = "Please select a niche first.";

/** The result's status line: the niche, and the topic when the idea was written for one. */
export function ideaStatus(niche: string, subject: string | undefined): string {
  return subject === undefined ? `A ${niche} idea is ready.` : `A ${niche} idea about ${subject} is ready.`;
}
