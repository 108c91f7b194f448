import { codePointLength, sliceCodePoints, unique } from "~/lib/text/text";
import { type TopicReading, hasDevanagari, readTopic, shapeOf, subjectWithModifiers } from "~/lib/topic";
import { devanagariSpelling } from "~/lib/topic/devanagari-spelling";
import type { Writing } from "~/lib/text/writing";
import { HINDI_FORMAT_TAG_PHRASES, HINDI_KIND_TAG_PHRASES, LATIN_NAME_KINDS } from "./banks/hi/tags.data";
import { HINGLISH_FORMAT_TAG_PHRASES, HINGLISH_KIND_TAG_PHRASES } from "./banks/hinglish/tags.data";
import {
  BARE_FORMATS,
  BARE_TAG_PHRASES,
  FORMAT_TAG_PHRASES,
  KIND_TAG_PHRASES,
  MAP_KINDS_FOR,
  SAME_MEANING,
} from "./banks/en/tags.data";
import type { TagFacet, TagPhrase } from "./banks/shape";
import { PET_WORDS } from "~/lib/topic/pet-words.data";
import { TAG_CHAR_LIMIT, TAG_MESSAGES, cleanTag } from "./youtube-tag-generator.form";

/** Our own cap per tag: a longer one is a sentence, which nobody searches for. */
export const MAX_TAG_CHARS = 60;
/** What the copied field text joins tags with; YouTube splits pasted text on commas. */
export const TAG_SEPARATOR = ",";
/** Phrases from the topic map: a few, and only those that name the subject. */
const MAP_PHRASES = 6;

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

/** "bgmi bgmi live", "budget travel goa on a budget": a word said twice reads as a glitch. */
export function repeatsAWord(tag: string): boolean {
  const words = tag.split(" ");
  return new Set(words).size < words.length;
}

const PETS = new Set(PET_WORDS);

/** A place that qualifies the subject ("street food" in Delhi), not the subject itself (Goa). */
function qualifyingPlace(reading: TopicReading): string | null {
  const { place, subject, latin } = reading;
  if (place === null) return null;
  const low = place.toLowerCase();
  return latin === low || subject.toLowerCase().includes(low) ? null : low;
}

export function tagFacets(reading: TopicReading): Set<TagFacet> {
  const facets = new Set<TagFacet>();
  const { kind, subject, topics } = reading;
  const mapKinds = new Set(topics.map(({ topic }) => topic.kind));
  if (reading.howTo) facets.add("how-to");
  if (kind === "food" && !reading.howTo) facets.add("eat-out");
  if (kind === "animal" && (mapKinds.has("pets") || reading.latin.split(" ").some((word) => PETS.has(word))))
    facets.add("pet");
  facets.add(
    /\p{Lu}/u.test(subject) || (reading.place !== null && qualifyingPlace(reading) === null) ? "named" : "common",
  );
  const festive = topics.filter(({ topic }) => topic.kind === "festival" || topic.kind === "family");
  const occasion = festive.some(({ topic }) =>
    [...topic.words, ...(topic.desi ?? [])].some((word) => word.toLowerCase() === subject.toLowerCase()),
  );
  if (kind === "event" && festive.length > 0) facets.add(occasion ? "festive" : "festive-part");
  if (kind === "event" && mapKinds.has("sport")) facets.add("sport");
  if (kind === "product") facets.add(/\p{Lu}|\p{N}/u.test(subject) ? "model" : "category");
  facets.add(qualifyingPlace(reading) === null ? "unplaced" : "placed");
  if (kind === "game") facets.add(isPartOfGame(reading) ? "part" : "whole");
  if (isBare(reading)) facets.add("bare");
  const shape = shapeOf(reading);
  if (shape === "routine") facets.add("routine");
  else if (kind === "activity") facets.add("learnt");
  return facets;
}

const BARE = new Set(BARE_FORMATS);

/** "BGMI sensitivity settings", "Minecraft house": a game's name with more after it, not the game. */
export function isPartOfGame(reading: TopicReading): boolean {
  const [best] = reading.topics;
  if (!best || best.near) return false;
  const subject = reading.subject.toLowerCase();
  const names = best.topic.words.map((word) => word.toLowerCase());
  return !names.includes(subject) && names.some((name) => ` ${subject} `.includes(` ${name} `));
}

/** True when the keyword only named a format and the reader filled in a subject ("study", "getting ready"). */
function isBare(reading: TopicReading): boolean {
  if (reading.format === null || !BARE.has(reading.format)) return false;
  const input = reading.input.toLowerCase();
  const subject = reading.subject.toLowerCase();
  return !input.includes(subject) || cleanTag(input) === "study with me";
}

