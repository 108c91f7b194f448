import { codePointLength } from "~/lib/text";
import { sliceCodePoints } from "~/tools/instagram-caption-formatter/instagram-caption-formatter.logic";
import { FORMAT_WORDS, QUESTION_WORDS, STOPWORDS, TOPIC_MODIFIERS, WEAK_SINGLES } from "./youtube-tag-generator.data";

/**
 * YouTube's tags field holds 500 characters, counted its own way: the commas between tags count,
 * and a tag with a space counts two more for the quotation marks YouTube wraps it in.
 */
export const TAG_CHAR_LIMIT = 500;
/** Our own cap per tag: a longer one is a sentence, which nobody searches for. */
export const MAX_TAG_CHARS = 60;
/** Modifiers go on a short core only ("masala chai tips", not a paragraph + "tips"). */
export const MODIFIER_BASE_WORDS = 3;
/** Only the opening words of a very long topic are mined for phrases. */
export const PHRASE_WORDS = 40;
/** What the copied field text joins tags with; YouTube splits pasted text on commas. */
export const TAG_SEPARATOR = ",";

export const TAG_MESSAGES = {
  topic: "Please enter a video topic.",
} as const;

export interface TagResult {
  tags: string[];
  /** The tags joined for pasting into YouTube's tags field. */
  text: string;
  /** Counted the way YouTube counts the field; never over the limit. */
  length: number;
  limit: number;
  remaining: number;
}

export type TagOutcome = { ok: true; result: TagResult } | { ok: false; message: string };

const STOP = new Set(STOPWORDS);
const WEAK = new Set(WEAK_SINGLES);
const FORMAT = new Set(FORMAT_WORDS);
const EDGE_JUNK = new Set([" ", "&", "'", ".", "+", "-"]);

/**
 * A tag as YouTube will take it: lower case (tags match case-insensitively), styled letters folded
 * to plain ones, and only letters, digits, spaces and & ' . + - kept. Commas would split it and
 * YouTube refuses < and >, so they go with every other symbol.
 */
export function cleanTag(raw: string): string {
  const text = raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}&'.+\- ]+/gu, " ")
    .replace(/\s+/gu, " ");
  // Punctuation may sit inside a tag (c++, rock'n'roll) but not at its ends. Index loops, since an
  // end-anchored regex backtracks badly on a long run of dots.
  let start = 0;
  let end = text.length;
  while (start < end && EDGE_JUNK.has(text.charAt(start))) start++;
  while (end > start && EDGE_JUNK.has(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/** One tag's share of the 500: its characters, plus 2 for the quotes when it holds a space. */
export function tagCost(tag: string): number {
  return codePointLength(tag) + (tag.includes(" ") ? 2 : 0);
}

/** The whole field as YouTube counts it: every tag's cost plus one per comma between them. */
export function tagsLength(tags: readonly string[]): number {
  return tags.reduce((sum, tag) => sum + tagCost(tag), 0) + Math.max(0, tags.length - 1);
}

/** Counts text typed or pasted into the field: split on commas, blanks ignored, as YouTube does. */
export function countTagsField(text: string): number {
  return tagsLength(
    text
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  );
}

/** The opening words of `text` within `max` characters, cut at a word boundary (hard for one long word). */
function shortenAtWord(text: string, max: number): string {
  if (codePointLength(text) <= max) return text;
  const hard = sliceCodePoints(text, max);
  const space = hard.lastIndexOf(" ");
  const cut = text.charAt(hard.length) === " " || space <= 0 ? hard : hard.slice(0, space);
  return cleanTag(cut);
}

function contentPhrases(words: readonly string[], size: number): string[] {
  const phrases: string[] = [];
  for (let i = 0; i + size <= words.length; i++) {
    const gram = words.slice(i, i + size);
    if (!STOP.has(gram[0] ?? "") && !STOP.has(gram[gram.length - 1] ?? "")) phrases.push(gram.join(" "));
  }
  return phrases;
}

/** Phrases of three and then two words from the topic, never starting or ending on a glue word, then single words. */
export function topicPhrases(topic: string): string[] {
  const words = topic.split(" ").filter(Boolean).slice(0, PHRASE_WORDS);
  // Three letters for a Latin word ("tea"), two elsewhere: "घर" is a whole word in two code points.
  // A bare number ("16" from "iphone 16 review") is no tag on its own.
  const singles = words.filter(
    (word) =>
      !STOP.has(word) &&
      !WEAK.has(word) &&
      /\p{L}/u.test(word) &&
      codePointLength(word) >= (/\p{Script=Latin}/u.test(word) ? 3 : 2),
  );
  return [...contentPhrases(words, 3), ...contentPhrases(words, 2), ...singles];
}

/** What the search phrasings attach to: the topic if short, else its first clean two-word phrase. */
function modifierBase(topic: string): string | null {
  const words = topic.split(" ");
  if (QUESTION_WORDS.includes(words[0] ?? "") || !/\p{Script=Latin}/u.test(topic)) return null;
  if (words.length <= MODIFIER_BASE_WORDS && FORMAT.has(words[words.length - 1] ?? "")) return null;
  if (words.length <= MODIFIER_BASE_WORDS) return topic;
  const pair = contentPhrases(words.slice(0, PHRASE_WORDS), 2).find(
    (phrase) => !phrase.split(" ").some((w) => STOP.has(w)),
  );
  return pair ?? null;
}

/** "bgmi bgmi live", "budget travel goa on a budget": a word said twice reads as a glitch. */
export function repeatsAWord(tag: string): boolean {
  const words = tag.split(" ");
  return new Set(words).size < words.length;
}

/**
 * Tags for a topic, in order of value: the topic itself, the related phrases from the topic map
 * (passed in, so this stays independent of where the map lives), search phrasings of the topic,
 * then the topic's own phrases and words. Each is added while the field stays within YouTube's
 * 500; duplicates, tags over 60 characters and tags that say a word twice are skipped.
 */
export function generateTags(rawTopic: string, related: readonly string[]): TagOutcome {
  // Only the start of an enormous topic can end up in a tag; cleaning all of it would be wasted work.
  const topic = cleanTag(sliceCodePoints(rawTopic, 2_000));
  if (!/[\p{L}\p{N}]/u.test(topic)) return { ok: false, message: TAG_MESSAGES.topic };

  const main = shortenAtWord(topic, MAX_TAG_CHARS);
  const base = modifierBase(topic);
  const modified = base === null ? [] : TOPIC_MODIFIERS.map((modifier) => modifier.replace("{topic}", () => base));
  const candidates = [main, ...related.map(cleanTag), ...modified, ...topicPhrases(topic)];

  const tags: string[] = [];
  const seen = new Set<string>();
  let length = 0;
  for (const tag of candidates) {
    if (tag === "" || seen.has(tag) || codePointLength(tag) > MAX_TAG_CHARS) continue;
    // The topic as typed is the visitor's own words; every other tag must read cleanly.
    if (tag !== main && repeatsAWord(tag)) continue;
    const added = tagCost(tag) + (tags.length > 0 ? 1 : 0);
    if (length + added > TAG_CHAR_LIMIT) continue;
    seen.add(tag);
    tags.push(tag);
    length += added;
  }
  return {
    ok: true,
    result: {
      tags,
      text: tags.join(TAG_SEPARATOR),
      length,
      limit: TAG_CHAR_LIMIT,
      remaining: TAG_CHAR_LIMIT - length,
    },
  };
}
