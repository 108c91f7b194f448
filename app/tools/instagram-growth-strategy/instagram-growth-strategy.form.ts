// The form's side: the required niche and content type, and the optional topic. A plan for a topic
// comes from a module fetched once the page is interactive (it brings the topic reader and its map).
import { TOPIC_FIELD } from "~/components/topic-field";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";

export const STRATEGY_FIELDS = {
  niche: { kind: "choice", label: "Niche", options: STRATEGY_NICHES },
  type: { kind: "choice", label: "Content type", options: CONTENT_TYPES },
  topic: TOPIC_FIELD,
} as const;

export const CHOICE_MESSAGE = "Please select both a niche and a content type.";

/** The result's heading and status line, naming the topic when the plan was written for one. */
export function strategyLabels(niche: string, contentType: string, subject: string | undefined) {
  const naming = (word: string) => (subject === undefined ? "" : ` ${word} ${subject}`);
  return {
    title: `Your ${niche} ${contentType} strategy${naming("for")}`,
    status: `Strategy for ${niche} ${contentType}${naming("about")} is ready.`,
  };
}
