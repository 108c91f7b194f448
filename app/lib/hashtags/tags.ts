import { codePointLength, hashtagSafe, stripWhitespace } from "~/lib/text";
import { BANNED_TAGS } from "./banned.data";

/** Longer tags read as noise and some apps cut them; nothing in the map comes close. */
export const MAX_TAG_LENGTH = 50;

/**
 * Whitespace removed, lower-cased, and only what a hashtag can hold (letters and digits of any
 * script, combining marks, underscore): "#Street Food!" gives "streetfood". "" means no keyword.
 */
export function normaliseKeyword(raw: string): string {
  return hashtagSafe(stripWhitespace(raw)).toLowerCase();
}

const TAG_CHARACTERS = /^[\p{L}\p{M}\p{N}_]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A tag the generators may output: hashtag characters only, not too long, not on the banned list. */
export function isUsableTag(tag: string): boolean {
  return (
    TAG_CHARACTERS.test(tag) &&
    HAS_LETTER_OR_DIGIT.test(tag) &&
    codePointLength(tag) <= MAX_TAG_LENGTH &&
    !BANNED_TAGS.has(tag)
  );
}

/** Hashtags as they are pasted: "#" before each, one space between. */
export function formatHashtags(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(" ");
}
