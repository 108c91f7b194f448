// What the screen needs before any name is made: its fields, and whether a keyword holds anything a
// handle can use. The logic (and the topic reader it uses) is fetched once the page is interactive.
import { type Parsed, fail, plainOptions } from "~/lib/form-fields";
import { toLatin } from "~/lib/topic/transliterate";

/** The "Add numbers" box sends this value when ticked; unticked, the address leaves it out. */
export const NUMBERS_ON = "yes";

export const USERNAME_FIELDS = {
  keyword: {
    kind: "text",
    label: "Keyword or Name",
    placeholder: "e.g. Priya or travel diaries",
    hint: "Letters, numbers, dots and underscores are used, and Hindi is written in English letters; spaces and other characters are left out.",
    maxLength: 10_000,
  },
  // A checkbox on screen, so its label is the box's words and its one option is never shown.
  numbers: {
    kind: "choice",
    label: "Add numbers",
    hint: "Off by default: numbers like _84 read as a birth year and make a handle harder to remember.",
    options: plainOptions([NUMBERS_ON]),
  },
} as const;

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

export function parseUsernameForm(values: Readonly<Record<"keyword" | "numbers", string>>): Parsed<UsernameRequest> {
  if (handleCharacters(values.keyword) === "") return fail("Please enter a keyword.");
  return { input: { keyword: values.keyword, numbers: values.numbers === NUMBERS_ON } };
}
