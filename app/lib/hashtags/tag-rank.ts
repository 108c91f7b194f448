import type { TopicReading } from "~/lib/topic";
import { unique } from "~/lib/text/text";
import { interleave } from "./lists";
import { type SubjectHeads, ownTags, placeTag, subjectHeads } from "./reading-tags";
import { formatOfTag, hasYear, isAreaFormatTag, namesOtherFormat, promisesHowTo } from "./tag-formats";
import type { Topic } from "~/lib/topic-map/topic";
import { WORD_WEIGHT, topicIndex } from "~/lib/topic-map/topic-index";
import { normaliseKeyword } from "./tags";
import { isCoreOf } from "./core-tags";

export type Tier = "niche" | "mid" | "broad";
export const TIERS: readonly Tier[] = ["niche", "mid", "broad"];

/** A topic's own name as a head: its id and first word ("fitness", "gym"). */
const topicHeads = (topic: Topic): string[] => unique([topic.id, normaliseKeyword(topic.words[0] ?? "")]);

/**
 * A tag that is the name of some thing the map knows (#airpods for "iPhone 16", #labrador for
 * "dog", #momos for "street food"): a word of the reading's topics or of any other, holding
 * neither the subject nor the name of one of the reading's topics (#indianfood is the food topic
 * itself, #pizza one thing in it).
 */
function thingNamer(topics: readonly Topic[], ownNames: readonly string[]): (tag: string) => boolean {
  const words = new Set(topics.flatMap((topic) => [...topic.words, ...(topic.desi ?? [])].map(normaliseKeyword)));
  const { exact } = topicIndex();
  return (tag) =>
    (words.has(tag) || (exact.get(tag) ?? []).some((entry) => entry.weight >= WORD_WEIGHT)) &&
    !ownNames.some((name) => tag.includes(name));
}

/** The topics' tags, lead topic first: niche and mid alternating (specific, then community-sized), then broad. */
export function specificOrder(topics: readonly Topic[]): string[] {
  const perTopic = topics.map((topic) => ({ specific: interleave([topic.niche, topic.mid]), broad: topic.broad }));
  return unique([...interleave(perTopic.map((t) => t.specific)), ...interleave(perTopic.map((t) => t.broad))]);
}

/** The tier a tag has in the first topic that lists it ("niche" for the keyword's own compounds). */
export function tierOf(tag: string, topics: readonly Topic[]): Tier {
  for (const topic of topics) {
    for (const tier of TIERS) if (topic[tier].includes(tag)) return tier;
  }
  return "niche";
}

/**
 * Which tags may lead a list for this reading: none that names another thing of its topics than
 * the subject, another format, a year, or a how-to the reading is not.
 */
export function leadFilter(
  reading: TopicReading,
  topics: readonly Topic[],
  heads: SubjectHeads,
): (tag: string) => boolean {
  const namesAnotherThing = thingNamer(topics, [...heads.exact, ...heads.words, ...topics.flatMap(topicHeads)]);
  return (tag) =>
    !namesAnotherThing(tag) &&
    !namesOtherFormat(tag, reading.format) &&
    !hasYear(tag) &&
    (reading.howTo || !promisesHowTo(tag));
}

/**
 * Every tag worth leading with, best first, the same on every call:
 * 1. the keyword's own tags (#delhistreetfood, #iphone16review, #streetfood);
 * 2. map tags joining its place and subject (#delhifoodie), taking turns with the subject plus a
 *    community affix (#streetfoodofindia, #desicat, #cricketfans);
 * 3. its topics' tags of its format (#streetfoodvlog);
 * 4. its words, then its topic's name, with a community affix (#fitnessindia for "gym");
 * 5. format tags of its area from a related topic of the same kind (#techreview);
 * 6. tags that contain the subject (#acneskincare), the topics' broad tags, then the rest.
 * Nothing that names another thing, another format, a year or a how-to it is not comes before 6.
 */
export function leadingTags(reading: TopicReading, topics: readonly Topic[], related: readonly Topic[]): string[] {
  const heads = subjectHeads(reading);
  const fits = leadFilter(reading, topics, heads);
  const ordered = specificOrder(topics).filter(fits);
  const contains = (tag: string, list: readonly string[]) => list.some((head) => tag.includes(head));
  const core = (tag: string, list: readonly string[]) => list.some((head) => isCoreOf(tag, head));

  const place = placeTag(reading);
  const subjectWords = [...heads.exact, ...heads.words];
  const withPlace = place ? ordered.filter((tag) => tag.includes(place) && contains(tag, subjectWords)) : [];
  const [lead] = topics;
  const leadHeads = lead ? topicHeads(lead) : [];
  const { format } = reading;
  const ofFormat = (from: readonly Topic[]) =>
    format ? specificOrder(from).filter((tag) => formatOfTag(tag) === format && !hasYear(tag)) : [];
  // A related topic of the same kind lends only its area's format tags: #techreview for a phone,
  // not #valorantgameplay for BGMI, nor #traveltips for a camera.
  const areaFormat = format
    ? ofFormat(related.filter((topic) => topic.kind === lead?.kind)).filter((tag) => isAreaFormatTag(tag, format))
    : [];
  return distinct([
    ...ownTags(reading, topics),
    // Place and subject take turns: #delhifoodie, #streetfoodofindia, #delhifood, …
    ...interleave([withPlace, ordered.filter((tag) => core(tag, heads.exact))]),
    ...ofFormat(topics).filter(fits),
    ...ordered.filter((tag) => core(tag, heads.words)),
    ...ordered.filter((tag) => core(tag, leadHeads)),
    ...areaFormat,
    ...ordered.filter((tag) => contains(tag, heads.exact)),
    // Then the topics' broad tags, the lead topic's first: they fit anything in it, unlike a niche
    // tag about one corner.
    ...topics.flatMap((topic) => topic.broad).filter(fits),
    ...ordered,
  ]);
}

const INDIAN_AFFIX = /^(?:indian|desi|india)|(?:s?ofindia|india|indian)$/u;
const singular = (tag: string) => tag.replace(/s$/u, "");

/**
 * The list without near repeats, first one kept: one of #catlover and #catlovers, and one Indian
 * version of a tag (#desiskincare, not #skincareindia and #indianskincare as well).
 */
export function distinct(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const indian = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const base = singular(tag);
    const local = INDIAN_AFFIX.test(tag) ? singular(tag.replace(INDIAN_AFFIX, "")) : null;
    if (seen.has(tag) || seen.has(base) || (local !== null && local !== "" && indian.has(local))) continue;
    seen.add(tag).add(base);
    if (local) indian.add(local);
    out.push(tag);
  }
  return out;
}
