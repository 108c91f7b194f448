/**
 * The form's side of the tag generator: its fields in each language, limits, the message, and what
 * counts as a usable topic. The phrase lists and the topic reader (with the hashtag topic map) stay
 * in the logic modules, fetched once the page is interactive.
 */
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { TAG_WORDS } from "./words";

/**
 * YouTube's tags field holds 500 characters, counted its own way: the commas between tags count,
 * and a tag with a space counts two more for the quotation marks YouTube wraps it in.
 */
export const TAG_CHAR_LIMIT = 500;

export const TAG_MESSAGES = {
  topic: TAG_WORDS.en.topicMessage,
} as const;

export type TagField = "topic" | "writing";

function fieldsIn(lang: Lang): Fields<TagField> {
  const words = TAG_WORDS[lang];
  return {
    topic: {
      kind: "text",
      label: words.topic,
      placeholder: words.topicPlaceholder,
      hint: words.topicHint,
      maxLength: 200,
    },
    writing: writingField(),
  };
}

/** The topic, and on the Hindi page the writing: Devanagari (mixed with Hinglish and English) or Roman only. */
export const TAG_FIELDS: Readonly<Record<Lang, Fields<TagField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };

const EDGE_JUNK = new Set([" ", "&", "'", ".", "+", "-"]);

/**
 * A tag as YouTube will take it: lower case (tags match case-insensitively), styled letters folded
 * to plain ones, and only letters, digits, spaces and & ' . + - kept. Commas would split it and
 * YouTube refuses < and >, so they go with every other symbol.
 */
export function cleanTag(raw: string): string {
  const text = raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}&'.+\- ]+/gu, " ")
    .replace(/\s+/gu, " ");
  // Punctuation may sit inside a tag (c++, rock'n'roll) but not at its ends. Index loops, since an
  // end-anchored regex backtracks badly on a long run of dots.
  let start = 0;
  let end = text.length;
  while (start < end && EDGE_JUNK.has(text.charAt(start))) start++;
  while (end > start && EDGE_JUNK.has(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/** The topic as typed when it holds a letter or digit a tag can use, else "" (the message shows). */
export function usableTopic(raw: string): string {
  return /[\p{L}\p{N}]/u.test(cleanTag(raw)) ? raw : "";
}
