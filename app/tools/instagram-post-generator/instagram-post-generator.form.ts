// What the screen needs before any post is made: its fields and the limit a post is checked against.
// The logic (and the hashtag topic map it uses) is fetched once the page is interactive. The Hindi
// page also asks what to write in.
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { POST_WORDS } from "./words";

export type PostField = "topic" | "writing";

function fieldsIn(lang: Lang): Fields<PostField> {
  const words = POST_WORDS[lang];
  return {
    topic: { kind: "text", label: words.topic, placeholder: words.topicPlaceholder, maxLength: 10_000 },
    writing: writingField(),
  };
}

export const POST_FIELDS: Readonly<Record<Lang, Fields<PostField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };

/** Instagram's caption limit, in characters. */
export const POST_LIMIT = 2200;
