// The form's side: the keyword, and on the Hindi page the writing its Hindi tags come in.
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { INSTAGRAM_HASHTAG_WORDS } from "./words";

export type InstagramHashtagField = "keyword" | "writing";

function fieldsIn(lang: Lang): Fields<InstagramHashtagField> {
  const words = INSTAGRAM_HASHTAG_WORDS[lang];
  return {
    keyword: { kind: "text", label: words.keyword, placeholder: words.placeholder, maxLength: 100 },
    writing: writingField(),
  };
}

export const INSTAGRAM_HASHTAG_FIELDS: Readonly<Record<Lang, Fields<InstagramHashtagField>>> = {
  en: fieldsIn("en"),
  hi: fieldsIn("hi"),
};
