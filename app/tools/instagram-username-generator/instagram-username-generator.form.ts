// What the screen needs before any name is made: its fields, and whether a keyword holds anything a
// handle can use. The logic (and the topic reader it uses) is fetched once the page is interactive.
import { type Fields, type Parsed, fail, plainOptions } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { toLatin } from "~/lib/topic/transliterate";
import { USERNAME_WORDS } from "./words";

/** The "Add numbers" box sends this value when ticked; unticked, the address leaves it out. */
export const NUMBERS_ON = "yes";

function fieldsIn(lang: Lang) {
  const words = USERNAME_WORDS[lang];
  return {
    keyword: {
      kind: "text",
      label: words.keyword,
      placeholder: words.keywordPlaceholder,
      hint: words.keywordHint,
      maxLength: 10_000,
    },
    // A checkbox on screen, so its label is the box's words and its one option is never shown.
    numbers: {
      kind: "choice",
      label: words.numbers,
      hint: words.numbersHint,
      options: plainOptions([NUMBERS_ON]),
    },
  } as const satisfies Fields<UsernameField>;
}

export type UsernameField = "keyword" | "numbers";

export const USERNAME_FIELDS_IN = { en: fieldsIn("en"), hi: fieldsIn("hi") } as const;

/** The English page's fields. */
export const USERNAME_FIELDS = USERNAME_FIELDS_IN.en;

export interface UsernameRequest {
  /** As typed: the logic reads its words, its script and its topic. */
  keyword: string;
  /** Whether the visitor asked for numbers ("priya_21"); off, no name carries a year-like number. */
  numbers: boolean;
}

/**
 * The characters a handle can be made of: Devanagari in English letters ("खाना" → "khana"), then
 * lower case, everything outside a–z, 0–9, "." and "_" dropped, dots and underscores trimmed.
 * Empty means there is nothing to build a name from.
 */
export function handleCharacters(raw: string): string {
  const text = toLatin(raw)
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, "");
  // Index loops, not a regex: a regex trimming both ends backtracks badly on long runs.
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === "." || text[start] === "_")) start++;
  while (end > start && (text[end - 1] === "." || text[end - 1] === "_")) end--;
  return text.slice(start, end);
}

export function parseUsernameForm(
  values: Readonly<Record<UsernameField, string>>,
  lang: Lang = "en",
): Parsed<UsernameRequest> {
  if (handleCharacters(values.keyword) === "") return fail(USERNAME_WORDS[lang].emptyMessage);
  return { input: { keyword: values.keyword, numbers: values.numbers === NUMBERS_ON } };
}
