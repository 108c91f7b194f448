import {
  INSTAGRAM_TAG_COUNT,
  type InstagramHashtags,
  TOP_COUNT,
  instagramHashtags,
  normaliseKeyword,
  prepareKeyword,
} from "~/lib/hashtags/hashtags";
import { type Rng, defaultRng } from "~/lib/random";

export { TOP_COUNT, normaliseKeyword, prepareKeyword, type InstagramHashtags };
export const HASHTAG_COUNT = INSTAGRAM_TAG_COUNT;

/** The result as the screen shows it: the five to post, then the rest by tier. */
export function generateHashtagGroups(keyword: string, rng: Rng = defaultRng): InstagramHashtags {
  return instagramHashtags(keyword, rng);
}

/** One flat list, the five to post first: what "Copy all" copies. */
export function generateHashtags(keyword: string, rng: Rng = defaultRng): string[] {
  return instagramHashtags(keyword, rng).all;
}
