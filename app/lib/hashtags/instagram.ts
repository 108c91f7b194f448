import { type Rng, shuffle } from "~/lib/text/random";
import { unique } from "~/lib/text/text";
import { type SubjectKind, type TopicReading, readTopic } from "~/lib/topic";
import { interleave } from "./lists";
import { subjectHeads, subjectTags } from "./reading-tags";
import { fittingTopics, knowsNothing, relatedTopics } from "./reading-topics";
import { type Tier, TIERS, leadFilter, leadingTags, tierOf } from "./tag-rank";
import { isCoreOf } from "./core-tags";
import type { Topic } from "~/lib/topic-map/topic";
import { FEWEST_TAGS, PLATFORM_FLOOR } from "./kind-floor.data";
import { topicsFor } from "~/lib/topic-map/topics-for";
import { INSTAGRAM_TAG_COUNT, TOP_COUNT, isUsableTag, normaliseKeyword, tagSpellingKey } from "./tags";

/**
 * One Instagram result. `top` is "the 5 to post": the most specific tags for what the keyword is
 * about, the same on every call. The other 25 follow by tier, most specific first, and may change
 * from one call to the next. `all` is top, niche, mid, broad in that order (30 tags whenever the
 * map knows the subject); it is what "Copy all" copies. `unknown` is true when nothing knows the
 * keyword, so it only has tags made from itself.
 */
export interface InstagramHashtags {
  top: string[];
  niche: string[];
  mid: string[];
  broad: string[];
  all: string[];
  unknown: boolean;
}

/** Of every 25 tags after the top five: 10 niche, 9 mid, 6 broad. */
const TIER_SHARE: Readonly<Record<Tier, number>> = { niche: 0.4, mid: 0.36, broad: 0.24 };

/**
 * Suffixes that make real tags for a known kind of thing the map has no topic for yet ("parrot" →
 * #parrotlovers, "CLAT" → #clatnotes, "Bali" → #balidiaries). Topics choose their own
 * suffixes; these are the last resort. A word nothing knows gets none: #zorblaxlovers is made up.
 */
const KIND_SUFFIXES: Readonly<Partial<Record<SubjectKind, readonly string[]>>> = {
  animal: ["lovers", "love", "india"],
  food: ["lovers", "india"],
  activity: ["india", "community", "lovers"],
  game: ["india", "community", "lovers"],
  show: ["fans"],
  person: ["fans"],
  // "preparation" suits an exam, not photosynthesis; notes suit both.
  study: ["notes"],
  event: ["celebration", "special"],
  place: ["diaries", "travel"],
  field: ["india", "community"],
};
const SUFFIXABLE = /^[a-z]{3,20}$/;

/**
 * "gym" + "life": only when the subject is a topic's first word (its head, chosen to take the
 * topic's suffixes well: "dog", not "dogs"), and never a suffix the subject already holds.
 */
function suffixTags(reading: TopicReading, base: string, topics: readonly Topic[]): string[] {
  const compound = (suffixes: readonly string[]) =>
    suffixes.filter((suffix) => !base.includes(suffix) && !suffix.includes(base)).map((suffix) => base + suffix);
  if (topics.length === 0) {
    return reading.known && SUFFIXABLE.test(base) ? compound(KIND_SUFFIXES[reading.kind] ?? []) : [];
  }
  return topics.flatMap((topic) =>
    topic.suffixes && normaliseKeyword(topic.words[0] ?? "") === base ? compound(topic.suffixes) : [],
  );
}

class TagPicker {
  private readonly used = new Set<string>();
  take(tag: string): boolean {
    const key = tagSpellingKey(tag);
    if (this.used.has(key) || !isUsableTag(tag)) return false;
    this.used.add(key);
    return true;
  }
  /** Up to `count` usable, unused tags from the front of `pool`, which is consumed. */
  drain(pool: string[], count: number): string[] {
    const out: string[] = [];
    while (out.length < count && pool.length > 0) {
      const tag = pool.shift() as string;
      if (this.take(tag)) out.push(tag);
    }
    return out;
  }
}

const EMPTY: InstagramHashtags = { top: [], niche: [], mid: [], broad: [], all: [], unknown: false };

/** "The 5 to post" for a keyword: its most specific tags, the same on every call. */
export function instagramTopFive(raw: string): string[] {
  if (!normaliseKeyword(raw)) return [];
  const reading = readTopic(raw);
  const topics = fittingTopics(reading);
  return topFive(new TagPicker(), leadingTags(reading, topics, relatedTopics(reading, topics)));
}

