// The form's side: the keyword and, on the Hindi page, the writing (Devanagari or Hinglish). The
// topic reader and the name patterns stay in the logic modules, fetched once the page is interactive.
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { CHANNEL_NAME_WORDS } from "./words";

export type ChannelNameField = "keyword" | "writing";

function fieldsIn(lang: Lang): Fields<ChannelNameField> {
  const words = CHANNEL_NAME_WORDS[lang];
  return {
    keyword: { kind: "text", label: words.keyword, placeholder: words.keywordPlaceholder, maxLength: 100 },
    writing: writingField(),
  };
}

export const CHANNEL_NAME_FIELDS: Readonly<Record<Lang, Fields<ChannelNameField>>> = {
  en: fieldsIn("en"),
  hi: fieldsIn("hi"),
};
