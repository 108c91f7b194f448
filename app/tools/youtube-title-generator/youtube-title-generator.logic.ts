import { type Deck, createDeck, visitDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import { codePointLength, sliceCodePoints } from "~/lib/text/text";
import {
  SUBJECT_KINDS,
  type SubjectKind,
  type TopicReading,
  type VideoFormat,
  hasDevanagari,
  readTopic,
  latinOf,
} from "~/lib/topic";
import { type TopicSlots, canFill, fill, slotsIn, topicSlots } from "~/lib/topic/template-slots";
import type { Writing } from "~/lib/text/writing";
import {
  type Angle,
  BARE_FORMATS,
  DANGLING_WORDS,
  EXCLUSIVE_FORMATS,
  type Facet,
  LOWER_CASE_NAMES,
  SMALL_WORDS,
  TITLE_PATTERNS,
  type TitlePattern,
} from "./banks/en/titles.data";
import { PET_WORDS } from "~/lib/topic/pet-words.data";
import { type TitleGroups, titleGroups } from "./banks/shape";
import { HINDI_TITLES } from "./banks/hi/titles.data";
import { HINGLISH_TITLES } from "./banks/hinglish/titles.data";
import {
  SEARCH_VISIBLE,
  TITLES_PER_GENERATION,
  TITLE_LIMIT,
  TITLE_MESSAGES,
  VIDEO_TYPES,
  type VideoType,
  isVideoType,
  normaliseTopic,
} from "./youtube-title-generator.form";
import { TITLE_WORDS } from "./words";

export interface TitleSuggestion {
  text: string;
  /** In code points, the unit YouTube's 100 is counted in. */
  length: number;
  /** Code points shown before search results cut the title, or null when it all shows. */
  searchCut: number | null;
  /** `text` split at the search cut, so a screen can mark the part that gets hidden. */
  visible: string;
  hidden: string;
  angle: Angle;
  /** True when the topic was shortened to keep the title within 100 characters. */
  shortened: boolean;
}

/** A title as the screen shows it; the angle is known only for the English patterns. */
export type ShownTitle = Omit<TitleSuggestion, "angle">;

export type TitleOutcome = { ok: true; titles: ShownTitle[] } | { ok: false; message: string };

/**
 * Gives the deck a bank of patterns is dealt from; a screen keeps one per bank for the visit. Each
 * writing's banks have keys of their own, so one source serves them all.
 */
export type DeckSource = <P>(key: string, patterns: readonly P[]) => Deck<P>;

/** The visit's deck for a bank: no pattern comes back before the bank's every pattern has been used. */
export const visitTitleDeck: DeckSource = (key, patterns) => visitDeck(`titles:${key}`, patterns);

/** Decks for one run of tests or one simulated visit, seeded. */
export function seededDecks(rng: Rng): DeckSource {
  const decks = new Map<string, Deck<unknown>>();
  return <P>(key: string, patterns: readonly P[]) => {
    let deck = decks.get(key) as Deck<P> | undefined;
    if (!deck) {
      deck = createDeck(patterns, rng);
      decks.set(key, deck);
    }
    return deck;
  };
}

export interface TitleContext {
  /** The current year, for time-bound topics; the screen passes it in. */
  year: number;
  decks: DeckSource;
  /** English unless the Hindi page asks for Devanagari or Hinglish. */
  writing?: Writing;
}

/** What a title is built around: the reading and the words the slots take. */
export interface TitleTopic {
  reading: TopicReading;
  facets: ReadonlySet<Facet>;
  /** The subject as titles show it, with a qualifying place in front ("Delhi Street Food"). */
  subject: string;
  /** The subject without the place, and the place, when a place qualifies it. */
  thing: string;
  place: string | null;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
const PETS = new Set(PET_WORDS);
const BARE = new Set(BARE_FORMATS);
const EXCLUSIVE = new Set(EXCLUSIVE_FORMATS);

/** A place that qualifies the subject ("street food" in Delhi), not the subject itself (Goa). */
function qualifyingPlace(reading: TopicReading): string | null {
  const { place, subject, latin } = reading;
  if (place === null) return null;
  const low = place.toLowerCase();
  if (latin === low || subject.toLowerCase().includes(low)) return null;
  // A Latin place in front of a Devanagari subject would mix scripts mid-phrase.
  return hasDevanagari(subject) ? null : place;
}

/** True when the keyword only named a format ("study with me", "grwm") and the reader filled in a subject. */
function isBare(reading: TopicReading): boolean {
  if (reading.format === null || !BARE.has(reading.format)) return false;
  const input = reading.input.toLowerCase();
  const subject = reading.subject.toLowerCase();
  // The reader names "study" or "getting ready" for these; neither was typed as a subject of its own.
  return !input.includes(subject) || words(input).join(" ") === "study with me";
}

const isFestive = (mapKind: string) => mapKind === "festival" || mapKind === "family";

/** "BGMI sensitivity settings", "Minecraft house": a game's name with more after it, not the game. */
function isPartOfGame(reading: TopicReading): boolean {
  const [best] = reading.topics;
  if (!best || best.near) return false;
  const subject = reading.subject.toLowerCase();
  const names = best.topic.words.map((word) => word.toLowerCase());
  return !names.includes(subject) && names.some((name) => ` ${subject} `.includes(` ${name} `));
}

export function facetsOf(reading: TopicReading): Set<Facet> {
  const facets = new Set<Facet>();
  const { kind, subject, topics } = reading;
  const mapKinds = new Set(topics.map(({ topic }) => topic.kind));
  if (reading.howTo) facets.add("how-to");
  if (kind === "food" && !reading.howTo) facets.add("eat-out");
  if (kind === "animal") {
    const pet = mapKinds.has("pets") || words(reading.latin).some((word) => PETS.has(word));
    facets.add(pet ? "pet" : "wild");
  }
  const named = /\p{Lu}/u.test(subject) || (reading.place !== null && qualifyingPlace(reading) === null);
  facets.add(named ? "named" : "common");
  // Celebration lines need the occasion itself: "Diwali", not "Diwali decor" or "Christmas party".
  const occasion = topics.some(
    ({ topic }) =>
      isFestive(topic.kind) &&
      [...topic.words, ...(topic.desi ?? [])].some((word) => word.toLowerCase() === subject.toLowerCase()),
  );
  if (kind === "event" && occasion) facets.add("festive");
  // Something of an occasion ("Diwali decor", "Christmas party") is not the occasion itself.
  if (kind === "event") facets.add(!occasion && topics.some(({ topic }) => isFestive(topic.kind)) ? "part" : "whole");
  if (kind === "event" && mapKinds.has("sport")) facets.add("sport");
  if (kind === "product") facets.add(/\p{Lu}|\p{N}/u.test(subject) ? "model" : "category");
  if (kind === "game") facets.add(isPartOfGame(reading) ? "part" : "whole");
  if (isBare(reading)) facets.add("bare");
  return facets;
}

/**
 * The subject for a reading: the reader's, except for an unknown topic whose reading is not the
 * visitor's own words in order ("c++" read as "c"): then the topic as typed, which is more honest.
 */
/**
 * Preparation said after an exam ("SSC CGL preparation", "NEET ki taiyari"): the exam's patterns
 * speak of preparing themselves ("Study Plan", "Kaise Karein Taiyari"), so the title names the exam.
 */
const PREPARING = /\s+(?:preparation|prep|ki\s+taiyari|ki\s+tayari|taiyari|tayari|की\s+तैयारी|तैयारी)$/iu;

function subjectOf(reading: TopicReading, typed: string): string {
  if (reading.kind === "study") return reading.subject.replace(PREPARING, "") || reading.subject;
  if (reading.kind !== "general") return reading.subject;
  const own = ` ${typed.toLowerCase()} `;
  return own.includes(` ${reading.subject.toLowerCase()} `) ? reading.subject : typed;
}

export function titleTopic(typed: string): TitleTopic {
  const reading = readTopic(typed);
  const subject = subjectOf(reading, typed);
  const place = qualifyingPlace(reading);
  return {
    reading,
    facets: facetsOf(reading),
    subject: place === null ? subject : `${place} ${subject}`,
    thing: subject,
    place,
  };
}

const EVERY_KIND_COUNT = SUBJECT_KINDS.length;

/** Whether a pattern may be used for this topic and video type: the rule no title breaks. */
export function fits(pattern: TitlePattern, topic: TitleTopic, type: VideoType): boolean {
  const { reading, facets } = topic;
  if (!pattern.types.includes(type) || !pattern.kinds.includes(reading.kind)) return false;
  if (pattern.formats) {
    if (reading.format === null || !pattern.formats.includes(reading.format)) return false;
  } else if (reading.format !== null && EXCLUSIVE.has(reading.format)) return false;
  // A keyword that is only a format is served by the lines written for it, and they serve nothing else.
  if (facets.has("bare") !== (pattern.when?.includes("bare") ?? false)) return false;
  if (pattern.when && !pattern.when.every((facet) => facets.has(facet))) return false;
  if (/\{(?:place|thing)\}/u.test(pattern.text) && topic.place === null) return false;
  if (pattern.text.includes("{year}") && !reading.timeBound) return false;
  return true;
}

const SMALL = new Set(SMALL_WORDS);
const SLOT = /\{(?:a subject|subject|thing)\}/u;
const stem = (word: string) => word.replace(/(?:es|s)$/u, "");

/** The pattern's own words, without its slots. */
function literalWords(pattern: TitlePattern): string[] {
  return words(pattern.text.replace(/\{[^}]*\}/gu, " "));
}

/**
 * True when the pattern says a word the subject already says ("Study with Me" for the subject
 * study, "Decor Ideas" for Diwali decor): the title would say it twice.
 */
export function repeatsSubject(pattern: TitlePattern, topic: TitleTopic): boolean {
  if (!SLOT.test(pattern.text)) return false;
  const own = new Set(
    words(sliceCodePoints(`${topic.subject} ${topic.place ?? ""}`, 80))
      .filter((word) => word.length > 2 && !SMALL.has(word))
      .map(sense),
  );
  return literalWords(pattern).some((word) => word.length > 2 && !SMALL.has(word) && own.has(sense(word)));
}

/** Words that say the same thing in English and Hinglish ("preparation" and "taiyari"). */
const SAME_SENSE: Readonly<Record<string, string>> = {
  taiyari: "prepar",
  tayari: "prepar",
  prep: "prepar",
  preparation: "prepar",
  prepare: "prepar",
  khana: "food",
  safar: "trip",
  yatra: "trip",
};

/** A word's stem, with its English or Hinglish twin folded onto one. */
function sense(word: string): string {
  return SAME_SENSE[word.toLowerCase()] ?? stem(word);
}

export type Layer = "format" | "kind" | "any";

function layerOf(pattern: TitlePattern, topic: TitleTopic): Layer {
  if (pattern.formats) return "format";
  // An unknown topic has no kind of its own: all its lines are one bank.
  return pattern.kinds.length === EVERY_KIND_COUNT || topic.reading.kind === "general" ? "any" : "kind";
}

const INDEX = new Map(TITLE_PATTERNS.map((pattern, index) => [pattern, index]));

export interface TitleBank {
  format: TitlePattern[];
  kind: TitlePattern[];
  any: TitlePattern[];
}

/** The patterns that fit, by layer: the format's own, the kind's own, and those that fit anything. */
export function titleBank(topic: TitleTopic, type: VideoType): TitleBank {
  const bank: TitleBank = { format: [], kind: [], any: [] };
  const held: TitleBank = { format: [], kind: [], any: [] };
  for (const pattern of TITLE_PATTERNS) {
    if (!fits(pattern, topic, type)) continue;
    (repeatsSubject(pattern, topic) ? held : bank)[layerOf(pattern, topic)].push(pattern);
  }
  // Only if a subject shares so many words with the patterns that fewer than twelve are left does a
  // title say a word twice; the join still drops a repeat right at the slot.
  const total = () => bank.format.length + bank.kind.length + bank.any.length;
  for (const layer of ["any", "kind", "format"] as const) {
    while (total() < TITLES_PER_GENERATION && held[layer].length > 0)
      bank[layer].push(held[layer].shift() as TitlePattern);
  }
  return bank;
}

/**
 * Up to three lines written for the named format and seven for the kind; lines that fit anything
 * fill the rest. A small layer gives only part of itself per press, so the next press shows the
 * rest of it instead of the same lines again.
 */
const FORMAT_SHARE = 3;
const KIND_SHARE = 7;

const part = (size: number, most: number) => Math.min(most, size, Math.max(Math.ceil(size * 0.6), 1));

/** How many of each layer a generation takes, always twelve when the bank holds twelve (both languages). */
export function shares(bank: Readonly<Record<Layer, readonly unknown[]>>): Record<Layer, number> {
  const wanted = TITLES_PER_GENERATION;
  const exclusive = bank.kind.length === 0 && bank.any.length === 0;
  let format = exclusive ? Math.min(bank.format.length, wanted) : part(bank.format.length, FORMAT_SHARE);
  let kind = part(bank.kind.length, KIND_SHARE);
  const any = Math.min(bank.any.length, wanted - format - kind);
  kind = Math.min(bank.kind.length, wanted - format - any);
  format = Math.min(bank.format.length, wanted - kind - any);
  return { format, kind, any };
}

const keyOf = (type: VideoType, layer: Layer, patterns: readonly TitlePattern[]) =>
  `${type}:${layer}:${patterns.map((pattern) => INDEX.get(pattern)).join(",")}`;

const compareKey = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Drops words the topic repeats from the pattern around it, right at the join. The topic loses
 * the words, so the pattern's punctuation stays; a topic is never emptied this way.
 */
function dropOverlap(before: string, topic: string, after: string): string {
  let list = topic.split(" ");
  const beforeWords = before.trim().split(/\s+/u).filter(Boolean);
  const afterWords = after.trim().split(/\s+/u).filter(Boolean);
  for (let k = Math.min(3, list.length - 1); k >= 1; k--) {
    const head = list.slice(0, k).map(compareKey).join(" ");
    if (beforeWords.length >= k && head !== "" && beforeWords.slice(-k).map(compareKey).join(" ") === head) {
      list = list.slice(k);
      break;
    }
  }
  for (let k = Math.min(3, list.length - 1); k >= 1; k--) {
    const tail = list.slice(-k).map(compareKey).join(" ");
    if (afterWords.length >= k && tail !== "" && afterWords.slice(0, k).map(compareKey).join(" ") === tail) {
      list = list.slice(0, -k);
      break;
    }
  }
  return list.join(" ");
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
  let list = cut.trim().split(" ");
  const trailing = /[\s,;:&/(\-–—|+]+$/u;
  while (list.length > 1 && DANGLING.has(compareKey(list[list.length - 1] ?? ""))) list = list.slice(0, -1);
  const text = list.join(" ").replace(trailing, "").trim();
  return { text: text === "" ? hard.trim() : text, shortened: true };
}

const LOWER_NAMES = new Set(LOWER_CASE_NAMES);

/** The first letter upper-cased, when that stays one character (ß would become SS). */
function capitalise(word: string): string {
  const [initial = "", ...rest] = Array.from(word);
  const upper = initial.toUpperCase();
  return Array.from(upper).length === 1 ? upper + rest.join("") : word;
}

/**
 * Title case for words in lower case, to match the patterns ("masala chai" reads "Masala Chai").
 * A word with any capital keeps the casing the reader gave it (BGMI, iPhone, McDonald's), as does
 * a name its makers write in lower case (realme); scripts without case are untouched.
 */
export function titleCaseTopic(topic: string, startsPhrase: boolean): string {
  return topic
    .split(" ")
    .map((word, i) => {
      if (/\p{Lu}/u.test(word) || !/^\p{Ll}/u.test(word) || LOWER_NAMES.has(word)) return word;
      if (SMALL.has(word) && !(i === 0 && startsPhrase)) return word;
      return capitalise(word);
    })
    .join(" ");
}

/** "a" or "an" by the sound of the first letters; none for a plural or a script without articles. */
export function withArticle(subject: string): string {
  const low = subject.toLowerCase();
  if (!/^\p{Script=Latin}/u.test(subject) || /[^s']s$/u.test(low)) return subject;
  // An acronym is read letter by letter: "an MBA student", "a UPSC aspirant".
  const acronym = /^\p{Lu}{2,}\b/u.test(subject);
  const an = acronym
    ? /^[AEFHILMNORSX]/u.test(subject)
    : (/^[aeio]/u.test(low) && !/^one/u.test(low)) || /^u(?!ni|s[eu])/u.test(low) || /^(?:hour|honest|heir)/u.test(low);
  return `${an ? "an" : "a"} ${subject}`;
}

/** The search-results split at about 70 characters, on a grapheme boundary. */
function searchSplit(text: string): Pick<TitleSuggestion, "searchCut" | "visible" | "hidden"> {
  if (codePointLength(text) <= SEARCH_VISIBLE) return { searchCut: null, visible: text, hidden: "" };
  const visible = sliceCodePoints(text, SEARCH_VISIBLE);
  return { searchCut: codePointLength(visible), visible, hidden: text.slice(visible.length) };
}

/** One title from one pattern, never over 100 characters however long the topic. */
export function buildTitle(pattern: TitlePattern, topic: TitleTopic, year: number): TitleSuggestion {
  // The fixed slots first, with functions so "$&" in a place can never act as a replacement pattern.
  const fixed = pattern.text.replace("{place}", () => topic.place ?? "").replace("{year}", () => String(year));
  const match = SLOT.exec(fixed);
  if (!match) {
    const text = sliceCodePoints(fixed, TITLE_LIMIT);
    return { text, length: codePointLength(text), ...searchSplit(text), angle: pattern.angle, shortened: false };
  }
  const slot = match[0];
  const before = fixed.slice(0, match.index);
  let after = fixed.slice(match.index + slot.length);
  const raw = slot === "{thing}" ? topic.thing : topic.subject;
  const own = dropOverlap(before, raw, after);
  const article = slot === "{a subject}" ? withArticle(own).slice(0, -own.length) : "";
  const budget = TITLE_LIMIT - codePointLength(before) - codePointLength(after) - codePointLength(article);
  const fitted = fitTopic(own, budget);
  // After "A Day in My Life: " the topic opens a new phrase, so a small first word is capitalised too.
  const startsPhrase = before === "" || /[:?!.]\s*$/u.test(before);
  const cased = titleCaseTopic(fitted.text, startsPhrase && article === "");
  // "Virat Kohli's", but "Street Dogs'" and "Lucknow's".
  if (after.startsWith("'s") && /s$/iu.test(cased)) after = `'${after.slice(2)}`;
  const lead = before === "" && article !== "" ? capitalise(article) : article;
  let text = `${before}${lead}${cased}${after}`;
  // A guard, not a path taken: patterns leave ample room, but the limit must hold whatever happens.
  if (codePointLength(text) > TITLE_LIMIT) text = sliceCodePoints(text, TITLE_LIMIT).trimEnd();
  return {
    text,
    length: codePointLength(text),
    ...searchSplit(text),
    angle: pattern.angle,
    shortened: fitted.shortened,
  };
}

// The Hindi page's writings: the same reading of the topic as the English titles (kind, format,
// place, facets), answered from the Hindi patterns in Devanagari or, when chosen, in Hinglish.

/** The Hindi page's two writings. */
export type HindiWriting = Exclude<Writing, "en">;

/** One Hindi pattern in one writing, with the types, kinds, formats and facets it is written for. */
export interface HindiTitlePattern {
  text: string;
  types: readonly VideoType[];
  kinds: readonly SubjectKind[] | "any";
  formats?: readonly VideoFormat[];
  when?: readonly Facet[];
  layer: Layer;
}

const ALL_TYPES = VIDEO_TYPES.map(({ value }) => value);

/** A bank's lines as patterns, in the order of its groups. */
function patternsOf(bank: TitleGroups): HindiTitlePattern[] {
  return titleGroups(bank).flatMap(({ kinds, formats, when, byType = {}, everyType = [] }) => {
    const layer: Layer = formats ? "format" : kinds === "any" ? "any" : "kind";
    const fit = { kinds, layer, ...(formats ? { formats } : {}), ...(when ? { when } : {}) };
    const typed = (Object.entries(byType) as [VideoType, readonly string[]][]).flatMap(([type, lines]) =>
      lines.map((text) => ({ text, types: [type], ...fit })),
    );
    return [...typed, ...everyType.map((text) => ({ text, types: ALL_TYPES, ...fit }))];
  });
}

/** Each Hindi writing's patterns, from its own bank. */
export const HINDI_TITLE_PATTERNS: Readonly<Record<HindiWriting, readonly HindiTitlePattern[]>> = {
  hi: patternsOf(HINDI_TITLES),
  hinglish: patternsOf(HINGLISH_TITLES),
};

/** Latin words in title case ("dal makhani" → "Dal Makhani"); names keep their casing, Devanagari is untouched. */
const cased = (text: string) => titleCaseTopic(text, true);
/** In Roman letters for Hinglish: Devanagari as Hindi speakers type it, in title case. */
const roman = (text: string) => cased(hasDevanagari(text) ? latinOf(text) : text);

/**
 * The Devanagari words the visitor typed right before a Devanagari subject ("दिल्ली" of "दिल्ली
 * स्ट्रीट फ़ूड"): the place as they wrote it, where the reader names it in Latin letters.
 */
function typedBefore(input: string, subject: string): string | null {
  const at = input.indexOf(subject);
  if (at <= 0) return null;
  const before = input.slice(0, at).trim();
  const words = before.split(/\s+/u);
  return words.length <= 3 && words.every((word) => hasDevanagari(word) && !/[A-Za-z]/u.test(word)) ? before : null;
}

/**
 * The slots for a topic in a writing. `{s}` carries a place that qualifies the subject in front of
 * it ("Delhi Street Food"), as the English titles do; Hinglish is in Roman letters throughout.
 */
export function hindiSlots(topic: TitleTopic, writing: HindiWriting): TopicSlots {
  const base = topicSlots(topic.reading);
  const thing = topic.thing;
  let s: string;
  if (writing === "hinglish") {
    s = base.place !== null ? `${roman(base.place)} ${roman(thing)}` : roman(thing);
  } else if (base.place === null) {
    s = cased(thing);
  } else if (hasDevanagari(thing)) {
    const typed = typedBefore(topic.reading.input, thing);
    s = typed === null ? thing : `${typed} ${thing}`;
  } else {
    s = `${base.place} ${cased(thing)}`;
  }
  const side = (text: string | null) => (text === null ? null : writing === "hinglish" ? roman(text) : cased(text));
  const a = side(base.a);
  const b = side(base.b);
  return { ...base, s, S: s, place: null, where: "", a, b, A: a, B: b };
}

/** Whether a pattern may be used for this topic, type and writing's slots. */
export function fitsHindi(pattern: HindiTitlePattern, topic: TitleTopic, type: VideoType, slots: TopicSlots): boolean {
  const { reading, facets } = topic;
  if (!pattern.types.includes(type)) return false;
  if (pattern.kinds !== "any" && !pattern.kinds.includes(reading.kind)) return false;
  if (pattern.formats && (reading.format === null || !pattern.formats.includes(reading.format))) return false;
  // A keyword that is only a format is served by the lines written for it, and they serve nothing else.
  if (facets.has("bare") !== (pattern.when?.includes("bare") ?? false)) return false;
  if (pattern.when && !pattern.when.every((facet) => facets.has(facet))) return false;
  // A comparison takes only the lines for both sides, and they take nothing else.
  return canFill(pattern.text, slots);
}

export type HindiTitleBank = Record<Layer, HindiTitlePattern[]>;

export function hindiTitleBank(
  topic: TitleTopic,
  type: VideoType,
  slots: TopicSlots,
  writing: HindiWriting,
): HindiTitleBank {
  const bank: HindiTitleBank = { format: [], kind: [], any: [] };
  for (const pattern of HINDI_TITLE_PATTERNS[writing])
    if (fitsHindi(pattern, topic, type, slots)) bank[pattern.layer].push(pattern);
  return bank;
}

// A pattern's place in its own writing's bank: the two banks stand line for line, so a line and its
// twin have the same number, as when each row held both writings.
const HINDI_INDEX = new Map(
  Object.values(HINDI_TITLE_PATTERNS).flatMap((patterns) =>
    patterns.map((pattern, index): [HindiTitlePattern, number] => [pattern, index]),
  ),
);

/** One title from one pattern's text, never over 100 characters however long the topic. */
export function buildHindiTitle(text: string, slots: TopicSlots): ShownTitle {
  let filled = fill(text, slots);
  let shortened = false;
  if (codePointLength(filled) > TITLE_LIMIT) {
    // Each slot gets an equal share of the room the pattern's own words leave.
    const used = slotsIn(text);
    const own = codePointLength(text.replace(/\{[A-Za-z]+\}/gu, ""));
    const budget = Math.max(1, Math.floor((TITLE_LIMIT - own) / Math.max(1, used.length)));
    const fitted: TopicSlots = { ...slots };
    for (const name of ["s", "S", "a", "b", "A", "B"] as const) {
      const value = slots[name];
      if (value !== null) fitted[name] = fitTopic(value, budget).text;
    }
    filled = fill(text, fitted);
    shortened = true;
  }
  if (codePointLength(filled) > TITLE_LIMIT) filled = sliceCodePoints(filled, TITLE_LIMIT).trimEnd();
  return { text: filled, length: codePointLength(filled), ...searchSplit(filled), shortened };
}

// The tail every writing shares: a share of each layer dealt from the visit's decks, and no title twice.

const LAYERS = ["format", "kind", "any"] as const;

function dealLayers<P, T extends ShownTitle>(
  bank: Readonly<Record<Layer, readonly P[]>>,
  key: (layer: Layer, patterns: readonly P[]) => string,
  build: (pattern: P) => T,
  decks: DeckSource,
): { pattern: P; title: T }[] {
  const counts = shares(bank);
  const patterns = LAYERS.flatMap((layer) =>
    counts[layer] > 0 ? decks(key(layer, bank[layer]), bank[layer]).deal(counts[layer]) : [],
  );
  const seen = new Set<string>();
  return patterns.flatMap((pattern) => {
    const title = build(pattern);
    if (seen.has(title.text)) return [];
    seen.add(title.text);
    return [{ pattern, title }];
  });
}

export interface DealtTitle {
  pattern: TitlePattern;
  title: TitleSuggestion;
}

/** The patterns a generation uses and the titles they give, for tests that check which pattern made what. */
export function dealTitles(topic: TitleTopic, type: VideoType, context: TitleContext): DealtTitle[] {
  return dealLayers(
    titleBank(topic, type),
    (layer, patterns) => keyOf(type, layer, patterns),
    (pattern) => buildTitle(pattern, topic, context.year),
    context.decks,
  );
}

/** The same for a Hindi writing: the slots and the patterns are that writing's own. */
export function dealHindiTitles(
  typed: string,
  type: VideoType,
  writing: HindiWriting,
  decks: DeckSource,
): { pattern: HindiTitlePattern; title: ShownTitle }[] {
  const topic = titleTopic(typed);
  const slots = hindiSlots(topic, writing);
  return dealLayers(
    hindiTitleBank(topic, type, slots, writing),
    (layer, patterns) => `${writing}:${type}:${layer}:${patterns.map((pattern) => HINDI_INDEX.get(pattern)).join(",")}`,
    (pattern) => buildHindiTitle(pattern.text, slots),
    decks,
  );
}

/**
 * Twelve titles for a topic and video type, in the writing asked for (English by default; on the
 * Hindi page the topic may be typed in Devanagari, Hinglish or English). The visitor's type picks
 * the bank; the reading's format, kind, place and facets choose within it, dealt so none repeats
 * within a visit until the bank is used up.
 */
export function generateTitles(rawTopic: string, type: string, context: TitleContext): TitleOutcome {
  const writing = context.writing ?? "en";
  const messages =
    writing === "en" ? TITLE_MESSAGES : { type: TITLE_WORDS.hi.typeMessage, topic: TITLE_WORDS.hi.topicMessage };
  if (!isVideoType(type)) return { ok: false, message: messages.type };
  const typed = normaliseTopic(rawTopic);
  if (!/[\p{L}\p{N}]/u.test(typed)) return { ok: false, message: messages.topic };
  const dealt =
    writing === "en"
      ? dealTitles(titleTopic(typed), type, context)
      : dealHindiTitles(typed, type, writing, context.decks);
  return { ok: true, titles: dealt.map(({ title }) => title) };
}
