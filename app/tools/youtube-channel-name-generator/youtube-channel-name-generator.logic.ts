import { type Deck, createDeck, visitDeck } from "~/lib/deck";
import type { Rng } from "~/lib/random";
import { collapseWhitespace, unique } from "~/lib/text";
import {
  KNOWN_CASING,
  MINOR_WORDS,
  MORE_PATTERNS,
  ONE_WORD_PATTERNS,
  PAIRED_PATTERNS,
  PREFIX_PATTERNS,
  SUFFIX_PATTERNS,
} from "./youtube-channel-name-generator.data";

export const NAME_COUNT = 15;

const isUpper = (text: string) => text !== text.toLowerCase() && text === text.toUpperCase();

/** "iPhone", "YouTube", "McDonald": a capital followed later by a small letter, past the first letter. */
function isCamelCase(word: string): boolean {
  return /\p{Lu}.*\p{Ll}/u.test(Array.from(word).slice(1).join(""));
}

function capitalise(part: string): string {
  const [first = "", ...rest] = Array.from(part);
  return first.toUpperCase() + rest.join("").toLowerCase();
}

function caseWord(word: string, index: number, shouting: boolean): string {
  const known = KNOWN_CASING[word.toLowerCase()];
  if (known !== undefined) return known;
  if (isCamelCase(word)) return word;
  // "SSC", "RRB": capitals the visitor chose, unless the whole keyword is typed in capitals.
  if (!shouting && isUpper(word) && Array.from(word.replace(/\P{L}/gu, "")).length >= 2) return word;
  if (index > 0 && MINOR_WORDS.has(word.toLowerCase())) return word.toLowerCase();
  return word.split("-").map(capitalise).join("-");
}

/**
 * The keyword as a channel name writes it: whitespace collapsed (zero-width spaces too), every
 * word title-cased ("street food" → "Street Food"), small words like "of" lower case inside,
 * known acronyms and brands in their own casing ("bgmi" → "BGMI", "iphone" → "iPhone"), and
 * casing the visitor chose kept ("eSports", "RRB"). A keyword typed all in capitals with a long
 * word in it ("STREET FOOD") is taken as caps lock and title-cased, known acronyms apart. Scripts
 * without case and emoji stay as typed. An empty result means there is no keyword.
 */
export function normaliseKeyword(raw: string): string {
  const collapsed = collapseWhitespace(raw);
  if (collapsed === "") return "";
  const words = collapsed.split(" ");
  const shouting =
    isUpper(collapsed) &&
    words.some((word) => KNOWN_CASING[word.toLowerCase()] === undefined && word.replace(/\P{L}/gu, "").length > 4);
  return words.map((word, index) => caseWord(word, index, shouting)).join(" ");
}

/**
 * "Inside BGMI's World", "Inside Cars' World", "Inside iOS's World"; a keyword of several words,
 * one already ending in "'s" or a double s ("Fitness"), or ending in a symbol reads better as
 * "Inside the World of Street Food".
 */
export function insideWorld(keyword: string): string {
  const plain = !keyword.includes(" ") && /[\p{L}\p{N}]$/u.test(keyword) && !/ss$|['’]s$/iu.test(keyword);
  if (!plain) return `Inside the World of ${keyword}`;
  return /\p{Ll}s$/u.test(keyword) ? `Inside ${keyword}' World` : `Inside ${keyword}'s World`;
}

const firstWord = (text: string) => text.split(" ")[0]?.toLowerCase() ?? "";
const lastWord = (text: string) => text.split(" ").at(-1)?.toLowerCase() ?? "";

/** "Daily Daily Vlogs", "The Hub Hub": a pattern word must not repeat the keyword word it touches. */
function repeatsAtJoin(pattern: string, keyword: string): boolean {
  const [before = "", after = ""] = pattern.split("{k}");
  return (
    (before !== "" && lastWord(before.trim()) === firstWord(keyword)) ||
    (after !== "" && firstWord(after.trim()) === lastWord(keyword))
  );
}

/**
 * Every name the patterns make for a normalised keyword, each once: 40 for a one-word keyword,
 * 39 for longer ones, a few fewer when the keyword's own words echo a pattern's. Enough for two
 * full runs of 15 before any name comes back.
 */
export function allChannelNames(keyword: string): string[] {
  const patterns = [
    ...PREFIX_PATTERNS,
    ...SUFFIX_PATTERNS,
    ...(keyword.includes(" ") ? [] : ONE_WORD_PATTERNS),
    ...PAIRED_PATTERNS,
    ...MORE_PATTERNS,
  ];
  const names = patterns
    .filter((pattern) => !repeatsAtJoin(pattern, keyword))
    .map((pattern) => pattern.replace("{k}", () => keyword));
  return unique([...names, insideWorld(keyword)]);
}

/** A deck of a keyword's names: each shown once before any is shown again. */
export function channelNameDeck(keyword: string, rng: Rng): Deck<string> {
  return createDeck(allChannelNames(keyword), rng);
}

/**
 * 15 distinct names for a normalised keyword, dealt from the visit's deck for that keyword, so
 * generating again shows names not shown yet. Tests pass their own deck.
 */
export function generateChannelNames(
  keyword: string,
  rng: Rng,
  deck: Deck<string> = visitDeck(`channel-names:${keyword}`, allChannelNames(keyword), rng),
): string[] {
  return deck.deal(NAME_COUNT);
}