const MEANING = new Map(SAME_MEANING.flatMap((set, index) => set.map((word) => [word, index])));

/** True when the phrase adds a word the subject already says, in the same or other words. */
export function saysTwice(phrase: TagPhrase, subject: string): boolean {
  const own = new Set(subject.split(" ").map((word) => MEANING.get(word) ?? word));
  return phrase.text
    .replace(/\{[^}]*\}/gu, " ")
    .split(" ")
    .filter(Boolean)
    .some((word) => own.has(MEANING.get(word) ?? word));
}

/** What a reading gives the phrases: the subject as searched, the place, and the facts they need. */
export interface TagTopic {
  reading: TopicReading;
  facets: ReadonlySet<TagFacet>;
  /** The subject as a tag; in Latin letters for a Devanagari subject, as Hinglish searches are typed. */
  subject: string;
  place: string | null;
}

export function tagTopic(keyword: string): TagTopic {
  const reading = readTopic(keyword);
  const devanagari = hasDevanagari(reading.subject);
  let subject = cleanTag(devanagari ? reading.latin : reading.subject);
  // A Latin spelling is used only when it is a word people know ("khana", "paneer"): letter-by-letter
  // transliteration can land on another word ("साड़ी" → "sadi").
  if (devanagari && !readTopic(subject).known) subject = "";
  // An unknown subject that is not the keyword's own words in order ("c" from "c++") makes no phrase.
  if (reading.kind === "general" && !` ${cleanTag(keyword)} `.includes(` ${subject} `)) subject = "";
  return { reading, facets: tagFacets(reading), subject, place: qualifyingPlace(reading) };
}

/** Whether a phrase may be used for this reading: the rule no tag breaks. */
export function phraseFits(phrase: TagPhrase, topic: TagTopic): boolean {
  const { reading, facets } = topic;
  if (!phrase.kinds.includes(reading.kind)) return false;
  if (phrase.formats && (reading.format === null || !phrase.formats.includes(reading.format))) return false;
  if (phrase.when && !phrase.when.every((facet) => facets.has(facet))) return false;
  if (phrase.text.includes("{p}") && topic.place === null) return false;
  if (phrase.text.includes("{year}") && !reading.timeBound) return false;
  // A keyword that is only a format gets the searches for that format, and nothing built on "study".
  if (facets.has("bare") !== (phrase.when?.includes("bare") ?? false)) return false;
  return !phrase.text.includes("{s}") || !saysTwice(phrase, topic.subject);
}

function fill(phrase: TagPhrase, topic: TagTopic, year: number): string {
  return cleanTag(
    phrase.text
      .replace("{s}", () => topic.subject)
      .replace("{p}", () => topic.place ?? "")
      .replace("{year}", () => String(year)),
  );
}

/** The phrases people search that the topic map lists for the subject's own topics ("cutting chai"). */
function mapPhrases(topic: TagTopic): string[] {
  const fitting = new Set(MAP_KINDS_FOR[topic.reading.kind]);
  const own = new Set(topic.subject.split(" "));
  // The best topic only: a second one is often a neighbour ("party" for Diwali party).
  const [best] = topic.reading.topics;
  if (!best || best.near || !fitting.has(best.topic.kind)) return [];
  return best.topic.words
    .map(cleanTag)
    .filter((phrase) => phrase.includes(" ") && phrase.split(" ").some((word) => own.has(word)))
    .slice(0, MAP_PHRASES);
}

/**
 * What the keyword itself says about the subject, kept: the subject with its modifiers ("first
 * salary budgeting", "winter skincare for dry skin"), its head noun with them ("skincare for dry
 * skin") and the head noun alone ("skincare"), the broader search the subject belongs to.
 */
function ownedPhrases(topic: TagTopic): string[] {
  const { reading } = topic;
  if (topic.subject === "" || hasDevanagari(reading.subject)) return [];
  const head = reading.head !== undefined && !hasDevanagari(reading.head) ? cleanTag(reading.head) : null;
  const modified = reading.modifiers === undefined ? [] : [cleanTag(subjectWithModifiers(reading, topic.subject))];
  // Only a purpose goes with the head alone: "skincare for dry skin", never "first budgeting".
  const purposes = reading.modifiers?.every((modifier) => /^(?:for|under|below|with) /u.test(modifier)) ?? false;
  const headModified = head !== null && purposes ? [cleanTag(subjectWithModifiers(reading, head))] : [];
  // A model's line ("iphone" for "iphone 16") comes last, as the product line.
  const alone = head !== null && head.length > 3 && !topic.facets.has("model") ? [head] : [];
  return [...modified, ...headModified, ...alone];
}

