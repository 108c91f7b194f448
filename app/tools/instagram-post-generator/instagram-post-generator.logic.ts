import { TOP_COUNT, formatHashtags, postHashtags } from "~/lib/hashtags/hashtags";
import { type Deck, createDeck } from "~/lib/text/deck";
import { type Rng, shuffle } from "~/lib/text/random";
import { unique } from "~/lib/text/text";
import { type TopicReading, hasDevanagari, inLatin, readTopic, latinOf } from "~/lib/topic";
import { type TopicSlots, canFill, fill, topicSlots } from "~/lib/topic/template-slots";
import { READING_LIMIT } from "~/lib/topic/read-topic";
import type { Writing } from "~/lib/text/writing";
import { POST_TEMPLATES, type PostTemplate } from "./banks/en/posts.data";
import { emojiLine } from "./instagram-post-generator.emoji";
import { fitKey, fittingTemplates, sentenceStart, startSentences, topicPhrase } from "~/lib/text/template-fit";
import { distinct, fittingTopics, judgeTags } from "~/lib/hashtags/tag-judge";
import { subjectTags, tagsOf } from "~/lib/hashtags/reading-tags";
import { inWriting } from "~/lib/hashtags/hindi";
import { HINDI_CALLS, HINDI_POSTS } from "./banks/hi/posts.data";
import { HINGLISH_CALLS, HINGLISH_POSTS } from "./banks/hinglish/posts.data";
import { HINDI_TOPIC_POSTS } from "./banks/hi/topic-posts.data";
import { HINGLISH_TOPIC_POSTS } from "./banks/hinglish/topic-posts.data";

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
export function postTags(reading: TopicReading, rng: Rng, writing: Writing = "en"): string[] {
  // A Hinglish post is read in Roman letters: the typed Devanagari subject is tagged as the reader
  // spells it in Latin (#momos for मोमोज़), and a Devanagari tag with no such spelling is left out.
  const own = writing === "hinglish" ? romanTags(subjectTags(reading), reading) : subjectTags(reading);
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

function romanTags(tags: readonly string[], reading: TopicReading): string[] {
  return tags.map((tag) => inWriting(tag, reading, "hinglish")).filter((tag): tag is string => tag !== null);
}

export function postHashtagLine(reading: TopicReading, rng: Rng, writing: Writing = "en"): string {
  return formatHashtags(postTags(reading, rng, writing));
}

/** The Hindi page's banks: whole posts for any kind of topic, and the calls to action that close them. */
const HINDI_BANKS: Readonly<Record<Exclude<Writing, "en">, { posts: readonly string[]; calls: readonly string[] }>> = {
  hi: { posts: HINDI_POSTS, calls: HINDI_CALLS },
  hinglish: { posts: HINGLISH_POSTS, calls: HINGLISH_CALLS },
};

/** Wraps a Hindi bank's lines so they deal like the English templates (they fit any reading). */
const asTemplates = (lines: readonly string[]): PostTemplate[] =>
  lines.map((text) => ({ fit: { kinds: "any", formats: "any", fallback: true }, text }));

const HINDI_TEMPLATES = {
  hi: { posts: asTemplates(HINDI_BANKS.hi.posts), calls: asTemplates(HINDI_BANKS.hi.calls) },
  hinglish: { posts: asTemplates(HINDI_BANKS.hinglish.posts), calls: asTemplates(HINDI_BANKS.hinglish.calls) },
} as const;

/** The Hindi page's openings written for what a topic is, by writing. */
const HINDI_TOPIC_TEMPLATES: Readonly<Record<Exclude<Writing, "en">, readonly PostTemplate[]>> = {
  hi: HINDI_TOPIC_POSTS,
  hinglish: HINGLISH_TOPIC_POSTS,
};

/**
 * The words a Hindi opening is filled with. Hinglish stays in Roman letters: a subject or place
 * typed in Devanagari is written as the reader spells it in Latin ("मसाला चाय" → "masala chai"), a
 * region by its place name ("मनाली" → "Manali"). Devanagari keeps the subject as typed.
 */
export function hindiSlots(reading: TopicReading, writing: Exclude<Writing, "en">): TopicSlots {
  if (writing === "hi") return topicSlots(reading);
  const { subject, place, latin } = reading;
  const latinPlace = place !== null && hasDevanagari(place) ? latinOf(place) : place;
  const sameAsPlace =
    latinPlace !== null && latin.replace(/\s+/gu, "") === latinPlace.toLowerCase().replace(/\s+/gu, "");
  const latinSubject = !hasDevanagari(subject) ? subject : sameAsPlace ? latinPlace : latin;
  return topicSlots({ ...reading, subject: latinSubject, place: latinPlace });
}

/** The Hindi openings written for this reading in a writing; none for a word the reader does not know. */
export function hindiTemplatesFor(reading: TopicReading, writing: Exclude<Writing, "en">): PostTemplate[] {
  const slots = hindiSlots(reading, writing);
  return fittingTemplates(HINDI_TOPIC_TEMPLATES[writing], reading).filter((template) => canFill(template.text, slots));
}

/** The visit's deck for the Hindi openings a reading gets: one deck per set and writing. */
export const hindiTopicDeckKey = (reading: TopicReading, writing: Exclude<Writing, "en">): string =>
  `instagram-post:${writing}:topic:${fitKey(reading)}:${reading.place !== null}`;

/** The visit's decks for the Hindi page's whole posts, for a word nothing knows: one of posts and one of calls per writing. */
export const hindiDeckKeys = (writing: Exclude<Writing, "en">) => ({
  posts: `instagram-post:${writing}:posts`,
  calls: `instagram-post:${writing}:calls`,
});

/** The topic as the visitor typed it (markup and extra spaces dropped), up to what the reader reads. */
export function typedTopic(reading: TopicReading): string {
  return Array.from(reading.input).slice(0, READING_LIMIT).join("").trim();
}

/**
 * The topic as it goes into a whole post: as typed, except that a Hinglish post, read in Roman
 * letters, takes a Devanagari topic as the reader spells it in Latin ("मोमोज़" → "momos").
 */
export function writtenTopic(reading: TopicReading, writing: Exclude<Writing, "en">): string {
  const typed = typedTopic(reading) || reading.subject;
  if (writing === "hi" || !hasDevanagari(typed)) return typed;
  return hasDevanagari(reading.latin) ? typed : reading.latin;
}

/** A Hindi post with the topic put in as typed; the marker is replaced once, so "$&" or "{topic}" stays. */
export function fillHindiPost(text: string, topic: string): string {
  return text.replace("{topic}", () => topic);
}

/**
 * A post for a topic: an opening written for what the topic is, a line of emoji chosen for it, and
 * its five tags. "" means no topic. Templates are dealt from `deckFor` (the screen passes the
 * visit's decks; without them a fresh deck is dealt from `rng`). In Hindi or Hinglish the post is
 * one of that writing's whole posts (the same bank for every kind of topic) with the topic as
 * typed, then a call to action; the emoji and the tags are the same as on the English page.
 * A topic the reader knows gets, in Hindi or Hinglish too, an opening written for what it is.
 */
export function generatePost(
  rawTopic: string,
  rng: Rng,
  deckFor: DeckFor = (_key, templates) => createDeck(templates, rng),
  writing: Writing = "en",
): string {
  if (rawTopic.trim() === "") return "";
  const reading = readTopic(rawTopic);
  if (reading.subject === "") return "";
  // The English page's sentences are in Latin letters: a Devanagari subject as people type it in Latin.
  const parts =
    writing === "en" ? [englishOpening(inLatin(reading), deckFor)] : hindiOpening(reading, deckFor, writing);
  // Latin writing reads as sentences whatever the visitor typed ("i wish…" → "I wish…").
  const written = writing === "hi" ? parts : parts.map(startSentences);
  return [...written, emojiLine(reading, rng), postHashtagLine(reading, rng, writing)]
    .filter((part) => part !== "")
    .join("\n\n");
}

function englishOpening(reading: TopicReading, deckFor: DeckFor): string {
  const templates = postTemplatesFor(reading);
  const [template] = deckFor(postDeckKey(reading), templates).deal(1);
  return template ? fillPost(template, reading) : reading.subject;
}

function hindiOpening(reading: TopicReading, deckFor: DeckFor, writing: Exclude<Writing, "en">): string[] {
  const written = hindiTemplatesFor(reading, writing);
  if (written.length > 0) {
    const [template] = deckFor(hindiTopicDeckKey(reading, writing), written).deal(1);
    if (template) return [fill(template.text, hindiSlots(reading, writing))];
  }
  const keys = hindiDeckKeys(writing);
  const { posts, calls } = HINDI_TEMPLATES[writing];
  const topic = writtenTopic(reading, writing);
  const [post] = deckFor(keys.posts, posts).deal(1);
  const [call] = deckFor(keys.calls, calls).deal(1);
  return [post ? fillHindiPost(post.text, topic) : topic, call?.text ?? ""];
}
