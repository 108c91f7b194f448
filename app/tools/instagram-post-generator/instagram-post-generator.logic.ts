import { TOP_COUNT, formatHashtags, postHashtags } from "~/lib/hashtags/hashtags";
import { type Deck, createDeck } from "~/lib/deck";
import { type Rng, shuffle } from "~/lib/random";
import { unique } from "~/lib/text";
import { type TopicReading, readTopic } from "~/lib/topic";
import { POST_TEMPLATES, type PostTemplate } from "./instagram-post-generator.data";
import { emojiLine } from "./instagram-post-generator.emoji";
import { fitKey, fittingTemplates, sentenceStart, topicPhrase } from "~/lib/template-fit";
import { distinct, fittingTopics, judgeTags } from "~/lib/hashtags/tag-judge";
import { subjectTags, tagsOf } from "~/lib/hashtags/reading-tags";

/** Deals a bank of templates: the screen passes the visit's decks, tests a seeded one. */
export type DeckFor = (key: string, templates: readonly PostTemplate[]) => Deck<PostTemplate>;

/** The visit's deck for the templates a reading gets: one deck per set, so none repeats before all were shown. */
export const postDeckKey = (reading: TopicReading): string => `instagram-post:${fitKey(reading)}`;

/** The openings written for this reading (the general ones only when none is). */
export function postTemplatesFor(reading: TopicReading): PostTemplate[] {
  return fittingTemplates(POST_TEMPLATES, reading);
}

/** A template with the topic put in; each marker is replaced once, so a topic holding "{topic}" or "$&" stays as typed. */
export function fillPost(template: PostTemplate, reading: TopicReading): string {
  const topic = topicPhrase(reading);
  return template.text.replace(/\{(topic|Topic)\}/gu, (_match, key: string) =>
    key === "Topic" ? sentenceStart(topic) : topic,
  );
}

/**
 * Five tags: the subject's own first (the topic, as DECISIONS asks), then four from the topic map
 * that are about it. The shared `postHashtags` picks first; its picks and the rest of the reading's
 * topics are kept only where they fit the reading (no #applewatch on an iPhone, no #recipe on
 * street food, no #fitnesscoach on a gym post), the ones holding the subject first. A subject the
 * map does not know gets its own tag alone rather than filler.
 */
export function postTags(reading: TopicReading, rng: Rng): string[] {
  const own = subjectTags(reading);
  const judge = judgeTags(reading, own);
  const fromLibrary = postHashtags(topicPhrase(reading), rng);
  const topics = fittingTopics(reading);
  const specific = shuffle(
    topics.flatMap((topic) => [...topic.mid, ...topic.niche]),
    rng,
  );
  const broad = shuffle(
    topics.flatMap((topic) => topic.broad),
    rng,
  );
  const candidates = unique([...fromLibrary, ...specific, ...broad, ...topics.flatMap(tagsOf)]).filter(
    (tag) => !own.includes(tag) && judge.allowed.has(tag) && judge.fits(tag),
  );
  // Closest first; the sort is stable, so the shuffled order stands within each step.
  const ranked = [...candidates].sort((a, b) => judge.closeness(b) - judge.closeness(a));
  return distinct([...own.filter(judge.fits), ...ranked]).slice(0, TOP_COUNT);
}

export function postHashtagLine(reading: TopicReading, rng: Rng): string {
  return formatHashtags(postTags(reading, rng));
}

/**
 * A post for a topic: an opening written for what the topic is, a line of emoji chosen for it, and
 * its five tags. "" means no topic. Templates are dealt from `deckFor` (the screen passes the
 * visit's decks; without them a fresh deck is dealt from `rng`).
 */
export function generatePost(
  rawTopic: string,
  rng: Rng,
  deckFor: DeckFor = (_key, templates) => createDeck(templates, rng),
): string {
  if (rawTopic.trim() === "") return "";
  const reading = readTopic(rawTopic);
  if (reading.subject === "") return "";
  const templates = postTemplatesFor(reading);
  const [template] = deckFor(postDeckKey(reading), templates).deal(1);
  const opening = template ? fillPost(template, reading) : reading.subject;
  return [opening, emojiLine(reading, rng), postHashtagLine(reading, rng)].filter((part) => part !== "").join("\n\n");
}
