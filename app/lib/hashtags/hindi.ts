import type { Rng } from "~/lib/text/random";
import { type TopicReading, hasDevanagari, readTopic } from "~/lib/topic";
import { HINDI_TAGS } from "~/lib/topic-map/hi.data";
import { type InstagramHashtags, instagramHashtagsFor } from "./instagram";
import { interleave } from "./lists";
import { fittingTopics, knowsNothing } from "./reading-topics";
import { TIERS } from "./tag-rank";
import { hasYear, promisesHowTo } from "./tag-formats";
import {
  INSTAGRAM_TAG_COUNT,
  TOP_COUNT,
  YOUTUBE_TAG_COUNT,
  isUsableTag,
  normaliseKeyword,
  tagSpellingKey,
  uniqueTags,
} from "./tags";
import { SHOWN_ABOVE_TITLE, type YoutubeHashtagResult, youtubeHashtagsFor } from "./youtube";

/**
 * Hashtags for the Hindi pages: the English generators' tags for the same reading of the keyword,
 * with the Hindi tags its creators post (`~/lib/topic-map/hi.data.ts`) mixed in. `writing` says how the
 * Hindi part is written: "hi" in Devanagari (#खाना), "hinglish" in Roman letters (#khana); in
 * Hinglish a Devanagari tag the English generator made of the keyword itself is written in Roman
 * letters too. Every limit of the English generators holds: 30 and "the 5 to post" on Instagram,
 * 10 on YouTube, the same usable-tag rule.
 */
export type HindiWriting = "hi" | "hinglish";

/** Hindi tags among Instagram's "5 to post", and in all thirty. */
export const HINDI_IN_TOP = 2;
export const HINDI_ON_INSTAGRAM = 10;
/** Hindi tags among YouTube's ten: one of the three shown above the title, three after. */
export const HINDI_ON_YOUTUBE = 4;

/** One Instagram result for a Hindi page: the English result's groups, with the Hindi tags as their own. */
export interface InstagramHindiHashtags extends InstagramHashtags {
  hindi: string[];
}

const EMPTY: InstagramHindiHashtags = {
  top: [],
  hindi: [],
  niche: [],
  mid: [],
  broad: [],
  all: [],
  unknown: false,
};

/**
 * A tag in the chosen writing, or null when it has no place in it. Devanagari stays in Devanagari;
 * in Hinglish the subject made a tag in Devanagari ("खाना") is written as the reader spells it in
 * Roman letters ("khana"), and any other Devanagari tag of the English generator (the subject with a
 * format or place glued on) is left out: spelt letter by letter it would be no tag anyone follows.
 */
export function inWriting(tag: string, reading: TopicReading, writing: HindiWriting): string | null {
  if (writing === "hi" || !hasDevanagari(tag)) return tag;
  const sides = reading.subject.split(/\s+vs\.?\s+/iu).map(normaliseKeyword);
  const latin = reading.latin.split(/\s+vs\.?\s+/iu).map(normaliseKeyword);
  const side = sides.indexOf(tag);
  const roman = side >= 0 ? latin[side] : undefined;
  return roman && !hasDevanagari(roman) ? roman : null;
}

/** The Hindi tags of the reading's own topics in the chosen writing, closest topic first. */
export function hindiTagsFor(reading: TopicReading, writing: HindiWriting): string[] {
  const side = writing === "hi" ? "devanagari" : "roman";
  const lists = fittingTopics(reading).map((topic) => (HINDI_TAGS[topic.id]?.[side] ?? []).map(normaliseKeyword));
  return uniqueTags(interleave(lists)).filter(isUsableTag);
}

/** The English generator's tags in the chosen writing, each once. */
function written(tags: readonly string[], reading: TopicReading, writing: HindiWriting): string[] {
  return uniqueTags(tags.map((tag) => inWriting(tag, reading, writing)).filter((tag): tag is string => tag !== null));
}

/** Takes each tag once (one spelling of it), in the chosen writing, and only tags a generator may output. */
class Picker {
  private readonly used = new Set<string>();
  constructor(
    private readonly reading: TopicReading,
    private readonly writing: HindiWriting,
  ) {}
  take(tag: string): string | null {
    const written = inWriting(tag, this.reading, this.writing);
    if (written === null || !isUsableTag(written)) return null;
    const key = tagSpellingKey(written);
    if (this.used.has(key)) return null;
    this.used.add(key);
    return written;
  }
  all(tags: readonly string[], max = Infinity): string[] {
    const out: string[] = [];
    for (const tag of tags) {
      if (out.length >= max) break;
      const taken = this.take(tag);
      if (taken !== null) out.push(taken);
    }
    return out;
  }
}

