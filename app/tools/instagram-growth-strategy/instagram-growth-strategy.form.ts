// The form's side: the required niche and content type, and the optional topic. The plan itself
// comes from a module fetched once the page is interactive (it brings the topic reader and its map).
import { topicField } from "~/components/topic-field";
import { plainOptions } from "~/lib/form-fields";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";

export const STRATEGY_FIELDS = {
  niche: { kind: "choice", label: "Niche", placeholder: "Choose a niche", options: plainOptions(STRATEGY_NICHES) },
  type: {
    kind: "choice",
    label: "Content type",
    placeholder: "Choose a content type",
    options: plainOptions(CONTENT_TYPES),
  },
  topic: topicField({
    hint: "Optional. Name what your page is about (biryani, cricket, mutual funds) and the four weeks are written for it.",
    placeholder: "e.g. skincare, Goa trip, BGMI",
  }),
} as const;

export const CHOICE_MESSAGE = "Please select both a niche and a content type.";

/** The result's heading and status line, naming the topic when the plan was written for one. */
export function strategyLabels(niche: string, contentType: string, subject: string | undefined) {
  const naming = (word: string) => (subject === undefined ? "" : ` ${word} ${subject}`);
  return {
    title: `Your ${niche} ${contentType} strategy${naming("for")}`,
    status: `Your four-week ${niche} ${contentType} plan${naming("about")} is ready.`,
  };
}
