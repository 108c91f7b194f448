// Ideas for a post or video about a topic. Fetched once the page is interactive: the topic reader
// brings the hashtag topic map with it, which the screen does not need before the first press.
import { type Deck, visitDeck } from "~/lib/deck";
import { type Rng, defaultRng } from "~/lib/random";
import type { Platform } from "~/lib/tool-entry";
import { type TopicReading, readTopic } from "~/lib/topic";
// It imports nothing of the niches' own banks: a module both chunks used would be pulled into the
// code every page loads. Without a topic to write for it answers null, and the screen deals as before.
import { TOPIC_IDEAS } from "./topic-ideas.data";
import type { IdeaTemplate } from "./topic-ideas/idea-template";
import { type TopicSlots, canFill, fill, topicSlots } from "./topic-slots";

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

/** The templates that suit this reading on this platform. */
export function ideaTemplatesFor(platform: Platform, reading: TopicReading): IdeaTemplate[] {
  const slots = topicSlots(reading);
  return TOPIC_IDEAS.filter((template) => template.platform === platform && fits(template, reading, slots));
}

/** The ideas this reading gets on this platform, written out. */
export function topicIdeaBank(platform: Platform, reading: TopicReading): string[] {
  const slots = topicSlots(reading);
  return [...new Set(ideaTemplatesFor(platform, reading).map((template) => fill(template.text, slots)))];
}

/**
 * The visit's deck for this topic on this platform: every press deals the next idea, none comes
 * back before the topic's whole bank has been shown, and changing the niche does not start it over.
 */
export function topicIdeaDeck(platform: Platform, reading: TopicReading, rng: Rng = defaultRng): Deck<string> {
  const key = JSON.stringify([reading.subject, reading.kind, reading.format, reading.place, reading.howTo]);
  return visitDeck(`ideas:${platform}:topic:${key}`, topicIdeaBank(platform, reading), rng);
}

/**
 * One press with a topic: the next idea written for it, with what it is about, or null when there
 * is nothing to write for (no letters or digits), so the screen deals the niche's own.
 */
export function pickTopicIdea(
  platform: Platform,
  topic: string,
  rng: Rng = defaultRng,
): { text: string; subject: string } | null {
  const reading = readPostTopic(topic);
  if (!reading) return null;
  const [text] = topicIdeaDeck(platform, reading, rng).deal(1);
  return text === undefined ? null : { text, subject: reading.subject };
}
