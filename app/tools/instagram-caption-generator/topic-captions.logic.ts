// Captions for a post about a topic. Fetched once the page is interactive: the topic reader brings
// the hashtag topic map with it, which the screen does not need before the first press.
import { type Deck, visitDeck } from "~/lib/text/deck";
import { type Rng, defaultRng } from "~/lib/text/random";
import { type TopicReading, hasDevanagari, inLatin, readTopic, latinOf } from "~/lib/topic";
import { startSentences } from "~/lib/text/template-fit";
import type { Writing } from "~/lib/text/writing";
// It imports nothing of the mood banks' own: a module both chunks used would be pulled into the
// code every page loads. Without a topic to write for it answers null, and the screen deals as before.
import type { CaptionCategory } from "./banks/en/captions.data";
import { TOPIC_CAPTIONS } from "./banks/en/topic-captions.data";
import { HINDI_TOPIC_CAPTIONS } from "./banks/hi/topic-captions.data";
import { HINGLISH_TOPIC_CAPTIONS } from "./banks/hinglish/topic-captions.data";
import type { CaptionTemplate } from "./banks/caption-template";
import { type TopicSlots, canFill, fill, topicSlots } from "~/lib/topic/template-slots";
import { shapeOf } from "~/lib/topic/shape";

/** The reading of what the visitor typed, or null when it holds no letter or digit to write about. */
export function readPostTopic(raw: string): TopicReading | null {
  if (!/[\p{L}\p{N}]/u.test(raw)) return null;
  const reading = readTopic(raw);
  return /[\p{L}\p{N}]/u.test(reading.subject) ? reading : null;
}

function fits(template: CaptionTemplate, reading: TopicReading, slots: TopicSlots): boolean {
  if (!template.kinds.includes(reading.kind)) return false;
  if (template.shapes && !template.shapes.includes(shapeOf(reading))) return false;
  if (template.formats && (reading.format === null || !template.formats.includes(reading.format))) return false;
  if (template.subject === "named" && !slots.named) return false;
  if (template.subject === "common" && slots.named) return false;
  return canFill(template.text, slots);
}

/** Each writing's topic templates: the Hindi page writes Devanagari, or Hinglish when chosen. */
const TEMPLATES: Readonly<Record<Writing, readonly CaptionTemplate[]>> = {
  en: TOPIC_CAPTIONS,
  hi: HINDI_TOPIC_CAPTIONS,
  hinglish: HINGLISH_TOPIC_CAPTIONS,
};

/**
 * The words a writing's templates are filled with. Hinglish stays in Roman letters: a subject or
 * place typed in Devanagari is written as the reader spells it in Latin ("मसाला चाय" → "masala
 * chai"), and a region by its place name ("मनाली" → "Manali"). Devanagari keeps the subject as typed.
 */
export function slotsFor(reading: TopicReading, writing: Writing = "en"): TopicSlots {
  // The English page writes Latin sentences: "Birthday gajar ka halwa", never "Birthday गाजर का हलवा".
  if (writing === "en") return topicSlots(inLatin(reading));
  if (writing === "hi") return topicSlots(reading);
  const { subject, place, latin } = reading;
  const latinPlace = place !== null && hasDevanagari(place) ? latinOf(place) : place;
  const sameAsPlace =
    latinPlace !== null && latin.replace(/\s+/gu, "") === latinPlace.toLowerCase().replace(/\s+/gu, "");
  const latinSubject = !hasDevanagari(subject) ? subject : sameAsPlace ? latinPlace : latin;
  return topicSlots({ ...reading, subject: latinSubject, place: latinPlace });
}

/** The templates that suit this reading in this mood; none for a topic the reader does not know. */
export function captionTemplatesFor(
  reading: TopicReading,
  category: CaptionCategory,
  writing: Writing = "en",
): CaptionTemplate[] {
  // Shayari is written for its mood alone: a topic in it would break the lines' rhyme and metre.
  if (reading.kind === "general" || category === "shayari") return [];
  const slots = slotsFor(reading, writing);
  return TEMPLATES[writing].filter((template) => template.moods.includes(category) && fits(template, reading, slots));
}

/** The captions this reading gets in this mood, written out. */
export function topicCaptionBank(reading: TopicReading, category: CaptionCategory, writing: Writing = "en"): string[] {
  const slots = slotsFor(reading, writing);
  // Latin writing reads as sentences; Devanagari has no capitals.
  const write = (text: string) => (writing === "hi" ? text : startSentences(text));
  return [
    ...new Set(captionTemplatesFor(reading, category, writing).map((template) => write(fill(template.text, slots)))),
  ];
}

/**
 * The visit's deck for what the visitor typed, in this mood and writing: Generate More deals from it, so no
 * caption comes back before the topic's whole bank has been shown. Null when there is nothing to
 * write for (no letters, or a word the reader does not know): the mood's own captions fit anything.
 */
export function topicCaptionDeck(
  topic: string,
  category: CaptionCategory,
  rng: Rng = defaultRng,
  writing: Writing = "en",
): Deck<string> | null {
  const reading = readPostTopic(topic);
  if (!reading) return null;
  const bank = topicCaptionBank(reading, category, writing);
  if (bank.length === 0) return null;
  const key = JSON.stringify([reading.subject, reading.kind, reading.format, reading.place]);
  // Each writing keeps its own place in a topic's captions; the English key is as it always was.
  const prefix = writing === "en" ? "captions" : `captions:${writing}`;
  return visitDeck(`${prefix}:${category}:topic:${key}`, bank, rng);
}
