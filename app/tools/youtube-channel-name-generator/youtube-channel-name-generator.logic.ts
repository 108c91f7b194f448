import { indefiniteArticle } from "~/lib/text/articles";
import { type Deck, createDeck, visitDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import { collapseWhitespace, unique } from "~/lib/text/text";
import { type TopicReading, hasDevanagari, readTopic } from "~/lib/topic";
import { devanagariSpelling } from "~/lib/topic/devanagari-spelling";
import { DEVANAGARI_SPELLINGS } from "~/lib/topic/devanagari-spellings.data";
import type { Writing } from "~/lib/text/writing";
import { HINDI_NAME_PATTERNS, HINDI_PAGE_DEVANAGARI_SHARE } from "./banks/hi/channel-names.data";
import { HINGLISH_NAME_PATTERNS } from "./banks/hinglish/channel-names.data";
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
} from "./banks/en/channel-names.data";

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

/** "Daily Daily Vlogs", "देसी देसी खाना": a pattern word must not repeat the subject word it touches. */
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

/**
 * Every name the patterns make for a subject written `name`, each once, in the patterns' order;
 * with `inside`, the "Inside … World" name for the kinds it suits.
 */
export function namesFrom(
  patterns: readonly NamePattern[],
  subject: ChannelSubject,
  name: string,
  inside = false,
): string[] {
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

/** The decks a hand is dealt from: the writing's lead names (its share first), and Latin names to fill with. */
export interface ChannelDecks {
  lead: Deck<string>;
  latin: Deck<string>;
}

export function createChannelDecks(banks: ChannelBanks, rng: Rng): ChannelDecks {
  const latin = createDeck(banks.latin, rng);
  return { lead: createDeck(banks.native, rng), latin };
}

/** The visit's decks for a subject, so generating again shows names not shown yet. */
function visitDecks(subject: ChannelSubject, banks: ChannelBanks, rng: Rng): ChannelDecks {
  const key = `channel-names:${subject.kind}:${subject.name}:${subject.place ?? ""}:${subject.format ?? ""}`;
  const latin = visitDeck(`${key}:latin`, banks.latin, rng);
  return { lead: visitDeck(`${key}:native`, banks.native, rng), latin };
}

// The Hindi page's writings: Hindi names in Devanagari, with a few in Latin letters for the handle
// and for viewers who search in English; or Hinglish names in Roman letters when chosen. Built on
// the English reading of the keyword, so the names suit what it is about.

export type HindiWriting = Exclude<Writing, "en">;

/** What the Hindi page's names are built from. */
export interface HindiChannelSubject {
  /** The English page's reading; a name typed in Devanagari is settled as a fan channel's, in its Latin casing. */
  subject: ChannelSubject;
  /** The subject in Devanagari: as typed, or as Hindi writes it; a name with no such spelling stays in Latin. */
  devanagari: string;
  /** The subject in Roman letters, in channel casing. */
  roman: string;
}

/** Devanagari spellings back to the Latin ones they were listed for. */
const LISTED_LATIN = new Map(Object.entries(DEVANAGARI_SPELLINGS).map(([latin, devanagari]) => [devanagari, latin]));

/** The consonants of a Latin spelling, each once in a row: "tichar" and "teacher" both give "tchr". */
const skeleton = (latin: string) =>
  latin
    .toLowerCase()
    .replace(/[^a-z]/gu, "")
    .replace(/[aeiouy]/gu, "")
    .replace(/(.)\1+/gu, "$1");

/**
 * A subject typed in Devanagari as the Hindi page writes it in Latin letters. The reader spells it
 * letter by letter ("टीचर" → "Tichar", "विराट कोहली" → "Virat Kohali"); a listed spelling that
 * sounds the same and that the reader knows is used instead ("Teacher", "Virat Kohli"), never a
 * translation ("कुत्ता" stays "Kutta", not "Dog"). A person the reader then knows by name gets a
 * fan channel's names, as on the English page.
 */
function settledInLatin(english: ChannelSubject, latin: string): ChannelSubject {
  const listed = LISTED_LATIN.get(english.name);
  if (listed === undefined || skeleton(listed) !== skeleton(latin)) return { ...english, latin };
  const reading = readTopic(listed);
  if (!reading.known) return { ...english, latin };
  const named = english.kind === "person" && channelKind({ kind: "person", subject: reading.subject }) === "fan";
  return { ...english, kind: named ? "fan" : english.kind, latin: channelCase(reading.subject) };
}

export function hindiChannelSubject(keyword: string): HindiChannelSubject {
  const english = channelSubject(keyword);
  if (english.latin !== null) {
    const subject = settledInLatin(english, english.latin);
    return { subject, devanagari: english.name, roman: subject.latin ?? english.latin };
  }
  const latin = hasDevanagari(keyword) ? "" : readTopic(keyword).latin;
  return { subject: english, devanagari: devanagariSpelling(latin) ?? english.name, roman: english.name };
}

/** A writing's banks: its own names first, then English-page names in Latin letters to fill with. */
export interface HindiChannelBanks {
  own: string[];
  latin: string[];
}

export function hindiChannelBanks(hindi: HindiChannelSubject, writing: HindiWriting): HindiChannelBanks {
  const { subject } = hindi;
  const latin = channelBanks(subject).latin;
  if (writing === "hi") return { own: namesFrom(HINDI_NAME_PATTERNS, subject, hindi.devanagari), latin };
  const own = namesFrom(HINGLISH_NAME_PATTERNS, subject, hindi.roman);
  const taken = new Set(own);
  return { own, latin: latin.filter((name) => !taken.has(name)) };
}

export function createHindiChannelDecks(banks: HindiChannelBanks, rng: Rng): ChannelDecks {
  return { lead: createDeck(banks.own, rng), latin: createDeck(banks.latin, rng) };
}

/** The visit's decks for a keyword in a Hindi writing. */
function hindiVisitDecks(keyword: string, writing: HindiWriting, rng: Rng): ChannelDecks {
  const hindi = hindiChannelSubject(keyword);
  const banks = hindiChannelBanks(hindi, writing);
  const { kind, place, format } = hindi.subject;
  const key = `channel-names:${writing}:${kind}:${hindi.devanagari}:${hindi.roman}:${place ?? ""}:${format ?? ""}`;
  return { lead: visitDeck(`${key}:own`, banks.own, rng), latin: visitDeck(`${key}:latin`, banks.latin, rng) };
}

/** How many of a hand's 15 names come from the writing's lead names. */
export function ownShare(writing: Writing): number {
  if (writing === "en") return DEVANAGARI_SHARE;
  return writing === "hi" ? HINDI_PAGE_DEVANAGARI_SHARE : NAME_COUNT;
}

/**
 * 15 distinct names for a keyword, chosen by what it is about and dealt from the visit's decks,
 * so each run shows names not shown yet. In English, a keyword typed in Devanagari gets five names
 * in Devanagari and the rest in English letters, for the handle and for viewers who search in
 * English. In the Hindi page's Devanagari: ten Hindi names and five in Latin letters; in its
 * Hinglish: all fifteen in Hinglish where the kind has enough, the rest from the English names.
 * Tests pass their own decks (and the keyword is then not read again).
 */
export function generateChannelNames(
  keyword: string,
  rng: Rng,
  decks?: ChannelDecks,
  writing: Writing = "en",
): string[] {
  const dealt =
    decks ??
    (() => {
      if (writing !== "en") return hindiVisitDecks(keyword, writing, rng);
      const subject = channelSubject(keyword);
      return visitDecks(subject, channelBanks(subject), rng);
    })();
  const lead = dealt.lead.deal(Math.min(ownShare(writing), dealt.lead.size));
  return [...lead, ...dealt.latin.deal(NAME_COUNT - lead.length)];
}
