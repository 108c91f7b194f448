// Ideas for a post or video about a topic. Fetched once the page is interactive: the topic reader
// brings the hashtag topic map with it, which the screen does not need before the first press.
import type { Deck } from "~/lib/text/deck";
import { type Rng, defaultRng, shuffle } from "~/lib/text/random";
import type { Platform } from "~/lib/site/tool-entry";
import { type TopicReading, hasDevanagari, inLatin, readTopic, latinOf } from "~/lib/topic";
import type { Writing } from "~/lib/text/writing";
// It imports nothing of the niches' own banks: a module both chunks used would be pulled into the
// code every page loads. Without a topic to write for it answers null, and the screen deals as before.
import { TOPIC_IDEAS } from "./banks/en/topic-ideas.data";
import { HINDI_TOPIC_IDEAS } from "./banks/hi/topic-ideas.data";
import { HINGLISH_TOPIC_IDEAS } from "./banks/hinglish/topic-ideas.data";
import type { IdeaTemplate } from "./banks/idea-template";
import { type TopicSlots, canFill, fill, topicSlots } from "~/lib/topic/template-slots";
import { startSentences } from "~/lib/text/template-fit";

/** The reading of what the visitor typed, or null when it holds no letter or digit to write about. */
export function readPostTopic(raw: string): TopicReading | null {
  if (!/[\p{L}\p{N}]/u.test(raw)) return null;
  const reading = readTopic(raw);
  return /[\p{L}\p{N}]/u.test(reading.subject) ? reading : null;
}

function fits(template: IdeaTemplate, reading: TopicReading, slots: TopicSlots): boolean {
  if (!template.kinds.includes(reading.kind)) return false;
  if (template.formats && (reading.format === null || !template.formats.includes(reading.format))) return false;
  if (template.subject === "named" && !slots.named) return false;
  if (template.subject === "common" && slots.named) return false;
  if (template.subject === "region" && !slots.region) return false;
  if (template.howTo !== undefined && template.howTo !== reading.howTo) return false;
  const flavour = reading.topics[0]?.topic.kind;
  if (template.flavours && (flavour === undefined || !template.flavours.includes(flavour))) return false;
  return canFill(template.text, slots);
}

/** Each writing's topic ideas: the Hindi page writes Devanagari, or Hinglish when chosen. */
const TEMPLATES: Readonly<Record<Writing, readonly IdeaTemplate[]>> = {
  en: TOPIC_IDEAS,
  hi: HINDI_TOPIC_IDEAS,
  hinglish: HINGLISH_TOPIC_IDEAS,
};

/**
 * The words a writing's ideas are filled with. Hinglish stays in Roman letters: a subject or place
 * typed in Devanagari is written as the reader spells it in Latin ("मसाला चाय" → "masala chai"), a
 * region by its place name ("मनाली" → "Manali"). Devanagari keeps the subject as typed.
 */
export function slotsFor(reading: TopicReading, writing: Writing = "en"): TopicSlots {
  // The English page writes Latin sentences, with a Devanagari subject as people type it in Latin.
  if (writing === "en") return topicSlots(inLatin(reading));
  if (writing === "hi") return topicSlots(reading);
  const { subject, place, latin } = reading;
  const latinPlace = place !== null && hasDevanagari(place) ? latinOf(place) : place;
  const sameAsPlace =
    latinPlace !== null && latin.replace(/\s+/gu, "") === latinPlace.toLowerCase().replace(/\s+/gu, "");
  const latinSubject = !hasDevanagari(subject) ? subject : sameAsPlace ? latinPlace : latin;
  return topicSlots({ ...reading, subject: latinSubject, place: latinPlace });
}

/** The templates that suit this reading on this platform, in a writing. */
export function ideaTemplatesFor(platform: Platform, reading: TopicReading, writing: Writing = "en"): IdeaTemplate[] {
  const slots = slotsFor(reading, writing);
  return TEMPLATES[writing].filter((template) => template.platform === platform && fits(template, reading, slots));
}

