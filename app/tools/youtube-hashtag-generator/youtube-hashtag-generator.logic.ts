import { hashtagSafe, stripWhitespace, unique } from "~/lib/text";
import { FIXED_TAGS, TOPIC_SUFFIXES } from "./youtube-hashtag-generator.data";

export const MAX_HASHTAGS = 10;

/**
 * Whitespace removed, then only what YouTube keeps in a hashtag (letters and digits of any script,
 * underscore). Lower-cased so the topic's tags read like the fixed ones and "Chai" and "chai"
 * count as the same tag. An empty result means there is no usable topic.
 */
export function normaliseTopic(raw: string): string {
  return hashtagSafe(stripWhitespace(raw)).toLowerCase();
}

/** The topic, its three suffixed forms, then the fixed tags; duplicates dropped, at most 10. */
export function generateHashtags(topic: string): string[] {
  const own = [topic, ...TOPIC_SUFFIXES.map((suffix) => `${topic}${suffix}`)];
  return unique([...own, ...FIXED_TAGS]).slice(0, MAX_HASHTAGS);
}
