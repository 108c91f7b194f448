// Channel names for the Hindi page: Hindi names in Devanagari, with a few in Latin letters for the
// handle and for viewers who search in English; or Hinglish names in Roman letters when chosen.
// Built on the English page's reading of the keyword, so the names suit what it is about.
import { type Deck, createDeck, visitDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import { unique } from "~/lib/text/text";
import { hasDevanagari, readTopic } from "~/lib/topic";
import type { Writing } from "~/lib/text/writing";
import { devanagariSpelling } from "~/lib/topic/devanagari-spelling";
import { DEVANAGARI_SPELLINGS } from "~/lib/topic/devanagari-spellings.data";
import { HINDI_NAME_PATTERNS, HINDI_PAGE_DEVANAGARI_SHARE, HINGLISH_NAME_PATTERNS } from "./channel-names-hi.data";
import type { NamePattern } from "./youtube-channel-name-generator.data";
import {
  type ChannelSubject,
  NAME_COUNT,
  channelBanks,
  channelCase,
  channelKind,
  channelSubject,
  fits,
} from "./youtube-channel-name-generator.logic";

type HindiWriting = Exclude<Writing, "en">;

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

const firstWord = (text: string) => text.split(" ")[0]?.toLowerCase() ?? "";
const lastWord = (text: string) => text.split(" ").at(-1)?.toLowerCase() ?? "";

/** "देसी देसी खाना", "Adda Adda": a pattern word must not repeat the subject word it touches. */
function repeatsAtJoin(pattern: string, name: string): boolean {
  const [before = "", after = ""] = pattern.split("{k}");
  return (
    (before !== "" && lastWord(before.trim()) === firstWord(name)) ||
    (after !== "" && firstWord(after.trim()) === lastWord(name))
  );
}

/** Every name the patterns make for the subject written `name`, each once, in the patterns' order. */
export function hindiNamesFrom(patterns: readonly NamePattern[], subject: ChannelSubject, name: string): string[] {
  return unique(
    patterns
      .filter((pattern) => fits(pattern, subject, name) && !repeatsAtJoin(pattern.text, name))
      .map((pattern) => pattern.text.replace("{k}", () => name)),
  );
}

/** A writing's banks: its own names first, then English-page names in Latin letters to fill with. */
export interface HindiChannelBanks {
  own: string[];
  latin: string[];
}

export function hindiChannelBanks(hindi: HindiChannelSubject, writing: HindiWriting): HindiChannelBanks {
  const { subject } = hindi;
  const latin = channelBanks(subject).latin;
  if (writing === "hi") return { own: hindiNamesFrom(HINDI_NAME_PATTERNS, subject, hindi.devanagari), latin };
  const own = hindiNamesFrom(HINGLISH_NAME_PATTERNS, subject, hindi.roman);
  const taken = new Set(own);
  return { own, latin: latin.filter((name) => !taken.has(name)) };
}

export interface HindiChannelDecks {
  own: Deck<string>;
  latin: Deck<string>;
}

export function createHindiChannelDecks(banks: HindiChannelBanks, rng: Rng): HindiChannelDecks {
  return { own: createDeck(banks.own, rng), latin: createDeck(banks.latin, rng) };
}

/** How many of a hand's 15 names come from the writing's own names. */
export function ownShare(writing: HindiWriting): number {
  return writing === "hi" ? HINDI_PAGE_DEVANAGARI_SHARE : NAME_COUNT;
}

/**
 * 15 distinct names for the Hindi page, dealt from the visit's decks so each run shows names not
 * shown yet. In Devanagari: ten Hindi names and five in Latin letters. In Hinglish: all fifteen in
 * Hinglish where the kind has enough, the rest from the English page's names. Tests pass their own decks.
 */
export function generateHindiChannelNames(
  keyword: string,
  writing: HindiWriting,
  rng: Rng,
  decks?: HindiChannelDecks,
): string[] {
  const dealt =
    decks ??
    (() => {
      const hindi = hindiChannelSubject(keyword);
      const banks = hindiChannelBanks(hindi, writing);
      const { kind, place, format } = hindi.subject;
      const key = `channel-names:${writing}:${kind}:${hindi.devanagari}:${hindi.roman}:${place ?? ""}:${format ?? ""}`;
      return { own: visitDeck(`${key}:own`, banks.own, rng), latin: visitDeck(`${key}:latin`, banks.latin, rng) };
    })();
  const own = dealt.own.deal(Math.min(ownShare(writing), dealt.own.size));
  return [...own, ...dealt.latin.deal(NAME_COUNT - own.length)];
}
