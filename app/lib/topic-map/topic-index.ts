import { editDistance } from "~/lib/text/edit-distance";
import { type Topic, isPlace } from "./topic";
import { TOPICS } from "./topic-map.data";
import { STOP_WORDS, normaliseKeyword, plainForms, singularOf } from "./words";

/** One topic a key leads to, and how strongly: a listed word counts more than one of its tags. */
export interface IndexEntry {
  topic: Topic;
  weight: number;
}

export const WORD_WEIGHT = 3;
export const TAG_WEIGHT = 2;

interface TopicIndex {
  exact: Map<string, IndexEntry[]>;
  /**
   * Plural keys under their singular ("workouts" under "workout"), so a singular keyword finds a
   * listed plural. Only plurals: "marketing" is not what "market" means.
   */
  inflected: Map<string, IndexEntry[]>;
  byId: Map<string, Topic>;
  /** Latin keys of five letters or more, for the misspelling search. */
  nearKeys: string[];
  longestKey: number;
}

function addEntry(map: Map<string, IndexEntry[]>, key: string, topic: Topic, weight: number): void {
  const entries = map.get(key) ?? [];
  const existing = entries.find((entry) => entry.topic === topic);
  if (existing) existing.weight = Math.max(existing.weight, weight);
  else entries.push({ topic, weight });
  map.set(key, entries);
}

export function trigrams(text: string): string[] {
  const padded = ` ${text} `;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

function build(): TopicIndex {
  const exact = new Map<string, IndexEntry[]>();
  const byId = new Map<string, Topic>();
  for (const topic of TOPICS) {
    byId.set(topic.id, topic);
    addEntry(exact, topic.id, topic, WORD_WEIGHT);
    for (const word of [...topic.words, ...(topic.desi ?? [])]) {
      const key = normaliseKeyword(word);
      if (key) addEntry(exact, key, topic, WORD_WEIGHT);
    }
    for (const tag of [...topic.broad, ...topic.mid, ...topic.niche]) addEntry(exact, tag, topic, TAG_WEIGHT);
  }
  const inflected = new Map<string, IndexEntry[]>();
  for (const [key, entries] of exact) {
    const single = singularOf(key);
    if (single) for (const entry of entries) addEntry(inflected, single, entry.topic, entry.weight);
  }
  const nearKeys = [...exact.keys()].filter((key) => key.length >= NEAR_SHORTEST && /^[a-z]+$/.test(key));
  const longestKey = Math.max(...[...exact.keys()].map((key) => key.length));
  return { exact, inflected, byId, nearKeys, longestKey };
}

let index: TopicIndex | undefined;

/** Built on first use, then shared: the map is fixed, so this is as pure as a constant. */
export function topicIndex(): TopicIndex {
  index ??= build();
  return index;
}

export function topicById(id: string): Topic | undefined {
  return topicIndex().byId.get(id);
}

/**
 * The topics a key reaches exactly, or as an inflection of a listed word ("workouts" → "workout",
 * "workout" → "workouts"), which counts a little less. Never through a longer or shorter word that
 * merely shares its letters: "care" does not reach "career".
 */
export function lookup(key: string): { entries: IndexEntry[]; factor: number } | undefined {
  const { exact, inflected } = topicIndex();
  const hit = exact.get(key);
  if (hit) return { entries: hit, factor: 1 };
  const found: IndexEntry[] = [];
  for (const entries of [...plainForms(key).map((form) => exact.get(form)), inflected.get(key)]) {
    for (const entry of entries ?? []) if (!found.some((known) => known.topic === entry.topic)) found.push(entry);
  }
  return found.length > 0 ? { entries: found, factor: 0.9 } : undefined;
}

const MAX_SEGMENTED = 64;

interface Step {
  covered: number;
  credited: number;
  parts: number;
  from: number;
  word: string | null;
}

/**
 * Splits a joined keyword into known words ("streetfoodmumbai" → street food + mumbai). Filler
 * words may sit between them ("myfirstmarathon"), but only when the known words carry at least
 * half the keyword or the filler is a real word of four letters or more, so "cartoon" is not
 * car + to + on. Null when no such split covers the whole keyword.
 */
export function segment(token: string): string[] | null {
  const { exact, longestKey } = topicIndex();
  const n = token.length;
  if (n < 5 || n > MAX_SEGMENTED) return null;
  const steps: Step[] = [{ covered: 0, credited: 0, parts: 0, from: -1, word: null }];
  for (let end = 1; end <= n; end++) {
    const skip = steps[end - 1] as Step;
    let best: Step = { ...skip, from: end - 1, word: null };
    for (let length = 2; length <= Math.min(longestKey, end); length++) {
      const word = token.slice(end - length, end);
      const known = length >= 3 && exact.has(word);
      if (!known && !STOP_WORDS.has(word)) continue;
      const before = steps[end - length] as Step;
      const step: Step = {
        covered: before.covered + length,
        credited: before.credited + (known ? length : 0),
        parts: before.parts + 1,
        from: end - length,
        word,
      };
      const better =
        step.covered > best.covered ||
        (step.covered === best.covered && step.credited > best.credited) ||
        (step.covered === best.covered && step.credited === best.credited && step.parts < best.parts);
      if (better) best = step;
    }
    steps[end] = best;
  }
  const last = steps[n] as Step;
  if (last.covered < n || last.credited === 0) return null;
  const words: string[] = [];
  for (let at = n; at > 0;) {
    const step = steps[at] as Step;
    if (step.word) words.unshift(step.word);
    at = step.from;
  }
  const fillers = words.filter((word) => !exact.has(word) || word.length < 3);
  const fillerOk = fillers.every((word) => word.length >= 4);
  if (last.credited * 2 < n && !fillerOk) return null;
  const known = words.filter((word) => word.length >= 3 && exact.has(word));
  // A three-letter word is whole only when the split needs no filler ("gymmotivation"); with one,
  // the letters are more likely the inside of a word nobody listed ("thalipeeth" is not thali + pe + eth).
  if (fillers.length > 0 && known.some((word) => word.length === 3)) return null;
  return known;
}

const NEAR_TOKENS = 5;
const NEAR_SHORTEST = 5;

/** How many slips a word of this length may have and still be read as a misspelling. */
const slipsAllowed = (length: number) => (length >= 9 ? 2 : 1);

/**
 * Topics whose listed words the keyword's words misspell ("bollywod", "fotography"): the same
 * first letter and one slip, two in long words. Never a word that merely starts or ends like one
 * ("photog", "care"): that is another word, and reading it as this one drags unrelated tags into
 * every tool. Places are left out: a near-miss is no reason for city tags.
 */
export function nearestTopics(tokens: readonly string[]): Map<Topic, number> {
  const { nearKeys, exact } = topicIndex();
  const scores = new Map<Topic, number>();
  for (const token of tokens.filter((t) => t.length >= NEAR_SHORTEST && !STOP_WORDS.has(t)).slice(0, NEAR_TOKENS)) {
    const limit = slipsAllowed(token.length);
    for (const key of nearKeys) {
      if (key[0] !== token[0]) continue;
      const slips = editDistance(token, key, limit);
      if (slips > limit) continue;
      const similarity = 1 - slips / Math.max(token.length, key.length);
      for (const entry of exact.get(key) ?? []) {
        if (isPlace(entry.topic)) continue;
        scores.set(entry.topic, Math.max(scores.get(entry.topic) ?? 0, similarity * entry.weight));
      }
    }
  }
  return scores;
}
