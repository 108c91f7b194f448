import { YOUTUBE_TAG_COUNT, normaliseKeyword, prepareKeyword, youtubeHashtags } from "~/lib/hashtags/hashtags";

export const MAX_HASHTAGS = YOUTUBE_TAG_COUNT;

/**
 * Whitespace removed, then only what YouTube keeps in a hashtag (letters and digits of any script,
 * underscore), lower-cased. An empty result means there is no usable topic.
 */
export const normaliseTopic = normaliseKeyword;

/** The text as typed when a tag can be made from it, else "": spaces help the topic map. */
export const prepareTopic = prepareKeyword;

/**
 * Topic, topic+tutorial, topic+tips, topic+year, then related tags from the topic map; at most 10.
 * The year is the visitor's current one unless a caller pins it.
 */
export function generateHashtags(topic: string, year: number = new Date().getFullYear()): string[] {
  return youtubeHashtags(topic, year);
}
