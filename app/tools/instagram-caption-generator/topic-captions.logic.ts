// Captions for a post about a topic. Fetched once the page is interactive: the topic reader brings
// the hashtag topic map with it, which the screen does not need before the first press.
import { type Deck, visitDeck } from "~/lib/deck";
import { type Rng, defaultRng } from "~/lib/random";
import { type TopicReading, readTopic } from "~/lib/topic";
// It imports nothing of the mood banks' own: a module both chunks used would be pulled into the
// code every page loads. Without a topic to write for it answers null, and the screen deals as before.
import type { CaptionCategory } from "./instagram-caption-generator.data";
import { TOPIC_CAPTIONS } from "./topic-captions.data";
import type { CaptionTemplate } from "./topic-captions/caption-template";
import { type TopicSlots, canFill, fill, topicSlots } from "~/lib/topic/template-slots";

/** The reading of what the visitor typed, or null when it holds no letter or digit to write about. */
export function readPostTopic(raw: string): TopicReading | null {
  if (!/[\p{L}\p{N}]/u.test(raw)) return null;
  const reading = readTopic(raw);
  return /[\p{L}\p{N}]/u.test(reading.subject) ? reading : null;
}

function fits(template: CaptionTemplate, reading: TopicReading, slots: TopicSlots): boolean {
  if (!template.kinds.includes(reading.kind)) return false;
  if (template.formats && (reading.format === null || !template.formats.includes(reading.format))) return false;
  if (template.subject === "named" && !slots.named) return false;
  if (template.subject === "common" && slots.named) return false;
  return canFill(template.text, slots);
}

/** The templates that suit this reading in this mood; none for a topic the reader does not know. */
export function captionTemplatesFor(reading: TopicReading, category: CaptionCategory): CaptionTemplate[] {
  if (reading.kind === "general") return [];
  const slots = topicSlots(reading);
  return TOPIC_CAPTIONS.filter((template) => template.moods.includes(category) && fits(template, reading, slots));
}

/** The captions this reading gets in this mood, written out. */
export function topicCaptionBank(reading: TopicReading, category: CaptionCategory): string[] {
  const slots = topicSlots(reading);
  return [...new Set(captionTemplatesFor(reading, category).map((template) => fill(template.text, slots)))];
}

/**
 * The visit's deck for what the visitor typed, in this mood: Generate More deals from it, so no
 * caption comes back before the topic's whole bank has been shown. Null when there is nothing to
 * write for (no letters, or a word the reader does not know): the mood's own captions fit anything.
 */
export function topicCaptionDeck(topic: string, category: CaptionCategory, rng: Rng = defaultRng): Deck<string> | null {
  const reading = readPostTopic(topic);
  if (!reading) return null;
  const bank = topicCaptionBank(reading, category);
  if (bank.length === 0) return null;
  const key = JSON.stringify([reading.subject, reading.kind, reading.format, reading.place]);
  return visitDeck(`captions:${category}:topic:${key}`, bank, rng);
}
