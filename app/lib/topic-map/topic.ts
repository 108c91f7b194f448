import type { TopicId } from "./topic-map.data";

export type { TopicId };

/**
 * What a topic is about. "place" marks cities and states: their tags (#mumbaifoodie, #goadiaries)
 * only appear when the keyword itself names a place. The kind also picks the spaced phrases a
 * YouTube tag list can use ("masala chai recipe", "goa travel guide").
 */
export type TopicKind =
  | "place"
  | "food"
  | "festival"
  | "style"
  | "fitness"
  | "sport"
  | "tech"
  | "gaming"
  | "study"
  | "money"
  | "screen"
  | "performing"
  | "pets"
  | "family"
  | "home"
  | "mind"
  | "travel"
  | "creative"
  | "auto";

/**
 * One creator topic as its group file writes it: the words that reach it and the real tags its
 * creators use, in three tiers.
 */
export interface TopicData {
  /** Unique, lower-case, hashtag-safe. */
  id: string;
  kind: TopicKind;
  /**
   * English words and phrases that reach the topic, as people type them ("street food", "gym").
   * The first is the topic's head: when the keyword is exactly that, the topic's `suffixes` are added.
   */
  words: readonly string[];
  /** Hindi, Hinglish and Devanagari words that reach the topic but never get a suffix. */
  desi?: readonly string[];
  /** Very popular tags (millions of posts): reach, but crowded. */
  broad: readonly string[];
  /** Community-sized tags. */
  mid: readonly string[];
  /** Specific tags where a small creator can still be seen. */
  niche: readonly string[];
  /**
   * Suffixes that make a real tag with the topic's head word ("gym" + "life"). Without this list the
   * keyword gets no suffix at all: most suffixes read badly on most words.
   */
  suffixes?: readonly string[];
  /** Topics whose tags fill the list when this one runs out. Never a place for a non-place topic. */
  related?: readonly string[];
}

/** A topic of the map: its id and its related topics' ids are the map's own. */
export interface Topic extends TopicData {
  id: TopicId;
  related?: readonly TopicId[];
}

export const isPlace = (topic: Topic): boolean => topic.kind === "place";
