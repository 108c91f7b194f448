import { hashtagSafe, stripWhitespace, unique } from "~/lib/text";
import { KEYWORD_SUFFIXES, POPULAR_TAGS } from "./instagram-hashtag-generator.data";

export const HASHTAG_COUNT = 30;
/** Instagram's per-post hashtag limit since December 2025. */
export const TOP_COUNT = 5;

/**
 * Whitespace removed and lower-cased, as the product specifies; characters a hashtag cannot hold
 * (punctuation, "#", emoji, markup) are dropped too, so "#Street Food!" gives "streetfood".
 * An empty result means there is no usable keyword.
 */
export function normaliseKeyword(raw: string): string {
  return hashtagSafe(stripWhitespace(raw)).toLowerCase();
}

/** The keyword, its five suffixed forms, then popular tags; de-duplicated and capped at 30. */
export function generateHashtags(keyword: string): string[] {
  const own = [keyword, ...KEYWORD_SUFFIXES.map((suffix) => `${keyword}${suffix}`)];
  return unique([...own, ...POPULAR_TAGS]).slice(0, HASHTAG_COUNT);
}
