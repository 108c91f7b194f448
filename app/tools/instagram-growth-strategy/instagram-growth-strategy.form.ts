// The form's side: the required niche and content type, and the optional topic. The plan itself
// comes from a module fetched once the page is interactive (it brings the topic reader and its map).
import { topicField } from "~/components/topic-field";
import { type Fields, plainOptions } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import { STRATEGY_WORDS } from "./words";

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

export type StrategyField = "niche" | "type" | "topic" | "writing";

/** The Hindi page's fields: the same choices by their Hindi names, the topic, and the writing. */
function hindiFields(): Fields<StrategyField> {
  const words = STRATEGY_WORDS.hi;
  const { niches, types } = words;
  return {
    niche: {
      kind: "choice",
      label: words.niche,
      placeholder: words.nichePlaceholder,
      options: STRATEGY_NICHES.map((value) => ({ value, label: niches?.[value] ?? value })),
    },
    type: {
      kind: "choice",
      label: words.type,
      placeholder: words.typePlaceholder,
      options: CONTENT_TYPES.map((value) => ({ value, label: types?.[value] ?? value })),
    },
    topic: {
      ...topicField({ hint: words.topicHint, placeholder: words.topicPlaceholder }),
      label: words.topicLabel ?? "",
    },
    writing: writingField(),
  };
}

/** Each page's fields: the English page's are STRATEGY_FIELDS (its writing is always English). */
export const STRATEGY_FORM: Readonly<Record<Lang, Fields<StrategyField>>> = {
  en: { ...STRATEGY_FIELDS, writing: writingField() },
  hi: hindiFields(),
};
