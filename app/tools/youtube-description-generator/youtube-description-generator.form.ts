// What the screen needs before any description is made: its field, how a title is read, and the
// limits a result is checked against. The logic (templates and the hashtag topic map) is fetched
// once the page is interactive.
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { codePointLength, collapseWhitespace } from "~/lib/text/text";
import { writingField } from "~/lib/text/writing";
import { DESCRIPTION_WORDS } from "./words";

export const DESCRIPTION_FIELDS = {
  title: { kind: "text", label: "Video Title", placeholder: "e.g. How I Edit My Reels on a Phone", maxLength: 10_000 },
} as const;

export type DescriptionField = "title" | "writing";

/** The fields in a language: the title, and the writing choice the Hindi page offers. */
function fieldsIn(lang: Lang): Fields<DescriptionField> {
  const words = DESCRIPTION_WORDS[lang];
  return {
    title: { ...DESCRIPTION_FIELDS.title, label: words.title, placeholder: words.titlePlaceholder },
    writing: writingField(),
  };
}

export const DESCRIPTION_FORM: Readonly<Record<Lang, Fields<DescriptionField>>> = {
  en: fieldsIn("en"),
  hi: fieldsIn("hi"),
};

/** YouTube's limits: a description is counted in UTF-8 bytes, a title in characters. */
export const DESCRIPTION_BYTE_LIMIT = 5000;
export const TITLE_CHAR_LIMIT = 100;

/** Trimmed, with runs of whitespace made one space. An empty result means there is no title. */
export function normaliseTitle(raw: string): string {
  return collapseWhitespace(raw);
}

export function isTitleTooLong(title: string): boolean {
  return codePointLength(title) > TITLE_CHAR_LIMIT;
}
