import type { SubjectKind, TopicReading } from "~/lib/topic";
import { unique } from "~/lib/text/text";
import { type Topic, type TopicKind, isPlace } from "~/lib/topic-map/topic";
import { topicById } from "~/lib/topic-map/topic-index";
import { normaliseKeyword } from "./tags";
import { tokenise } from "~/lib/topic-map/words";

/** Which of the topic map's topics a reading's tags may come from. */

/**
 * Topic-map kinds that cannot be what a reading of this kind is about, whatever word reached them:
 * "redmi note" is no study topic, "CAT exam" no cat, "billi ke bacche" no parenting, "CA
 * foundation" no makeup. Anything not listed may serve ("Diwali decor" reaches home decor).
 */
const NEVER_FOR: Readonly<Partial<Record<SubjectKind, readonly TopicKind[]>>> = {
  product: ["study", "family", "mind"],
  study: ["pets", "style", "food", "auto", "fitness", "sport", "home", "festival", "travel", "gaming"],
  game: ["travel", "food", "style", "pets", "family", "study", "festival", "home"],
  // "Squid Game" is no seafood, "kitty party" no cat.
  show: ["pets", "auto", "home", "gaming", "food"],
  event: ["pets"],
  animal: ["family", "study", "tech", "auto", "money", "gaming", "style", "festival"],
  food: ["family", "tech", "auto", "gaming", "study", "money", "pets", "style", "mind"],
};

/** A topic found only by resemblance must look this much like the word (a typo, not a lookalike). */
const NEAR_SCORE = 2.1;

/**
 * The reading's map topics that the tags may come from. A topic found by resemblance only for a
 * word nothing knows, and only when it is close ("photograpy"); a place only when the keyword names
 * one; never a topic whose kind the subject cannot be.
 */
export function fittingTopics(reading: TopicReading): Topic[] {
  const topics = reading.topics
    .filter(
      ({ topic, near, score }) => !(near && (reading.kind !== "general" || score < NEAR_SCORE)) && fits(reading, topic),
    )
    .map(({ topic }) => topic);
  // The topic the subject names leads ("NEET ki taiyari": NEET, not UPSC, which "taiyari" also reaches).
  const words = new Set(tokenise(reading.subject));
  const named = topics.filter((topic) => words.has(topic.id) || words.has(normaliseKeyword(topic.words[0] ?? "")));
  return unique([...named, ...topics]);
}

/** True when nothing knows the keyword: not the reader, not the map. Its tags can only be made from the word itself. */
export const knowsNothing = (reading: TopicReading): boolean =>
  reading.kind === "general" && fittingTopics(reading).length === 0;

/** Whether a topic's tags can be about this reading at all: its kind, and a place only for a place. */
export function fits(reading: TopicReading, topic: Topic): boolean {
  if (isPlace(topic)) return reading.place !== null || reading.kind === "place";
  return !(NEVER_FOR[reading.kind] ?? []).includes(topic.kind);
}

/** The topics the map relates to the reading's own, in the order they are listed; only those that fit the reading. */
export function relatedTopics(reading: TopicReading, topics: readonly Topic[]): Topic[] {
  const related = unique(topics.flatMap((topic) => (topic.related ?? []).map(topicById)));
  return related.filter((topic): topic is Topic => !!topic && !topics.includes(topic) && fits(reading, topic));
}
