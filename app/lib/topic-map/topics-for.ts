import { type Rng, shuffle } from "~/lib/text/random";
import { type Topic, isPlace } from "./topic";
import { type IndexEntry, WORD_WEIGHT, lookup, nearestTopics, segment } from "./topic-index";
import { TOPICS } from "./topic-map.data";
import { STOP_WORDS, normaliseKeyword, tokenise } from "./words";

/** A topic the keyword reaches. `near` marks a fallback found by resemblance, not by a known word. */
export interface TopicMatch {
  topic: Topic;
  score: number;
  near: boolean;
}

/** A multi-word keyword blends at most this many topics; more would dilute every list. */
export const MAX_TOPICS = 3;
const MAX_NEAR = 2;
const LONGEST_PHRASE = 6;
const SEGMENT_FACTOR = 0.9;
/** A place shares the lead with the subject ("mumbai street food") but does not take it. */
const PLACE_FACTOR = 0.9;

/** A known word or phrase found in the keyword, as its tag form ("masala chai" → "masalachai"). */
export interface KeywordHit {
  key: string;
  /** The keyword's own words that made it up. */
  tokens: readonly string[];
  entries: readonly IndexEntry[];
  factor: number;
}

export interface KeywordReading {
  hits: KeywordHit[];
  /** Words that reached nothing (stop words left out). */
  unmatched: string[];
}

const isWordLevel = (entries: readonly IndexEntry[]) => entries.some((entry) => entry.weight >= WORD_WEIGHT);

/**
 * Reads the keyword left to right, preferring the longest known phrase at each point ("big fat
 * indian wedding" before "wedding"), then single words and their stems, then joined words split
 * into known ones ("streetfoodmumbai"). A first pass uses only the words topics list, so a tag that
 * happens to span the keyword (#mumbaistreetfood) does not hide the topics inside it; a second pass
 * lets tags reach what is left ("fitness coach" → #fitnesscoach). Stop words count only inside a
 * phrase, unless the keyword has nothing else ("love").
 */
export function readKeyword(raw: string): KeywordReading {
  const tokens = tokenise(raw);
  const onlyStopWords = tokens.every((token) => STOP_WORDS.has(token));
  const consumed = new Set<number>();
  const hits: KeywordHit[] = [];

  function record(start: number, size: number, wordsOnly: boolean): boolean {
    const words = tokens.slice(start, start + size);
    const key = words.join("");
    const found = lookup(key);
    if (!found) return false;
    if (wordsOnly && !isWordLevel(found.entries)) {
      // Kept as a phrase ("goatrip" for a description) but worth nothing: the words inside decide.
      if (!hits.some((hit) => hit.key === key)) hits.push({ key, tokens: words, entries: found.entries, factor: 0 });
      return false;
    }
    hits.push({ key, tokens: words, entries: found.entries, factor: found.factor });
    for (let i = start; i < start + size; i++) consumed.add(i);
    return true;
  }

  /** The longest phrase starting at `at` (first pass) or covering `at` anywhere (second pass). */
  function phrase(at: number, wordsOnly: boolean): number {
    for (let size = Math.min(LONGEST_PHRASE, tokens.length); size >= 2; size--) {
      const first = wordsOnly ? at : Math.max(0, at - size + 1);
      const last = Math.min(at, tokens.length - size);
      for (let start = first; start <= last; start++) if (record(start, size, wordsOnly)) return start + size - at;
    }
    return 0;
  }

  for (let at = 0; at < tokens.length;) {
    const size = phrase(at, true);
    if (size) {
      at += size;
      continue;
    }
    const token = tokens[at] as string;
    if (/^\d+$/u.test(token) || (STOP_WORDS.has(token) && !onlyStopWords)) consumed.add(at);
    else {
      const found = lookup(token);
      if (found) {
        hits.push({ key: token, tokens: [token], entries: found.entries, factor: found.factor });
        consumed.add(at);
      }
    }
    at++;
  }

  const unmatched: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    if (consumed.has(at)) continue;
    if (phrase(at, false)) continue;
    const token = tokens[at] as string;
    const parts = segment(token);
    if (!parts) {
      unmatched.push(token);
      continue;
    }
    for (const part of parts) {
      const partHit = lookup(part);
      if (partHit) hits.push({ key: part, tokens: [part], entries: partHit.entries, factor: SEGMENT_FACTOR });
    }
  }
  return { hits, unmatched };
}

function rank(scores: Map<Topic, number>, near: boolean, limit: number, rng?: Rng): TopicMatch[] {
  const order = new Map(TOPICS.map((topic, position) => [topic, position]));
  const sortScore = (topic: Topic) => (scores.get(topic) ?? 0) * (isPlace(topic) ? PLACE_FACTOR : 1);
  const sorted = [...scores.keys()].sort(
    (a, b) => sortScore(b) - sortScore(a) || (order.get(a) ?? 0) - (order.get(b) ?? 0),
  );
  // Only topics that tie are reordered, so growing the map does not change other results.
  const ranked: Topic[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && sortScore(sorted[end] as Topic) === sortScore(sorted[start] as Topic)) end++;
    const tied = sorted.slice(start, end);
    ranked.push(...(rng && tied.length > 1 ? shuffle(tied, rng) : tied));
    start = end;
  }
  return ranked.slice(0, limit).map((topic) => ({ topic, score: scores.get(topic) ?? 0, near }));
}

/**
 * The topics a keyword is about, best first: up to three when it names several ("mumbai street
 * food"), else up to two near ones found by shared stems and letters. Empty when nothing in the
 * map resembles it; the callers then fall back to the keyword's own tags, never to a generic block.
 * `rng` only reorders topics that tie.
 */
export function topicsFor(keyword: string, rng?: Rng): TopicMatch[] {
  const { hits, unmatched } = readKeyword(keyword);
  const scores = new Map<Topic, number>();
  for (const hit of hits.filter((h) => h.factor > 0)) {
    for (const entry of hit.entries) {
      scores.set(entry.topic, (scores.get(entry.topic) ?? 0) + entry.weight * hit.factor);
    }
  }
  // "India" qualifies almost anything ("phones in india"); it leads only when nothing else matched.
  const india = [...scores.keys()].find((topic) => topic.id === "india");
  if (india && scores.size > 1) scores.delete(india);
  if (scores.size > 0) return rank(scores, false, MAX_TOPICS, rng);
  return rank(nearestTopics(unmatched), true, MAX_NEAR, rng);
}

/**
 * The topic that is the group a word names, when the map has one: its id or first word is the
 * word ("dogs", "fashion", "cars"). A group of things ("furniture") reaches a topic only so, never
 * through a topic that merely lists the word among others.
 */
export function topicNamed(word: string): Topic | undefined {
  return TOPICS.find(
    (topic) => !isPlace(topic) && (topic.id === word || normaliseKeyword(topic.words[0] ?? "") === word),
  );
}