/** The subject without a model number, when it has one ("iphone 16" → "iphone"): the line people also search. */
function productLine(topic: TagTopic): string | null {
  if (topic.reading.kind !== "product" || topic.reading.format === "comparison") return null;
  const words = topic.subject.split(" ");
  let end = words.length;
  while (end > 1 && /\d/u.test(words[end - 1] ?? "")) end--;
  return end < words.length ? words.slice(0, end).join(" ") : null;
}

/**
 * The sides of a comparison the other way round ("samsung s24 vs iphone 16"): people search
 * both orders.
 */
function swapped(subject: string): string | null {
  const sides = subject.split(" vs ");
  return sides.length === 2 ? `${sides[1]} vs ${sides[0]}` : null;
}

/**
 * The tail every writing shares: each candidate in turn while the field stays within YouTube's
 * 500, skipping blanks, repeats, tags over 60 characters and tags that say a word twice.
 */
function packTags(candidates: readonly string[], main: string): TagOutcome {
  const tags: string[] = [];
  let length = 0;
  for (const tag of unique(candidates)) {
    if (tag === "" || codePointLength(tag) > MAX_TAG_CHARS) continue;
    // The topic as typed is the visitor's own words; every other tag must read cleanly.
    if (tag !== main && repeatsAWord(tag)) continue;
    const added = tagCost(tag) + (tags.length > 0 ? 1 : 0);
    if (length + added > TAG_CHAR_LIMIT) continue;
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

/**
 * Tags for a topic, in order of value: the topic as typed, its subject, what the keyword named
 * (review, recipe, vlog…), the searches that fit its kind and place, phrases from the topic map
 * that name it, then the product line. Built from the reading, never cut out of the keyword, so no
 * fragment ("16 review", "street") and no lone generic word appears. Each is added while the field
 * stays within YouTube's 500; duplicates, tags over 60 characters and tags that say a word twice
 * are skipped.
 */
function englishTags(rawTopic: string, year: number): TagOutcome {
  // Only the start of an enormous topic can end up in a tag; cleaning all of it would be wasted work.
  const typed = sliceCodePoints(rawTopic, 2_000);
  const keyword = cleanTag(typed);
  if (!/[\p{L}\p{N}]/u.test(keyword)) return { ok: false, message: TAG_MESSAGES.topic };

  const main = shortenAtWord(keyword, MAX_TAG_CHARS);
  const topic = tagTopic(typed);
  const { reading, facets } = topic;
  const known = reading.kind !== "general" && !facets.has("bare");
  const comparison = reading.format === "comparison";
  // An unknown subject is the keyword's own words: the keyword says it already, and better. A
  // one-word subject a place qualifies ("cafe" in Bangalore) is too broad to stand alone.
  // A one-word kind of thing ("cafe", "room", "kurti") says little alone when the keyword said more.
  const broad =
    !topic.subject.includes(" ") && facets.has("common") && (facets.has("placed") || reading.format !== null);
  const alone = known && topic.subject !== "" && !broad;
  const subject = alone ? [topic.subject, swapped(topic.subject) ?? ""] : [];
  const native = known && hasDevanagari(reading.subject) ? [cleanTag(reading.subject)] : [];
  // A comparison's subject is two things: only the comparison's own searches fit it.
  // A tour shows the place from inside: "best room" or "room near me" is another search.
  const ownKind = known && !comparison && reading.format !== "tour";
  const bank = [...FORMAT_TAG_PHRASES, ...BARE_TAG_PHRASES, ...(ownKind ? KIND_TAG_PHRASES : [])];
  const phrases = bank.filter((phrase) => phraseFits(phrase, topic));
  const filled = phrases.map((phrase) =>
    topic.subject === "" && phrase.text.includes("{s}") ? "" : fill(phrase, topic, year),
  );
  const related = known && !comparison && !facets.has("model") ? mapPhrases(topic) : [];
  const candidates = unique([
    main,
    ...native,
    ...subject,
    ...(known && !comparison ? ownedPhrases(topic) : []),
    ...filled,
    ...related,
    productLine(topic) ?? "",
  ]);

  return packTags(candidates, main);
}

// The Hindi page's writings: searches in Hindi (Devanagari), Hinglish and English, mixed; or in
// Roman letters only (Hinglish and English) when the visitor chooses Hinglish. Built on the English
// reading of the topic and its English tags, and held to the same limits.

/**
 * "कुत्ता की देखभाल", "kutta ki dekhbhal": a phrase that would bend a noun ending in "ा"/"a" after
 * {s}. A name does not bend ("रोहित शर्मा की कहानी"), so only a common noun is refused.
 */
export function bendsSubject(phrase: TagPhrase, subject: string, named = false): boolean {
  return !named && /(?:a|ा)$/iu.test(subject) && /\{s\} (?:की|का|के|ki|ka|ke)(?= |$)/u.test(phrase.text);
}

/** The subject and place a script's phrases are written with; a subject of "" writes none. */
interface Written {
  subject: string;
  place: string | null;
}

/** The Devanagari phrases' subject and place: as typed in Devanagari, or as listed; a brand as named. */
export function hindiWritten(topic: TagTopic): Written {
  const { reading } = topic;
  const native = hasDevanagari(reading.subject) ? cleanTag(reading.subject) : null;
  const listed = native ?? devanagariSpelling(topic.subject);
  const named = LATIN_NAME_KINDS.includes(reading.kind) ? topic.subject : "";
  const place =
    topic.place === null ? null : hasDevanagari(topic.place) ? topic.place : devanagariSpelling(topic.place);
  return { subject: listed ?? named, place };
}

function phrasesFor(bank: readonly TagPhrase[], topic: TagTopic, written: Written, year: number): string[] {
  if (written.subject === "") return [];
  const own: TagTopic = { ...topic, subject: written.subject, place: written.place };
  return bank
    .filter((phrase) => phraseFits(phrase, own) && !bendsSubject(phrase, written.subject, topic.facets.has("named")))
    .map((phrase) =>
      cleanTag(
        phrase.text
          .replace("{s}", () => written.subject)
          .replace("{p}", () => written.place ?? "")
          .replace("{year}", () => String(year)),
      ),
    );
}

/** Takes one from each list in turn, so the field holds a mix whatever the 500 leaves room for. */
export function interleave(lists: readonly (readonly string[])[]): string[] {
  const mixed: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) mixed.push(item);
    }
  }
  return mixed;
}

