import { type Deck, createDeck, visitDeck } from "~/lib/deck";
import type { Rng } from "~/lib/random";
import { codePointLength, collapseWhitespace } from "~/lib/text";
import { sliceCodePoints } from "~/tools/instagram-caption-formatter/instagram-caption-formatter.logic";
import {
  DANGLING_WORDS,
  GENERAL_PATTERNS,
  type PatternKind,
  SMALL_WORDS,
  TYPE_PATTERNS,
  type TitlePattern,
  VIDEO_TYPES,
  type VideoType,
} from "./youtube-title-generator.data";

/** YouTube refuses titles over 100 characters; search results show roughly the first 70. */
export const TITLE_LIMIT = 100;
export const SEARCH_VISIBLE = 70;
export const TITLES_PER_GENERATION = 12;

export const TITLE_MESSAGES = {
  topic: "Please enter a video topic.",
  type: "Please choose a video type.",
} as const;

export interface TitleSuggestion {
  text: string;
  /** In code points, the unit YouTube's 100 is counted in. */
  length: number;
  /** Code points shown before search results cut the title, or null when it all shows. */
  searchCut: number | null;
  /** `text` split at the search cut, so a screen can mark the part that gets hidden. */
  visible: string;
  hidden: string;
  kind: PatternKind;
  /** True when the topic was shortened to keep the title within 100 characters. */
  shortened: boolean;
}

export type TitleOutcome = { ok: true; titles: TitleSuggestion[] } | { ok: false; message: string };

/** Gives the deck a type's patterns are dealt from; a screen keeps one per type for the visit. */
export type DeckSource = (type: VideoType) => Deck<TitlePattern>;

const BANKS = new Map<VideoType, readonly TitlePattern[]>(
  VIDEO_TYPES.map(({ value }) => [value, [...TYPE_PATTERNS[value], ...GENERAL_PATTERNS]]),
);

export function isVideoType(value: string): value is VideoType {
  return BANKS.has(value as VideoType);
}

/** A type's own patterns plus the general ones; the same array every time, as visitDeck expects. */
export function titlePatterns(type: VideoType): readonly TitlePattern[] {
  return BANKS.get(type) ?? GENERAL_PATTERNS;
}

export function titleDeck(type: VideoType, rng: Rng): Deck<TitlePattern> {
  return createDeck(titlePatterns(type), rng);
}

/** The visit's deck for a type: no pattern comes back before the type's whole bank has been used. */
export const visitTitleDeck: DeckSource = (type) => visitDeck(`titles:${type}`, titlePatterns(type));

const LEADING_JUNK = new Set(['"', "'", "“", "”", "‘", "’", "#", " "]);
const TRAILING_JUNK = new Set(['"', "'", "“", "”", "‘", "’", ".", "!", "?", ",", ";", ":", " "]);

/**
 * The topic as typed, casing kept (BGMI, iPhone), with runs of whitespace made one space, < and >
 * removed, wrapping quotes and a leading "#" removed, and end punctuation dropped since the
 * patterns bring their own.
 */
export function normaliseTopic(raw: string): string {
  // YouTube refuses < and > in a title.
  const text = collapseWhitespace(raw.replace(/[<>]/gu, " "));
  // Index loops, not end-anchored regexes: those backtrack badly on a long run of dots or quotes.
  let start = 0;
  let end = text.length;
  while (start < end && LEADING_JUNK.has(text.charAt(start))) start++;
  while (end > start && TRAILING_JUNK.has(text.charAt(end - 1))) end--;
  return text.slice(start, end).trim();
}

const compareKey = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Drops words the topic repeats from the pattern around it ("iPhone 16 review" + "{topic} Review:"
 * gives "iPhone 16 Review:", not "iPhone 16 review Review:"). The topic loses the words, so the
 * pattern's punctuation stays; a topic is never emptied this way.
 */
function dropOverlap(before: string, topic: string, after: string): string {
  let words = topic.split(" ");
  const beforeWords = before.trim().split(/\s+/u).filter(Boolean);
  const afterWords = after.trim().split(/\s+/u).filter(Boolean);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const head = words.slice(0, k).map(compareKey).join(" ");
    if (beforeWords.length >= k && head !== "" && beforeWords.slice(-k).map(compareKey).join(" ") === head) {
      words = words.slice(k);
      break;
    }
  }
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const tail = words.slice(-k).map(compareKey).join(" ");
    if (afterWords.length >= k && tail !== "" && afterWords.slice(0, k).map(compareKey).join(" ") === tail) {
      words = words.slice(0, -k);
      break;
    }
  }
  return words.join(" ");
}

