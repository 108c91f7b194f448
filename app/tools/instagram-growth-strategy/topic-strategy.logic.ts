// A growth plan for a page about one topic. Fetched once the page is interactive: the topic reader
// brings the hashtag topic map with it, which the screen does not need before the first press.
import { isUsableTag } from "~/lib/hashtags/tags";
import { topicById } from "~/lib/hashtags/topic-index";
import { type TopicReading, readTopic } from "~/lib/topic";
import type { ContentType, StrategyNiche } from "./instagram-growth-strategy.data";
// It imports nothing of the nine plans' own: a module both chunks used would be pulled into the
// code every page loads. Without a topic to write for it answers null, and the screen shows the plan.
import {
  FLAVOURED_KINDS,
  FLAVOUR_PLANS,
  type FlavourPlan,
  KIND_PLANS,
  NICHE_BRIDGES,
  TYPE_PLANS,
} from "./topic-strategy.data";

/** The reading of what the visitor typed, or null when it holds no letter or digit to write about. */
export function readPostTopic(raw: string): TopicReading | null {
  if (!/[\p{L}\p{N}]/u.test(raw)) return null;
  const reading = readTopic(raw);
  return /[\p{L}\p{N}]/u.test(reading.subject) ? reading : null;
}

/** "biryani" → "Biryani"; anything already holding a capital (iPhone, BGMI) stays as it is. */
function sentenceStart(text: string): string {
  return /\p{Lu}/u.test(text) ? text : text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

/**
 * Up to five tags from the topic map, the same for the same keyword: the best topic's biggest tag,
 * two community tags, two specific ones, and the place's own tag when the keyword names one.
 */
export function strategyTags(reading: TopicReading): string[] {
  const [best] = reading.topics;
  if (!best) return [];
  const placeTopic = reading.topics.find((match) => match.topic.kind === "place" && match.topic !== best.topic)?.topic;
  const { broad, mid, niche } = best.topic;
  const picks = [broad[0], mid[0], mid[1], niche[0], placeTopic?.niche[0] ?? placeTopic?.mid[0] ?? niche[1]];
  return [...new Set(picks.filter((tag): tag is string => tag !== undefined && isUsableTag(tag)))].slice(0, 5);
}

/** Topics next to this one in the map, in their usual casing ("north Indian food", "Eid"). */
export function neighbourTopics(reading: TopicReading): string[] {
  const related = reading.topics[0]?.topic.related ?? [];
  const names = related.flatMap((id) => {
    const word = topicById(id)?.words[0];
    return word ? [readTopic(word).subject] : [];
  });
  const own = reading.subject.toLowerCase();
  return [...new Set(names)].filter((name) => name.toLowerCase() !== own).slice(0, 3);
}

function filled(text: string, reading: TopicReading, tags: readonly string[]): string {
  const hashes = tags.map((tag) => `#${tag}`);
  const slots: Readonly<Record<string, string>> = {
    s: reading.subject,
    S: sentenceStart(reading.subject),
    tags: listed(hashes),
    tag: hashes[0] ?? "",
  };
  // One pass, so a subject is never read as a slot itself.
  return text.replace(/\{(s|S|tags|tag)\}/gu, (_, name: string) => slots[name] ?? "");
}

/** The kind's plan, or its refinement for the topic map's side of it (cricket, skincare, mutual funds). */
function planFor(reading: TopicReading): FlavourPlan {
  const flavour = reading.topics[0]?.topic.kind;
  const refined = FLAVOURED_KINDS.includes(reading.kind) && flavour !== undefined ? FLAVOUR_PLANS[flavour] : undefined;
  return refined ?? KIND_PLANS[reading.kind];
}

/** The plan's sentences for a topic, in order: rhythm, first post, series, captions, tags, partners, niche, measure. */
export function topicStrategyText(niche: StrategyNiche, contentType: ContentType, reading: TopicReading): string {
  const plan = planFor(reading);
  const type = TYPE_PLANS[contentType];
  const tags = strategyTags(reading);
  const neighbours = neighbourTopics(reading);
  const bridge = niche === "Fashion" && plan.fashion !== undefined ? plan.fashion : NICHE_BRIDGES[niche][reading.kind];
  const sentences = [
    type.rhythm,
    plan.first[contentType],
    plan.series,
    type.captions,
    tags.length > 0 ? type.hashtags : type.hashtagsUnmapped,
    plan.collab,
    neighbours.length > 0
      ? `Creators in neighbouring topics (${listed(neighbours)}) are natural partners too.`
      : undefined,
    bridge,
    type.measure,
  ];
  return sentences
    .filter((sentence): sentence is string => sentence !== undefined)
    .map((sentence) => filled(sentence, reading, tags))
    .join(" ");
}

/** The plan for a niche and format, written for `topic`, or null when there is nothing to write for. */
export function topicStrategy(
  niche: StrategyNiche,
  contentType: ContentType,
  topic: string,
): { text: string; subject: string } | null {
  const reading = readPostTopic(topic);
  return reading ? { subject: reading.subject, text: topicStrategyText(niche, contentType, reading) } : null;
}