/** What makes an idea the closest fit: it speaks to the format, the side of the topic or the place named. */
const isClosest = (template: IdeaTemplate, slots: TopicSlots) =>
  template.formats !== undefined ||
  template.flavours !== undefined ||
  (slots.place !== null && /\{(place|where)\}/u.test(template.text));

/**
 * The ideas this reading gets on this platform, written out, in two tiers: those written for its
 * format, its side or its place first ("iphone 16 review" → the review ideas), then the kind's own.
 */
export function topicIdeaTiers(
  platform: Platform,
  reading: TopicReading,
  writing: Writing = "en",
): [closest: string[], rest: string[]] {
  const slots = slotsFor(reading, writing);
  const templates = ideaTemplatesFor(platform, reading, writing);
  // Latin writing reads as sentences; Devanagari has no capitals.
  const write = (t: IdeaTemplate) => (writing === "hi" ? fill(t.text, slots) : startSentences(fill(t.text, slots)));
  const closest = [...new Set(templates.filter((t) => isClosest(t, slots)).map(write))];
  const rest = [...new Set(templates.filter((t) => !isClosest(t, slots)).map(write))];
  return [closest, rest.filter((idea) => !closest.includes(idea))];
}

/** Every idea this reading gets on this platform, the closest first. */
export function topicIdeaBank(platform: Platform, reading: TopicReading, writing: Writing = "en"): string[] {
  return topicIdeaTiers(platform, reading, writing).flat();
}

/**
 * A deck that deals its first tier before the second in every round: each idea once per round, the
 * closest ones first, and never the same idea twice in a row across rounds.
 */
export function tieredDeck<T>(tiers: readonly (readonly T[])[], rng: Rng): Deck<T> {
  const size = tiers.reduce((sum, tier) => sum + tier.length, 0);
  let pile: T[] = [];
  let last: T | undefined;
  return {
    size,
    deal(count) {
      const hand: T[] = [];
      const wanted = Math.max(0, Math.min(Math.floor(count), size));
      while (hand.length < wanted) {
        if (pile.length === 0) {
          pile = tiers.flatMap((tier) => shuffle(tier, rng));
          // The round's first would repeat the last one shown: it goes one place later instead.
          if (pile.length > 1 && pile[0] === last) [pile[0], pile[1]] = [pile[1] as T, pile[0] as T];
        }
        const next = pile.shift() as T;
        hand.push(next);
        last = next;
      }
      return hand;
    },
  };
}

// One deck per topic and platform for the whole visit, as the niches' own decks are kept.
const decks = new Map<string, Deck<string>>();

/**
 * The visit's deck for this topic on this platform: every press deals the next idea, none comes
 * back before the topic's whole bank has been shown, and changing the niche does not start it over.
 */
export function topicIdeaDeck(
  platform: Platform,
  reading: TopicReading,
  rng: Rng = defaultRng,
  writing: Writing = "en",
): Deck<string> {
  const parts = [platform, reading.subject, reading.kind, reading.format, reading.place, reading.howTo];
  // Each writing keeps its own place in a topic's ideas; the English key is as it always was.
  const key = JSON.stringify(writing === "en" ? parts : [writing, ...parts]);
  let deck = decks.get(key);
  if (!deck) {
    deck = tieredDeck(topicIdeaTiers(platform, reading, writing), rng);
    decks.set(key, deck);
  }
  return deck;
}

/**
 * One press with a topic: the next idea written for it, with what it is about, or null when there
 * is nothing to write for (no letters or digits), so the screen deals the niche's own.
 */
export function pickTopicIdea(
  platform: Platform,
  topic: string,
  rng: Rng = defaultRng,
  writing: Writing = "en",
): { text: string; subject: string } | null {
  const reading = readPostTopic(topic);
  if (!reading) return null;
  const [text] = topicIdeaDeck(platform, reading, rng, writing).deal(1);
  return text === undefined ? null : { text, subject: reading.subject };
}