/** Thirty Instagram tags for a Hindi page. See `InstagramHindiHashtags`; `rng` varies the English tiers. */
export function instagramHindiHashtags(raw: string, writing: HindiWriting, rng: Rng): InstagramHindiHashtags {
  if (!normaliseKeyword(raw)) return EMPTY;
  return instagramHindiHashtagsFor(readTopic(raw), writing, rng);
}

export function instagramHindiHashtagsFor(
  reading: TopicReading,
  writing: HindiWriting,
  rng: Rng,
): InstagramHindiHashtags {
  const english = instagramHashtagsFor(reading, rng);
  if (english.all.length === 0) return { ...EMPTY, unknown: english.unknown };
  const picker = new Picker(reading, writing);
  const hindiPool = hindiTagsFor(reading, writing);
  const bank = new Set(hindiPool);

  // The five to post: the English five's lead, then a Hindi tag, and so on, the same on every call.
  // A Hindi tag the English five already hold (the typed word) leaves its place to the next one.
  const englishTop = written(english.top, reading, writing);
  const [e0, e1, ...eRest] = englishTop;
  const [h0, h1, ...hRest] = hindiPool.filter((tag) => !englishTop.includes(tag));
  const leading = [e0, h0, e1, h1, ...eRest, ...hRest];
  const top = picker.all(
    leading.filter((tag): tag is string => tag !== undefined),
    TOP_COUNT,
  );
  const hindiInTop = top.filter((tag) => bank.has(tag)).length;
  const hindi = picker.all(hindiPool, HINDI_ON_INSTAGRAM - hindiInTop);

  // The English five that gave way head the niche tier; the tiers then give up room from their ends.
  const displaced = englishTop.filter((tag) => !top.includes(tag));
  const groups = {
    niche: picker.all([...displaced, ...english.niche]),
    mid: picker.all(english.mid),
    broad: picker.all(english.broad),
  };
  let count = top.length + hindi.length + TIERS.reduce((sum, tier) => sum + groups[tier].length, 0);
  const trimOrder = [...TIERS].reverse();
  for (let i = 0; count > INSTAGRAM_TAG_COUNT; i++) {
    const group = groups[trimOrder[i % trimOrder.length] ?? "broad"];
    if (group.length > 0) {
      group.pop();
      count--;
    }
  }
  const { niche, mid, broad } = groups;
  return {
    top,
    hindi,
    niche,
    mid,
    broad,
    all: [...top, ...hindi, ...niche, ...mid, ...broad],
    unknown: english.unknown,
  };
}

/** Up to ten YouTube tags for a Hindi page: a Hindi tag second of the three shown above the title, three more after. */
export function youtubeHindiHashtagResult(topic: string, writing: HindiWriting, year: number): YoutubeHashtagResult {
  if (!normaliseKeyword(topic)) return { topic, tags: [], unknown: false };
  const reading = readTopic(topic);
  return { topic, tags: youtubeHindiHashtagsFor(reading, writing, year), unknown: knowsNothing(reading) };
}

export function youtubeHindiHashtagsFor(reading: TopicReading, writing: HindiWriting, year: number): string[] {
  const english = written(youtubeHashtagsFor(reading, year), reading, writing);
  if (english.length === 0) return [];
  // As on the English page: no year and no how-to tag where the video does not promise one.
  const hindiPool = hindiTagsFor(reading, writing).filter(
    (tag) => (reading.timeBound || !hasYear(tag)) && (reading.howTo || !promisesHowTo(tag)),
  );
  const picker = new Picker(reading, writing);
  const [e0, e1, ...eRest] = english;
  const [h0] = hindiPool.filter((tag) => !english.slice(0, SHOWN_ABOVE_TITLE).includes(tag));
  const leading = [e0, h0, e1, ...eRest].filter((tag): tag is string => tag !== undefined);
  const first = picker.all(leading, SHOWN_ABOVE_TITLE);
  const bank = new Set(hindiPool);
  const hindiLeft = HINDI_ON_YOUTUBE - first.filter((tag) => bank.has(tag)).length;
  const hindiRest = hindiPool.filter((tag) => !first.includes(tag)).slice(0, hindiLeft);
  const englishRest = english.filter((tag) => !first.includes(tag));
  return [...first, ...picker.all(interleave([englishRest, hindiRest]), YOUTUBE_TAG_COUNT - first.length)];
}
