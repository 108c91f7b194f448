import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { collapseWhitespace } from "~/lib/text/text";
import { writingField } from "~/lib/text/writing";
import { TITLE_WORDS } from "./words";

/**
 * The form's side of the title generator: what the screen needs before the visitor presses the
 * button. The patterns and the topic reader (which brings the hashtag topic map) stay in the logic
 * module, fetched once the page is interactive.
 */

export type VideoType = "tutorial" | "list" | "review" | "vlog" | "challenge" | "shorts";

export const VIDEO_TYPES: readonly { value: VideoType; label: string }[] = [
  { value: "tutorial", label: "Tutorial" },
  { value: "list", label: "List" },
  { value: "review", label: "Review" },
  { value: "vlog", label: "Vlog" },
  { value: "challenge", label: "Challenge" },
  { value: "shorts", label: "Shorts" },
];

export const TITLE_FIELDS = {
  topic: {
    kind: "text",
    label: "Video topic",
    placeholder: "e.g. BGMI sensitivity settings, masala chai at home",
    hint: "Write it the way a viewer would search for it. Names keep their own capitals (BGMI, iPhone).",
    maxLength: 200,
  },
  type: { kind: "choice", label: "Video type", placeholder: "Choose a video type", options: VIDEO_TYPES },
} as const;

export type TitleField = "topic" | "type" | "writing";

/** The fields in a language: the Hindi page names the types in Hindi and offers the writing choice. */
function fieldsIn(lang: Lang): Fields<TitleField> {
  const words = TITLE_WORDS[lang];
  const types = words.types;
  return {
    topic: { ...TITLE_FIELDS.topic, label: words.topic, placeholder: words.topicPlaceholder, hint: words.topicHint },
    type: {
      ...TITLE_FIELDS.type,
      label: words.type,
      placeholder: words.typePlaceholder,
      options: types ? VIDEO_TYPES.map(({ value }) => ({ value, label: types[value] })) : VIDEO_TYPES,
    },
    writing: writingField(),
  };
}

export const TITLE_FORM: Readonly<Record<Lang, Fields<TitleField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };

/** YouTube refuses titles over 100 characters; search results show roughly the first 70. */
export const TITLE_LIMIT = 100;
export const SEARCH_VISIBLE = 70;
export const TITLES_PER_GENERATION = 12;

export const TITLE_MESSAGES = {
  topic: "Please enter a video topic.",
  type: "Please choose a video type.",
} as const;

export function isVideoType(value: string): value is VideoType {
  return VIDEO_TYPES.some((type) => type.value === value);
}

const LEADING_JUNK = new Set(['"', "'", "“", "”", "‘", "’", "#", " "]);
const TRAILING_JUNK = new Set(['"', "'", "“", "”", "‘", "’", ".", "!", "?", ",", ";", ":", " "]);

/**
 * The topic as typed, casing kept (BGMI, iPhone), with runs of whitespace made one space, < and >
 * removed, wrapping quotes and a leading "#" removed, and end punctuation dropped since the
 * patterns bring their own.
 */
export function normaliseTopic(raw: string): string {
  // YouTube refuses < and > in a title.
  const text = collapseWhitespace(raw.replace(/[<>]/gu, " "));
  // Index loops, not end-anchored regexes: those backtrack badly on a long run of dots or quotes.
  let start = 0;
  let end = text.length;
  while (start < end && LEADING_JUNK.has(text.charAt(start))) start++;
  while (end > start && TRAILING_JUNK.has(text.charAt(end - 1))) end--;
  return text.slice(start, end).trim();
}

/** True when the topic holds a letter or digit a title can use. */
export function hasUsableTopic(raw: string): boolean {
  return /[\p{L}\p{N}]/u.test(normaliseTopic(raw));
}
