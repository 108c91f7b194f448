// Captions for a post about a topic. Fetched once the page is interactive: the topic reader brings
// the hashtag topic map with it, which the screen does not need before the first press.
import { type Deck, visitDeck } from "~/lib/deck";
import { type Rng, defaultRng } from "~/lib/random";
import { type TopicReading, readTopic } from "~/lib/topic";
import type { CaptionCategory } from "./instagram-caption-generator.data";
import { CAPTIONS_PER_GENERATION, captionDeck, generateCaptions } from "./instagram-caption-generator.logic";
import { TOPIC_CAPTIONS } from "./topic-captions.data";
import type { CaptionTemplate } from "./topic-captions/caption-template";
import { type TopicSlots, canFill, fill, topicSlots } from "./topic-slots";

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
 * The visit's deck for this topic in this mood: Generate More deals from it, so no caption comes
 * back before the topic's whole bank has been shown. A topic the reader cannot place (or a bank too
 * small for one batch) uses the mood's own deck, as without a topic.
 */
export function topicCaptionDeck(
  reading: TopicReading,
  category: CaptionCategory,
  rng: Rng = defaultRng,
): Deck<string> {
  const bank = topicCaptionBank(reading, category);
  if (bank.length < CAPTIONS_PER_GENERATION) return captionDeck(category, rng);
  const key = JSON.stringify([reading.subject, reading.kind, reading.format, reading.place]);
  return visitDeck(`captions:${category}:topic:${key}`, bank, rng);
}

/** One generation for a post about `topic`: five captions, or the mood's own five without a usable topic. */
export function topicCaptions(topic: string, category: CaptionCategory, rng: Rng = defaultRng): string[] {
  const reading = readPostTopic(topic);
  return generateCaptions(reading ? topicCaptionDeck(reading, category, rng) : captionDeck(category, rng));
}
