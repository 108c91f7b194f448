// The form's side: the required mood, the optional topic (captions for a topic come from a module
// fetched once the page is interactive, with the topic reader and its map) and, on the Hindi page,
// the writing: Devanagari or Hinglish, for the mood's captions and the topic's alike.
import { topicField } from "~/components/topic-field";
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { CAPTION_CATEGORIES } from "./categories";
import { CAPTION_WORDS } from "./words";

export type CaptionField = "category" | "topic" | "writing";

function fieldsIn(lang: Lang): Fields<CaptionField> {
  const words = CAPTION_WORDS[lang];
  const moods = words.moods;
  return {
    category: {
      kind: "choice",
      label: words.category,
      options: moods ? CAPTION_CATEGORIES.map(({ value }) => ({ value, label: moods[value] })) : CAPTION_CATEGORIES,
    },
    topic: { ...topicField({ hint: words.topicHint, placeholder: words.topicPlaceholder }), label: words.topicLabel },
    writing: writingField(),
  };
}

export const CAPTION_FIELDS: Readonly<Record<Lang, Fields<CaptionField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };
