import {
  INSTAGRAM_TAG_COUNT,
  type InstagramHashtags,
  TOP_COUNT,
  instagramHashtags,
  normaliseKeyword,
} from "~/lib/hashtags/hashtags";
import { type Rng, defaultRng } from "~/lib/random";
import { collapseWhitespace } from "~/lib/text";

export { TOP_COUNT, normaliseKeyword, type InstagramHashtags };
export const HASHTAG_COUNT = INSTAGRAM_TAG_COUNT;

/**
 * What the screen keeps from the field: the text as typed, spaces included (they tell the topic map
 * where words end: "street food mumbai"), or "" when no tag can be made from it.
 */
export function prepareKeyword(raw: string): string {
  return normaliseKeyword(raw) ? collapseWhitespace(raw) : "";
}

/** The result as the screen shows it: the five to post, then the rest by tier. */
export function generateHashtagGroups(keyword: string, rng: Rng = defaultRng): InstagramHashtags {
  return instagramHashtags(keyword, rng);
}

/** One flat list, the five to post first: what "Copy all" copies. */
export function generateHashtags(keyword: string, rng: Rng = defaultRng): string[] {
  return instagramHashtags(keyword, rng).all;
}
