// The form's side: the required mood, the optional topic (captions for a topic come from a module
// fetched once the page is interactive, with the topic reader and its map) and, on the Hindi page,
// the writing: Devanagari or Hinglish, for the mood's captions and the topic's alike. Shayari adds a
// mood of its own, asked only once Shayari is chosen (./categories.ts says why).
import { topicField } from "~/components/topic-field";
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { CAPTION_CATEGORIES, SHAYARI_MOODS } from "./categories";
import { CAPTION_WORDS } from "./words";

export type CaptionField = "category" | "mood" | "topic" | "writing";

function fieldsIn(lang: Lang): Fields<CaptionField> {
  const words = CAPTION_WORDS[lang];
  const moods = words.moods;
  const options = moods ? CAPTION_CATEGORIES.map(({ value }) => ({ value, label: moods[value] })) : CAPTION_CATEGORIES;
  // A shayari mood is named as the mood of the same name is in the first choice.
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return {
    category: { kind: "choice", label: words.category, options },
    mood: {
      kind: "choice",
      label: words.shayariMood,
      options: SHAYARI_MOODS.map((value) => ({ value, label: labelOf(value) })),
    },
    topic: { ...topicField({ hint: words.topicHint, placeholder: words.topicPlaceholder }), label: words.topicLabel },
    writing: writingField(),
  };
}

export const CAPTION_FIELDS: Readonly<Record<Lang, Fields<CaptionField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };
