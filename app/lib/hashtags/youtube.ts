import { type Rng, shuffle } from "~/lib/text/random";
import { unique } from "~/lib/text/text";
import { type TopicReading, readTopic } from "~/lib/topic";
import { howToTags, yearTag } from "./reading-tags";
import { fittingTopics, knowsNothing, relatedTopics } from "./reading-topics";
import { hasYear, promisesHowTo } from "./tag-formats";
import { distinct, leadingTags, specificOrder } from "./tag-rank";
import type { Topic } from "~/lib/topic-map/topic";
import { FEWEST_TAGS, PLATFORM_FLOOR } from "./kind-floor.data";
import { PHRASE_ENDINGS } from "~/lib/topic-map/topic-map.data";
import { readKeyword, topicsFor } from "~/lib/topic-map/topics-for";
import { YOUTUBE_TAG_COUNT, isUsableTag, normaliseKeyword, uniqueTags } from "./tags";
import { STOP_WORDS, tokenise } from "~/lib/topic-map/words";

/**
 * Up to ten, for the reading of the topic. The first three are the ones YouTube can show above the
 * title, so they are the most specific real tags for it (#iphone16review, #iphone16, #iphoneindia;
 * #delhistreetfood, #streetfood, #delhifoodie): never a year, never a tips or tutorial tag unless the
 * video is a how-to. Then the year for a time-bound topic, the how-to tags for a how-to, and the
 * rest of the topic's tags. A topic the map does not know keeps only its own tags rather than
 * borrowing ones about something else. Same input, same list.
 */
export function youtubeHashtags(raw: string, year: number): string[] {
  if (!normaliseKeyword(raw)) return [];
  return youtubeHashtagsFor(readTopic(raw), year);
}

/** What the YouTube hashtag page shows: the tags, and whether nothing knew the topic (so there are only its own). */
export interface YoutubeHashtagResult {
  topic: string;
  tags: string[];
  unknown: boolean;
}

/** `youtubeHashtags` with the topic and whether anything knew it, for the page's note. */
export function youtubeHashtagResult(topic: string, year: number): YoutubeHashtagResult {
  if (!normaliseKeyword(topic)) return { topic, tags: [], unknown: false };
  const reading = readTopic(topic);
  return { topic, tags: youtubeHashtagsFor(reading, year), unknown: knowsNothing(reading) };
}

/** The same for a reading already made. */
export function youtubeHashtagsFor(reading: TopicReading, year: number): string[] {
  const topics = fittingTopics(reading);
  const leading = leadingTags(reading, topics, relatedTopics(reading, topics)).filter(isUsableTag);
  const first = leading.slice(0, SHOWN_ABOVE_TITLE);
  // A year or how-to tag that would land among the first three is left out rather than promoted.
  const dated = first.length === SHOWN_ABOVE_TITLE ? yearTag(reading, year) : null;
  // Past the first three, the topic's other things may fill in (#panipuri under #streetfood), but
  // still no year or how-to where they do not belong.
  const filling = specificOrder(topics).filter(
    (tag) => isUsableTag(tag) && (reading.timeBound || !hasYear(tag)) && (reading.howTo || !promisesHowTo(tag)),
  );
  const rest = distinct([...leading.slice(SHOWN_ABOVE_TITLE), ...filling]);
  const tags = uniqueTags([...first, ...(dated ? [dated] : []), ...howToTags(reading), ...rest]).slice(
    0,
    YOUTUBE_TAG_COUNT,
  );
  // Never fewer than five: a keyword with little known of it is topped up with tags for any video.
  return tags.length > 0 && tags.length < FEWEST_TAGS
    ? uniqueTags([...tags, ...PLATFORM_FLOOR.youtube.filter(isUsableTag)]).slice(0, FEWEST_TAGS)
    : tags;
}

/** YouTube shows up to three hashtags from the description next to the title. */
export const SHOWN_ABOVE_TITLE = 3;

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
