import { type Topic, isPlace } from "./topic";
import { TOPICS } from "./topic-map.data";
import { STOP_WORDS, normaliseKeyword, stem } from "./words";

/** One topic a key leads to, and how strongly: a listed word counts more than one of its tags. */
export interface IndexEntry {
  topic: Topic;
  weight: number;
}

export const WORD_WEIGHT = 3;
export const TAG_WEIGHT = 2;

interface TopicIndex {
  exact: Map<string, IndexEntry[]>;
  stems: Map<string, IndexEntry[]>;
  byId: Map<string, Topic>;
  /** Latin keys of four letters or more, with their trigrams, for the nearest-topic search. */
  nearKeys: { key: string; trigrams: readonly string[] }[];
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
  const stems = new Map<string, IndexEntry[]>();
  for (const [key, entries] of exact) {
    for (const entry of entries) addEntry(stems, stem(key), entry.topic, entry.weight);
  }
  const nearKeys = [...exact.keys()]
    .filter((key) => key.length >= 4 && /^[a-z]+$/.test(key))
    .map((key) => ({ key, trigrams: trigrams(stem(key)) }));
  const longestKey = Math.max(...[...exact.keys()].map((key) => key.length));
  return { exact, stems, byId, nearKeys, longestKey };
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

/** The topics a key reaches exactly, or through its stem ("workouts" → "workout"); stems count a little less. */
export function lookup(key: string): { entries: IndexEntry[]; factor: number } | undefined {
  const { exact, stems } = topicIndex();
  const hit = exact.get(key);
  if (hit) return { entries: hit, factor: 1 };
  const viaStem = key.length >= 4 ? stems.get(stem(key)) : undefined;
  return viaStem ? { entries: viaStem, factor: 0.9 } : undefined;
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
  return words.filter((word) => word.length >= 3 && exact.has(word));
}

function dice(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a);
  let shared = 0;
  for (const gram of b) if (set.has(gram)) shared++;
  return (2 * shared) / (a.length + b.length);
}

const NEAR_TOKENS = 5;
const NEAR_MIN = 0.55;

/**
 * Topics whose words or tags look like the keyword's: a shared start ("photog" → photography) or
 * mostly the same letters ("bollywod"). Places are left out: a near-miss is no reason for city tags.
 */
export function nearestTopics(tokens: readonly string[]): Map<Topic, number> {
  const { nearKeys, exact } = topicIndex();
  const scores = new Map<Topic, number>();
  for (const token of tokens.filter((t) => t.length >= 3 && !STOP_WORDS.has(t)).slice(0, NEAR_TOKENS)) {
    const base = stem(token);
    // Stems, not words: a shared ending ("-ing") must not make "editing" look like "writing".
    const grams = trigrams(base);
    for (const { key, trigrams: keyGrams } of nearKeys) {
      let similarity = 0;
      if (base.length >= 4 && key.startsWith(base)) similarity = base.length / key.length;
      else if (token.startsWith(key)) similarity = key.length / token.length;
      if (similarity < NEAR_MIN && Math.abs(key.length - token.length) <= 3) {
        similarity = Math.max(similarity, dice(grams, keyGrams));
      }
      if (similarity < NEAR_MIN) continue;
      for (const entry of exact.get(key) ?? []) {
        if (isPlace(entry.topic)) continue;
        const score = similarity * entry.weight;
        scores.set(entry.topic, Math.max(scores.get(entry.topic) ?? 0, score));
      }
    }
  }
  return scores;
}
