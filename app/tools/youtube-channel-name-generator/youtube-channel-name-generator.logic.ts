import { indefiniteArticle } from "~/lib/text/articles";
import { type Deck, createDeck, visitDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import { collapseWhitespace, unique } from "~/lib/text/text";
import { type TopicReading, hasDevanagari, readTopic } from "~/lib/topic";
import {
  type ChannelKind,
  DEVANAGARI_PATTERNS,
  DEVANAGARI_SHARE,
  INSIDE_WORLD_KINDS,
  KNOWN_CASING,
  MINOR_WORDS,
  MORE_PATTERNS,
  type NamePattern,
  POSSESSIVE_KINDS,
  PRODUCT_PATTERNS,
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
  // "SSC", "RRB": capitals the reader or the visitor chose, unless the whole subject is in capitals.
  if (!shouting && isUpper(word) && Array.from(word.replace(/\P{L}/gu, "")).length >= 2) return word;
  if (index > 0 && MINOR_WORDS.has(word.toLowerCase())) return word.toLowerCase();
  return word.split("-").map(capitalise).join("-");
}

/**
 * A subject as a channel name writes it: every word title-cased ("street food" → "Street Food"),
 * small words like "of" lower case inside, the casing its makers use kept ("iPhone 16", "BGMI",
 * "realme"), and capitals the visitor chose kept ("RRB"). A subject typed all in capitals with a
 * long word in it ("PRIYA SHARMA") is taken as caps lock and title-cased, known acronyms apart.
 * Scripts without case and emoji stay as they are.
 */
export function channelCase(subject: string): string {
  const collapsed = collapseWhitespace(subject);
  if (collapsed === "") return "";
  const words = collapsed.split(" ");
  const shouting =
    isUpper(collapsed) &&
    words.some((word) => KNOWN_CASING[word.toLowerCase()] === undefined && word.replace(/\P{L}/gu, "").length > 4);
  return words.map((word, index) => caseWord(word, index, shouting)).join(" ");
}

/**
 * A brand, or a person the reader knows by name (capitalised word by word: "Virat Kohli", not
 * "mom" or "UPSC aspirant"), gets a fan channel's names.
 */
export function channelKind(reading: Pick<TopicReading, "kind" | "subject">): ChannelKind {
  if (reading.kind === "brand") return "fan";
  const named = reading.subject.split(" ").every((word) => /^\p{Lu}/u.test(word));
  if (reading.kind === "person" && named) return "fan";
  return reading.kind;
}

/** What a keyword's names are built from. */
export interface ChannelSubject {
  /** The subject in channel casing, in the script it was typed in: "Street Food", "BGMI", "खाना". */
  name: string;
  /** For a Devanagari subject, the same in English letters ("Khana"); otherwise null. */
  latin: string | null;
  kind: ChannelKind;
  /** The place that qualifies the subject ("Delhi" for "street food delhi"), or null. */
  place: string | null;
  format: TopicReading["format"];
  howTo: boolean;
}

export function channelSubject(keyword: string): ChannelSubject {
  const reading = readTopic(keyword);
  // Markup-only input reads as nothing; the keyword as typed (shown as text) is then the subject.
  const subject = reading.subject.trim() === "" ? collapseWhitespace(keyword) : reading.subject;
  const native = hasDevanagari(subject);
  return {
    name: channelCase(subject),
    latin: native ? channelCase(reading.latin) : null,
    kind: channelKind(reading),
    place: reading.kind === "place" ? null : reading.place,
    format: reading.format,
    howTo: reading.howTo,
  };
}

/**
 * "Inside BGMI's World", "Inside Cars' World", "Inside iOS's World"; a subject of several words,
 * one already ending in "'s" or a double s ("Fitness"), or ending in a symbol reads better as
 * "Inside the World of Street Food", and so does a subject that is not a name or a title
 * (`possessive` false: "Inside the World of Cricket").
 */
export function insideWorld(name: string, possessive = true): string {
  const plain = possessive && !name.includes(" ") && /[\p{L}\p{N}]$/u.test(name) && !/ss$|['’]s$/iu.test(name);
  if (!plain) return `Inside the World of ${name}`;
  return /\p{Ll}s$/u.test(name) ? `Inside ${name}' World` : `Inside ${name}'s World`;
}

const firstWord = (text: string) => text.split(" ")[0]?.toLowerCase() ?? "";
const lastWord = (text: string) => text.split(" ").at(-1)?.toLowerCase() ?? "";

/** "Daily Daily Vlogs", "The Hub Hub": a pattern word must not repeat the subject word it touches. */
function repeatsAtJoin(pattern: string, name: string): boolean {
  const [before = "", after = ""] = pattern.split("{k}");
  return (
    (before !== "" && lastWord(before.trim()) === firstWord(name)) ||
    (after !== "" && firstWord(after.trim()) === lastWord(name))
  );
}

/** Whether a pattern fits the subject: its kind (or the keyword's format) and its condition. */
export function fits(pattern: NamePattern, subject: ChannelSubject, name: string): boolean {
  const byKind = pattern.kinds.includes(subject.kind);
  const byFormat = subject.format !== null && (pattern.formats?.includes(subject.format) ?? false);
  if (!byKind && !byFormat) return false;
  switch (pattern.when) {
    case undefined:
      return true;
    case "one-word":
      return !name.includes(" ");
    case "no-a-ending":
      return !/(?:a|ा|आ|अ)$/iu.test(name);
    case "how-to":
      return subject.howTo;
    case "role":
      return subject.kind === "person";
    case "place":
      return subject.place !== null;
  }
}

function fill(pattern: string, name: string, place: string | null): string {
  return pattern
    .replace("{a}", () => indefiniteArticle(name))
    .replace("{p}", () => place ?? "")
    .replace("{k}", () => name);
}

/** Every name the patterns make for a subject written `name`, each once, in the patterns' order. */
function namesFrom(patterns: readonly NamePattern[], subject: ChannelSubject, name: string, inside: boolean): string[] {
  const names = patterns
    .filter((pattern) => fits(pattern, subject, name) && !repeatsAtJoin(pattern.text, name))
    .map((pattern) => fill(pattern.text, name, subject.place));
  if (!inside || !INSIDE_WORLD_KINDS.includes(subject.kind)) return unique(names);
  return unique([...names, insideWorld(name, POSSESSIVE_KINDS.includes(subject.kind))]);
}

/** A keyword's banks: names in English letters, and for a Devanagari keyword names in Devanagari. */
export interface ChannelBanks {
  latin: string[];
  native: string[];
}

export function channelBanks(subject: ChannelSubject): ChannelBanks {
  const patterns = [...PRODUCT_PATTERNS, ...MORE_PATTERNS];
  if (subject.latin === null) return { latin: namesFrom(patterns, subject, subject.name, true), native: [] };
  return {
    latin: namesFrom(patterns, subject, subject.latin, true),
    native: namesFrom(DEVANAGARI_PATTERNS, subject, subject.name, false),
  };
}

export interface ChannelDecks {
  latin: Deck<string>;
  native: Deck<string>;
}

export function createChannelDecks(banks: ChannelBanks, rng: Rng): ChannelDecks {
  return { latin: createDeck(banks.latin, rng), native: createDeck(banks.native, rng) };
}

/** The visit's decks for a subject, so generating again shows names not shown yet. */
function visitDecks(subject: ChannelSubject, banks: ChannelBanks, rng: Rng): ChannelDecks {
  const key = `channel-names:${subject.kind}:${subject.name}:${subject.place ?? ""}:${subject.format ?? ""}`;
  return {
    latin: visitDeck(`${key}:latin`, banks.latin, rng),
    native: visitDeck(`${key}:native`, banks.native, rng),
  };
}

/**
 * 15 distinct names for a keyword, chosen by what it is about and dealt from the visit's decks,
 * so each run shows names not shown yet. A keyword typed in Devanagari gets five names in
 * Devanagari and the rest in English letters, for the handle and for viewers who search in English.
 * Tests pass their own decks (and the keyword is then not read again).
 */
export function generateChannelNames(keyword: string, rng: Rng, decks?: ChannelDecks): string[] {
  const dealt =
    decks ??
    (() => {
      const subject = channelSubject(keyword);
      return visitDecks(subject, channelBanks(subject), rng);
    })();
  const native = dealt.native.deal(Math.min(DEVANAGARI_SHARE, dealt.native.size));
  return [...native, ...dealt.latin.deal(NAME_COUNT - native.length)];
}