/**
 * Tags for the Hindi page. In Devanagari writing: the topic as typed, the subject in Devanagari,
 * then Devanagari, English and Hinglish searches in turn. In Hinglish: the same without Devanagari,
 * Hinglish searches first. Phrases follow the English page's rules for the topic's kind, format and
 * place; a topic the reader does not know gets its English page's tags and the Hindi ones its words allow.
 */
function hindiCandidates(rawTopic: string, year: number, writing: Exclude<Writing, "en">, english: TagResult) {
  const [main = "", ...others] = english.tags;
  const topic = tagTopic(rawTopic.slice(0, 2_000));
  const known = topic.reading.kind !== "general" && !topic.facets.has("bare");
  const ownKind = known && topic.reading.format !== "comparison" && topic.reading.format !== "tour";
  const hindiBank = [...HINDI_FORMAT_TAG_PHRASES, ...(ownKind ? HINDI_KIND_TAG_PHRASES : [])];
  const hinglishBank = [...HINGLISH_FORMAT_TAG_PHRASES, ...(ownKind ? HINGLISH_KIND_TAG_PHRASES : [])];
  // Hinglish writes a known Devanagari subject in Roman letters, as the reader spells it, when the
  // English page found no known spelling for it.
  const { reading } = topic;
  const spelled = reading.kind !== "general" && hasDevanagari(reading.subject);
  const respelled = topic.subject === "" && spelled;
  const roman = respelled ? cleanTag(reading.latin) : topic.subject;
  const hinglish = phrasesFor(hinglishBank, topic, { subject: roman, place: topic.place }, year);

  let candidates: string[];
  if (writing === "hi") {
    const written = hindiWritten(topic);
    const hindi = phrasesFor(hindiBank, topic, written, year);
    // The subject alone only where the English page lists it alone: a broad word ("cafe") is not a search.
    const listed = english.tags.includes(topic.subject) || english.tags.includes(written.subject);
    const alone = known && listed && hasDevanagari(written.subject) ? [written.subject] : [];
    candidates = [main, ...alone, ...interleave([hindi, others, hinglish])];
  } else {
    // A topic typed in Devanagari is searched in Roman letters too: its English tags hold the spelling.
    const alone = respelled ? [roman] : [];
    candidates = [main, ...alone, ...interleave([hinglish, others])].filter((tag) => !hasDevanagari(tag));
  }

  return { candidates, main };
}

/**
 * Tags for a topic in a writing: English by default, or the Hindi page's Devanagari or Hinglish,
 * which start from the English tags for the same topic.
 */
export function generateTags(rawTopic: string, year: number, writing: Writing = "en"): TagOutcome {
  const english = englishTags(rawTopic, year);
  if (writing === "en" || !english.ok) return english;
  const { candidates, main } = hindiCandidates(rawTopic, year, writing, english.result);
  return packTags(candidates, main);
}
