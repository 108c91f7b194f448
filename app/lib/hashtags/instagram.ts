import { type Rng, shuffle } from "~/lib/random";
import { unique } from "~/lib/text";
import { interleave } from "./lists";
import { type Topic, isPlace } from "./topic";
import { topicById } from "./topic-index";
import { type TopicMatch, topicsFor } from "./topics-for";
import { INSTAGRAM_TAG_COUNT, TOP_COUNT, isUsableTag, normaliseKeyword } from "./tags";

/**
 * One Instagram result. `top` is "the 5 to post": the keyword's own tag, then the best topic's
 * most specific tags. The other 25 follow by tier, most specific first. `all` is top, niche, mid,
 * broad in that order (30 tags whenever the map knows the keyword); it is what "Copy all" copies.
 */
export interface InstagramHashtags {
  top: string[];
  niche: string[];
  mid: string[];
  broad: string[];
  all: string[];
}

type Tier = "niche" | "mid" | "broad";
const TIERS: readonly Tier[] = ["niche", "mid", "broad"];
/** Of every 25 tags after the top five: 10 niche, 9 mid, 6 broad. */
const TIER_SHARE: Readonly<Record<Tier, number>> = { niche: 0.4, mid: 0.36, broad: 0.24 };

/**
 * Suffixes that read as real tags on almost any noun, for keywords the map does not know at all
 * ("knitting" → #knittingindia). Topics choose their own suffixes; these are the last resort.
 */
const GENERIC_SUFFIXES = ["india", "lovers", "community"] as const;
const SUFFIXABLE = /^[a-z]{3,20}$/;

/**
 * "gym" + "life": only when the keyword is the topic's first word (its head, chosen to take the
 * topic's suffixes well: "dog", not "dogs"), and never a suffix the keyword already holds.
 */
function suffixTags(keyword: string, matches: readonly TopicMatch[]): string[] {
  const compound = (suffixes: readonly string[]) =>
    suffixes.filter((suffix) => !keyword.includes(suffix) && !suffix.includes(keyword)).map((s) => keyword + s);
  if (matches.length === 0) return SUFFIXABLE.test(keyword) ? compound(GENERIC_SUFFIXES) : [];
  return matches.flatMap(({ topic, near }) => {
    const head = normaliseKeyword(topic.words[0] ?? "");
    return !near && topic.suffixes && head === keyword ? compound(topic.suffixes) : [];
  });
}

/** Related topics that fill the list; a place's tags only when the keyword itself names a place. */
function fillerTopics(matches: readonly TopicMatch[]): Topic[] {
  const primaries = matches.map((match) => match.topic);
  const aboutPlace = matches.some((match) => !match.near && isPlace(match.topic));
  const related = primaries.flatMap((topic) => (topic.related ?? []).map(topicById));
  return unique(related).filter(
    (topic): topic is Topic => !!topic && !primaries.includes(topic) && (aboutPlace || !isPlace(topic)),
  );
}

class TagPicker {
  private readonly used = new Set<string>();
  take(tag: string): boolean {
    if (this.used.has(tag) || !isUsableTag(tag)) return false;
    this.used.add(tag);
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

function topFive(keyword: string, primaries: readonly Topic[], picker: TagPicker, rng: Rng): string[] {
  const top = picker.take(keyword) ? [keyword] : [];
  const [best, second] = primaries;
  if (!best) return top;
  const sources = (second ? [best.niche, second.niche, best.mid, second.mid] : [best.niche, best.mid]).map((tier) =>
    shuffle(tier, rng),
  );
  top.push(...picker.drain(interleave(sources), TOP_COUNT - top.length));
  top.push(...picker.drain(shuffle(best.broad, rng), TOP_COUNT - top.length));
  return top;
}

const EMPTY: InstagramHashtags = { top: [], niche: [], mid: [], broad: [], all: [] };

/** Thirty tags for a keyword: the five to post, then the rest by tier. See `InstagramHashtags`. */
export function instagramHashtags(raw: string, rng: Rng): InstagramHashtags {
  const keyword = normaliseKeyword(raw);
  if (!keyword) return EMPTY;
  const matches = topicsFor(raw, rng);
  const primaries = matches.map((match) => match.topic);
  const fillers = fillerTopics(matches);
  const picker = new TagPicker();
  const top = topFive(keyword, primaries, picker, rng);

  const pools = {} as Record<Tier, string[]>;
  for (const tier of TIERS) {
    const own = interleave(primaries.map((topic) => shuffle(topic[tier], rng)));
    // Related topics fill in the order they are listed, so the closest one supplies most.
    const filling = fillers.flatMap((topic) => shuffle(topic[tier], rng));
    pools[tier] = tier === "niche" ? [...suffixTags(keyword, matches), ...own, ...filling] : [...own, ...filling];
  }
  const remaining = INSTAGRAM_TAG_COUNT - top.length;
  const groups = {} as Record<Tier, string[]>;
  let quotaLeft = remaining;
  for (const tier of TIERS) {
    const quota = tier === "broad" ? quotaLeft : Math.round(remaining * TIER_SHARE[tier]);
    groups[tier] = picker.drain(pools[tier], quota);
    quotaLeft -= groups[tier].length;
  }
  // A short tier leaves room for the others, most specific first.
  for (const tier of TIERS) {
    const missing = remaining - TIERS.reduce((sum, t) => sum + groups[t].length, 0);
    if (missing > 0) groups[tier].push(...picker.drain(pools[tier], missing));
  }
  const { niche, mid, broad } = groups;
  return { top, niche, mid, broad, all: [...top, ...niche, ...mid, ...broad] };
}

/** Five tags for a post: the topic's own, then four from the map, most specific tiers first. */
export function postHashtags(topic: string, rng: Rng): string[] {
  const own = normaliseKeyword(topic);
  const matches = topicsFor(topic, rng);
  const related = interleave(matches.map(({ topic: t }) => shuffle([...t.mid, ...t.niche], rng)));
  const picker = new TagPicker();
  return picker.drain(own ? [own, ...related] : related, TOP_COUNT);
}
