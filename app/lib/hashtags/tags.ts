// What a tag is, and what the generators' forms need before any tag is made. This module stays
// light: screens import it directly, and load the topic map (the rest of the kit) on first use.
import { codePointLength, collapseWhitespace } from "~/lib/text/text";
import { foldSpelling } from "~/lib/topic/spelling-fold";
import { normaliseKeyword } from "~/lib/topic-map/words";
import { BANNED_TAGS } from "./banned.data";

export const INSTAGRAM_TAG_COUNT = 30;
/** Instagram's per-post hashtag limit since December 2025. */
export const TOP_COUNT = 5;
export const YOUTUBE_TAG_COUNT = 10;

/** Longer tags read as noise and some apps cut them; nothing in the map comes close. */
export const MAX_TAG_LENGTH = 50;

// The topic map reads keywords the same way, so the rule lives with it.
export { normaliseKeyword };

/**
 * What a hashtag form keeps from its field: the text as typed, spaces collapsed (they tell the topic
 * map where words end: "street food mumbai"), or "" when no tag can be made from it.
 */
export function prepareKeyword(raw: string): string {
  return normaliseKeyword(raw) ? collapseWhitespace(raw) : "";
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

/**
 * What makes two tags the same tag to a reader: #मोमोज़ and #मोमोज, #माँ and #मां, #khaana and
 * #khana are one tag spelt two ways, and a list that holds both wastes a place on padding.
 */
export function tagSpellingKey(tag: string): string {
  return foldSpelling(tag);
}

/** Each tag once, counting the spellings of one tag as one; the first spelling stays. */
export function uniqueTags(tags: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const key = tagSpellingKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Hashtags as they are pasted: "#" before each, one space between. */
export function formatHashtags(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(" ");
}
