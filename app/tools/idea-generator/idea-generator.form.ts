// The form's side: the platform's required niche, the optional topic (ideas for a topic come from a
// module fetched once the page is interactive, with the topic reader and its map) and, on the Hindi
// page, the writing: Devanagari or Hinglish, for the niche's ideas and the topic's alike.
import { topicField } from "~/components/topic-field";
import { type Fields, plainOptions } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import type { Platform } from "~/lib/site/tool-entry";
import { writingField } from "~/lib/text/writing";
import { NICHES } from "./niches";
import { IDEA_WORDS, nicheName } from "./words";

export type IdeaField = "niche" | "topic" | "writing";

/** The platform's fields in a language: its niches (the value is the English name), topic and writing. */
export function ideaFields(platform: Platform, lang: Lang = "en"): Fields<IdeaField> {
  const words = IDEA_WORDS[lang];
  return {
    niche: {
      kind: "choice",
      label: words.niche,
      placeholder: words.nichePlaceholder,
      options:
        lang === "en"
          ? plainOptions(NICHES[platform])
          : NICHES[platform].map((value) => ({ value, label: nicheName(lang, value) })),
    },
    topic: { ...topicField(words.topic[platform]), label: words.topicLabel },
    writing: writingField(),
  };
}

export const NICHE_MESSAGE = IDEA_WORDS.en.nicheMessage;

/** The result's status line: the niche, and the topic when the idea was written for one. */
export function ideaStatus(niche: string, subject: string | undefined, lang: Lang = "en"): string {
  return IDEA_WORDS[lang].ready(nicheName(lang, niche), subject);
}
