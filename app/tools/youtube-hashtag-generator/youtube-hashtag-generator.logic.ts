import {
  YOUTUBE_TAG_COUNT,
  knowsNothing,
  normaliseKeyword,
  prepareKeyword,
  youtubeHashtagsFor,
} from "~/lib/hashtags/hashtags";
import { readTopic } from "~/lib/topic";

export const MAX_HASHTAGS = YOUTUBE_TAG_COUNT;

/**
 * Whitespace removed, then only what YouTube keeps in a hashtag (letters and digits of any script,
 * underscore), lower-cased. An empty result means there is no usable topic.
 */
export const normaliseTopic = normaliseKeyword;

/** The text as typed when a tag can be made from it, else "": spaces help the topic map. */
export const prepareTopic = prepareKeyword;

/** What the screen shows: the tags, and whether nothing knew the topic (so there are only its own). */
export interface YoutubeHashtagResult {
  topic: string;
  tags: string[];
  unknown: boolean;
}

/**
 * Up to 10 for the topic as the reader understands it, the three most specific first (they are the
 * ones YouTube can show above the title). The year is the visitor's current one unless a caller
 * pins it; it appears only for topics that date.
 */
export function generateHashtagResult(topic: string, year: number = new Date().getFullYear()): YoutubeHashtagResult {
  if (!normaliseKeyword(topic)) return { topic, tags: [], unknown: false };
  const reading = readTopic(topic);
  return { topic, tags: youtubeHashtagsFor(reading, year), unknown: knowsNothing(reading) };
}

/** Just the tags. */
export function generateHashtags(topic: string, year?: number): string[] {
  return generateHashtagResult(topic, year).tags;
}