/**
 * The five to post from the leading tags; never fewer than five (DECISIONS, fourth round): a
 * keyword with fewer tags of its own is topped up with creator-community tags that suit any post.
 */
function topFive(picker: TagPicker, leading: string[]): string[] {
  const top = picker.drain(leading, TOP_COUNT);
  if (top.length > 0 && top.length < FEWEST_TAGS)
    top.push(...picker.drain([...PLATFORM_FLOOR.instagram], FEWEST_TAGS - top.length));
  return top;
}

/** Thirty tags for a keyword: the five to post, then the rest by tier. See `InstagramHashtags`. */
export function instagramHashtags(raw: string, rng: Rng): InstagramHashtags {
  if (!normaliseKeyword(raw)) return EMPTY;
  return instagramHashtagsFor(readTopic(raw), rng);
}

/**
 * The same for a reading already made. Tags come from the reading's own topics first; topics the
 * map relates to them only fill what is left, their general tags (#beauty, #makeuplover) before
 * their particular ones. Tags that name another thing or another kind of post go last in each tier.
 */
export function instagramHashtagsFor(reading: TopicReading, rng: Rng): InstagramHashtags {
  const topics = fittingTopics(reading);
  const related = relatedTopics(reading, topics);
  const heads = subjectHeads(reading);
  const picker = new TagPicker();
  const leading = leadingTags(reading, topics, related);
  const top = topFive(picker, leading);
  const unknown = knowsNothing(reading);
  const [subject] = subjectTags(reading);
  const base = unknown ? normaliseKeyword(reading.input) : (subject ?? "");

  const everything = [...topics, ...related];
  const fits = leadFilter(reading, everything, heads);
  const late = (tag: string) => !fits(tag);
  const lateLast = (tags: readonly string[]) => [...tags.filter((tag) => !late(tag)), ...tags.filter(late)];
  const own = {} as Record<Tier, string[]>;
  for (const tier of TIERS) {
    const mapTags = lateLast(interleave(topics.map((topic) => shuffle(topic[tier], rng))));
    // With no topic, the keyword's own tags after the five are all there is: they fill the niche tier.
    const rest = topics.length === 0 ? leading : [];
    own[tier] = tier === "niche" ? [...suffixTags(reading, base, topics), ...rest, ...mapTags] : mapTags;
  }

  const remaining = INSTAGRAM_TAG_COUNT - top.length;
  const groups = {} as Record<Tier, string[]>;
  let quotaLeft = remaining;
  for (const tier of TIERS) {
    const quota = tier === "broad" ? quotaLeft : Math.round(remaining * TIER_SHARE[tier]);
    groups[tier] = picker.drain(own[tier], quota);
    quotaLeft -= groups[tier].length;
  }
  const count = () => TIERS.reduce((sum, tier) => sum + groups[tier].length, 0);
  // A short tier leaves room for the others, most specific first.
  for (const tier of TIERS) groups[tier].push(...picker.drain(own[tier], remaining - count()));
  // Only then the related topics, a little of each: their general tags first.
  const filler = interleave(related.map((topic) => lateLast(fillerOrder(topic, rng))));
  for (const tag of picker.drain(filler, remaining - count())) groups[tierOf(tag, related)].push(tag);

  const { niche, mid, broad } = groups;
  return { top, niche, mid, broad, all: [...top, ...niche, ...mid, ...broad], unknown };
}

/** A related topic's tags as filler: its name with a community affix first (#makeuplover), then broad to niche. */
function fillerOrder(topic: Topic, rng: Rng): string[] {
  const head = normaliseKeyword(topic.words[0] ?? topic.id);
  const tags = [...topic.broad, ...topic.mid, ...topic.niche];
  const core = tags.filter((tag) => isCoreOf(tag, head) || isCoreOf(tag, topic.id));
  const rest = TIERS.slice()
    .reverse()
    .flatMap((tier) => shuffle(topic[tier], rng));
  return unique([...shuffle(core, rng), ...rest]);
}

/** Five tags for a post: the topic's own, then four from the map, most specific tiers first. */
export function postHashtags(topic: string, rng: Rng): string[] {
  const own = normaliseKeyword(topic);
  const matches = topicsFor(topic, rng);
  const related = interleave(matches.map(({ topic: t }) => shuffle([...t.mid, ...t.niche], rng)));
  const picker = new TagPicker();
  return picker.drain(own ? [own, ...related] : related, TOP_COUNT);
}
