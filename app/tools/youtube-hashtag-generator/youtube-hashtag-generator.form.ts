// The form's side: the video's topic, and on the Hindi page the writing its Hindi tags come in.
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { YOUTUBE_HASHTAG_WORDS } from "./words";

export type YoutubeHashtagField = "topic" | "writing";

function fieldsIn(lang: Lang): Fields<YoutubeHashtagField> {
  const words = YOUTUBE_HASHTAG_WORDS[lang];
  return {
    topic: { kind: "text", label: words.topic, placeholder: words.placeholder, maxLength: 100 },
    writing: writingField(),
  };
}

export const YOUTUBE_HASHTAG_FIELDS: Readonly<Record<Lang, Fields<YoutubeHashtagField>>> = {
  en: fieldsIn("en"),
  hi: fieldsIn("hi"),
};
