// The form's side: the platform's required niche and the optional topic. Ideas for a topic come
// from a module fetched once the page is interactive (it brings the topic reader and its map).
import { TOPIC_FIELD } from "~/components/topic-field";
import type { Platform } from "~/lib/tool-entry";
import { NICHES } from "./idea-generator.data";

export function ideaFields(platform: Platform) {
  return {
    niche: { kind: "choice", label: "Niche", options: NICHES[platform] },
    topic: TOPIC_FIELD,
  } as const;
}

export const NICHE_MESSAGE = "Please select a niche first.";

/** The result's status line: the niche, and the topic when the idea was written for one. */
export function ideaStatus(niche: string, subject: string | undefined): string {
  return subject === undefined ? `A ${niche} idea is ready.` : `A ${niche} idea about ${subject} is ready.`;
}