const DANGLING = new Set(DANGLING_WORDS);

/**
 * The topic cut to `budget` characters at a word boundary where one is near, without a dangling
 * "and" or comma at the end. Falls back to a hard cut (on a grapheme boundary) for one long word.
 */
export function fitTopic(topic: string, budget: number): { text: string; shortened: boolean } {
  if (codePointLength(topic) <= budget) return { text: topic, shortened: false };
  const hard = sliceCodePoints(topic, Math.max(0, budget));
  let cut = hard;
  const nextChar = topic.charAt(hard.length);
  const lastSpace = hard.lastIndexOf(" ");
  if (nextChar !== " " && lastSpace >= hard.length / 2) cut = hard.slice(0, lastSpace);
  let words = cut.trim().split(" ");
  const trailing = /[\s,;:&/(\-–—|+]+$/u;
  while (words.length > 1 && DANGLING.has(compareKey(words[words.length - 1] ?? ""))) words = words.slice(0, -1);
  const text = words.join(" ").replace(trailing, "").trim();
  return { text: text === "" ? hard.trim() : text, shortened: true };
}

const SMALL = new Set(SMALL_WORDS);

/** The first letter upper-cased, when that stays one character (ß would become SS). */
function capitalise(word: string): string {
  const [initial = "", ...rest] = Array.from(word);
  const upper = initial.toUpperCase();
  return Array.from(upper).length === 1 ? upper + rest.join("") : word;
}

/**
 * Title case for words typed all in lower case, to match the patterns ("masala chai" reads
 * "Masala Chai"). A word with any capital is the visitor's own casing (BGMI, iPhone, McDonald's)
 * and stays exactly as typed; scripts without case are untouched.
 */
export function titleCaseTopic(topic: string, startsPhrase: boolean): string {
  return topic
    .split(" ")
    .map((word, i) => {
      if (/\p{Lu}/u.test(word) || !/^\p{Ll}/u.test(word)) return word;
      if (SMALL.has(word) && !(i === 0 && startsPhrase)) return word;
      return capitalise(word);
    })
    .join(" ");
}

/** The search-results split at about 70 characters, on a grapheme boundary. */
function searchSplit(text: string): Pick<TitleSuggestion, "searchCut" | "visible" | "hidden"> {
  if (codePointLength(text) <= SEARCH_VISIBLE) return { searchCut: null, visible: text, hidden: "" };
  const visible = sliceCodePoints(text, SEARCH_VISIBLE);
  return { searchCut: codePointLength(visible), visible, hidden: text.slice(visible.length) };
}

/** One title from one pattern, never over 100 characters however long the topic. */
export function buildTitle(pattern: TitlePattern, topic: string): TitleSuggestion {
  const [before = "", after = ""] = pattern.text.split("{topic}");
  const own = dropOverlap(before, topic, after);
  const budget = TITLE_LIMIT - codePointLength(before) - codePointLength(after);
  const fitted = fitTopic(own, budget);
  // After "A Day in My Life: " the topic opens a new phrase, so a small first word is capitalised too.
  const startsPhrase = before === "" || /[:?!.]\s*$/u.test(before);
  let text = `${before}${titleCaseTopic(fitted.text, startsPhrase)}${after}`;
  // A guard, not a path taken: patterns leave ample room, but the limit must hold whatever happens.
  if (codePointLength(text) > TITLE_LIMIT) text = sliceCodePoints(text, TITLE_LIMIT).trimEnd();
  return { text, length: codePointLength(text), ...searchSplit(text), kind: pattern.kind, shortened: fitted.shortened };
}

/**
 * Twelve titles for a topic and video type, patterns dealt from the type's deck so none repeats
 * within a visit until the bank is used up.
 */
export function generateTitles(rawTopic: string, type: string, decks: DeckSource): TitleOutcome {
  if (!isVideoType(type)) return { ok: false, message: TITLE_MESSAGES.type };
  const topic = normaliseTopic(rawTopic);
  if (!/[\p{L}\p{N}]/u.test(topic)) return { ok: false, message: TITLE_MESSAGES.topic };
  const patterns = decks(type).deal(TITLES_PER_GENERATION);
  return { ok: true, titles: patterns.map((pattern) => buildTitle(pattern, topic)) };
}
