import { type Rng, shuffle } from "~/lib/random";
import { unique } from "~/lib/text";
import { interleave } from "./lists";
import type { Topic } from "./topic";
import { PHRASE_ENDINGS } from "./topic-map.data";
import { readKeyword, topicsFor } from "./topics-for";
import { YOUTUBE_TAG_COUNT, isUsableTag, normaliseKeyword } from "./tags";
import { STOP_WORDS, tokenise } from "./words";

/**
 * The spec's fixed YouTube tags, used only when the map knows nothing like the topic. "viralvideo"
 * is among them but is on the banned list, so at most five of these appear.
 */
export const YOUTUBE_FALLBACK_TAGS = [
  "youtubetutorial",
  "videoediting",
  "contentcreator",
  "youtubegrowth",
  "howtomake",
  "viralvideo",
] as const;

/** A topic's tags in the order YouTube search rewards: community tag, broad tag, specific tag, repeat. */
const youtubeOrder = (topic: Topic): string[] => interleave([topic.mid, topic.broad, topic.niche]);

/**
 * Up to ten: topic, topic+tutorial, topic+tips, topic+year (the spec's four, the year passed in),
 * then related tags from the map; the spec's fixed tags only when the map has nothing. Same input,
 * same list: a video's tags should not change each time they are generated.
 */
export function youtubeHashtags(raw: string, year: number): string[] {
  const topic = normaliseKeyword(raw);
  if (!topic) return [];
  const own = [topic, `${topic}tutorial`, `${topic}tips`, `${topic}${year}`];
  const matches = topicsFor(raw);
  const related =
    matches.length > 0 ? interleave(matches.map(({ topic: t }) => youtubeOrder(t))) : [...YOUTUBE_FALLBACK_TAGS];
  return unique([...own, ...related])
    .filter(isUsableTag)
    .slice(0, YOUTUBE_TAG_COUNT);
}

const DESCRIPTION_MAX = 5;
const DESCRIPTION_MIN = 3;
/** Short keyword tags only: a long one is the title glued together again. */
const SHORT_TAG = 20;
const DEFAULT_EXTRAS = ["tutorial", "howto", "youtube"] as const;

/**
 * Three to five short tags for a video description: the known phrases and words of the title
 * ("masalachai", "chai"), short tags of its topic, and the first of `extras` (the caller's
 * video-type tag, such as "recipe" or "vlog"), which also pads the list to three. Never the whole
 * title glued into one tag, unless the title is one word or a known phrase.
 */
export function descriptionHashtags(title: string, rng: Rng, extras: readonly string[] = DEFAULT_EXTRAS): string[] {
  const { hits, unmatched } = readKeyword(title);
  const glued = normaliseKeyword(title);
  const gluedIsFine = tokenise(title).length === 1 || hits.some((hit) => hit.key === glued);
  const fromTitle = hits.flatMap((hit) => {
    // A phrase's own words also count when they are words of the same topic ("masala chai" → "chai").
    const topics = new Set(hit.entries.map((entry) => entry.topic));
    const inner = hit.tokens.length > 1 ? hit.tokens.filter((token) => readsAs(token, topics)) : [];
    return [hit.key, ...inner];
  });
  const [best] = topicsFor(title, rng);
  const topicTags = best
    ? shuffle(
        [...best.topic.broad, ...best.topic.mid].filter((tag) => tag.length <= 15),
        rng,
      )
    : [];
  const short = (tag: string) => isUsableTag(tag) && tag.length <= SHORT_TAG && (tag !== glued || gluedIsFine);
  const leading = unique([...fromTitle, ...(best ? [] : unmatched)]).filter(short);
  const picked = unique([...leading.slice(0, DESCRIPTION_MAX - 2), ...topicTags].filter(short)).slice(
    0,
    DESCRIPTION_MAX - 1,
  );
  const extra = extras.find((tag) => isUsableTag(tag) && !picked.includes(tag));
  const withExtra = extra ? [...picked, extra] : picked;
  const padding = extras.filter((tag) => isUsableTag(tag) && !withExtra.includes(tag));
  return [...withExtra, ...padding].slice(0, Math.max(DESCRIPTION_MIN, withExtra.length));
}

function readsAs(token: string, topics: ReadonlySet<Topic>): boolean {
  if (STOP_WORDS.has(token)) return false;
  const [hit] = readKeyword(token).hits;
  return !!hit && hit.key === token && hit.entries.some((entry) => topics.has(entry.topic));
}

const MAX_PHRASES = 10;
const MAX_PHRASE_LENGTH = 60;

/**
 * Spaced phrases for a YouTube tag list: the keyword as words, its known phrases with endings that
 * suit the topic ("masala chai recipe", not "how to make masala chai at home recipe"), then the
 * topic's own multi-word phrases ("cutting chai").
 */
export function relatedPhrases(raw: string): string[] {
  const phrase = tokenise(raw).join(" ");
  if (!phrase) return [];
  const own = phrase.length <= MAX_PHRASE_LENGTH ? [phrase] : [];
  const [best] = topicsFor(raw);
  if (!best) return own;
  const core = readKeyword(raw)
    .hits.filter((hit) => hit.factor > 0)
    .map((hit) => hit.tokens.join(" "))
    .join(" ");
  const base = core && core.length <= MAX_PHRASE_LENGTH ? core : own[0];
  const withEndings = base ? PHRASE_ENDINGS[best.topic.kind].map((ending) => `${base} ${ending}`) : [];
  const topicPhrases = best.topic.words.filter((word) => word.includes(" "));
  return unique([...own, ...withEndings, ...topicPhrases]).slice(0, MAX_PHRASES);
}
