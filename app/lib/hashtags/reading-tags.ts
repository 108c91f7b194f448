import type { SubjectKind, TopicReading, VideoFormat } from "~/lib/topic";
import { codePointLength, unique } from "~/lib/text/text";
import type { Topic } from "~/lib/topic-map/topic";
import { FORMAT_WORD } from "./tag-formats";
import { KIND_FLOOR } from "./kind-floor.data";
import { isUsableTag, normaliseKeyword } from "./tags";
import { STOP_WORDS, stem, tokenise } from "~/lib/topic-map/words";

/**
 * The tags a reading makes of itself: the subject as a tag, subject + format where that is a tag
 * creators use (#iphone16review), place + subject (#delhistreetfood), the year and how-to tags
 * where they belong. Both platforms build on these; what each puts first is its own module's business.
 */

/** Longer glued tags read as a sentence with the spaces taken out, and nobody searches them. */
export const MAX_COMPOUND = 24;

/**
 * Kinds a format word does not go with even when the reader names the format: "rangoli recipe" and
 * "UPSC tutorial" are not tags anyone follows (#upscpreparation is), "chai tips" is not a how-to.
 */
const FORMAT_WORD_NOT_FOR: Readonly<Partial<Record<VideoFormat, readonly SubjectKind[]>>> = {
  recipe: ["product", "brand", "place", "activity", "animal", "person", "event", "study", "game", "show", "field"],
  tutorial: ["food", "study", "event", "person", "animal", "place", "show"],
  tips: ["food", "show", "person", "event"],
};

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN = /^[a-z0-9_]+$/u;

/**
 * The subject's sides: two for a comparison or a match ("iPhone 16 vs Galaxy S24", "RCB vs CSK"),
 * else one. A title with "vs" in it ("Sapne Vs Everyone", a show or a name nothing knows) is one
 * show, one tag: #sapne and #everyone would be tags about nothing.
 */
function sides(reading: TopicReading): string[] {
  const title = reading.kind === "show" || reading.kind === "general";
  if (title && reading.format !== "comparison") return [reading.subject.trim()];
  const parts = reading.subject.split(/\s+vs\.?\s+/iu);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** The subject as tags, one per side: "iphone16", "streetfood", "खाना". */
export function subjectTags(reading: TopicReading): string[] {
  return unique(sides(reading).map(normaliseKeyword)).filter(isUsableTag);
}

/** A glued tag worth offering: usable, not too long, and in one script. */
function compound(...parts: string[]): string | null {
  const tag = parts.join("");
  const scripts = new Set(parts.filter((part) => part !== "").map((part) => DEVANAGARI.test(part)));
  if (scripts.size > 1 || codePointLength(tag) > MAX_COMPOUND || !isUsableTag(tag)) return null;
  return tag;
}

/**
 * The words a tag about this subject is built on, closest first. `exact` are the subject itself
 * and its stem or Latin spelling ("cat", "khana"); `words` its separate words ("street", "food").
 */
export interface SubjectHeads {
  exact: string[];
  words: string[];
}

const MIN_HEAD = 3;

export function subjectHeads(reading: TopicReading): SubjectHeads {
  const keys = subjectTags(reading);
  const latin = reading.latin
    .split(/\s+vs\s+/u)
    .map(normaliseKeyword)
    .filter((key) => LATIN.test(key));
  const single = keys.filter((key) => !/\d/u.test(key)).map(stem);
  const exact = unique([...keys, ...single, ...latin]).filter((head) => codePointLength(head) >= MIN_HEAD);
  const words = unique(
    sides(reading).flatMap((side) => {
      const tokens = tokenise(side);
      return tokens.length > 1 ? tokens : [];
    }),
  ).filter((word) => codePointLength(word) >= MIN_HEAD && !STOP_WORDS.has(word) && !/^\d+$/u.test(word));
  return { exact, words: words.filter((word) => !exact.includes(word)) };
}

/** The place as a tag when it qualifies the subject ("Delhi" in "street food delhi"), not when it is the subject. */
export function placeTag(reading: TopicReading): string | null {
  // Nearly everything here is in India: #indiahauntedplaces is no tag, #hauntedplacesinindia is a sentence.
  if (reading.place === null || reading.place === "India") return null;
  const place = normaliseKeyword(reading.place);
  // "मनाली" is Manali itself: its Latin spelling says so.
  if (place === "" || place === normaliseKeyword(reading.latin)) return null;
  return subjectTags(reading).every((subject) => subject.includes(place)) ? null : place;
}

/** Every tag of a topic, all tiers. */
export const tagsOf = (topic: Topic): readonly string[] => [...topic.niche, ...topic.mid, ...topic.broad];

/** The word a format adds to this subject, if it makes a tag creators use. */
function formatWord(reading: TopicReading): string | null {
  const { format, kind } = reading;
  if (format === null) return null;
  const word = FORMAT_WORD[format];
  if (!word || FORMAT_WORD_NOT_FOR[format]?.includes(kind)) return null;
  return word;
}

/**
 * The keyword's own tags, most specific first: the keyword as typed when it is a tag the map knows
 * (#traveldiaries), place + subject (#delhistreetfood, the map's spelling when it has one), subject
 * + format (#iphone16review), then the subject itself. A word nothing knows is kept as typed.
 */
export function ownTags(reading: TopicReading, topics: readonly Topic[]): string[] {
  const typed = normaliseKeyword(reading.input);
  const subjects = subjectTags(reading);
  const word = formatWord(reading);
  const withFormat = word ? subjects.map((subject) => compound(subject, word)) : [];
  if (reading.kind === "general" && topics.length === 0) {
    const plain = reading.format !== null || reading.group ? subjects : [];
    return unique(
      [typed, ...withFormat, ...plain, ...(reading.group ?? [])].filter(
        (tag): tag is string => tag !== null && isUsableTag(tag),
      ),
    );
  }
  const known = new Set(topics.flatMap(tagsOf));
  const out: (string | null)[] = [];
  if (known.has(typed)) out.push(typed);
  const place = placeTag(reading);
  if (place !== null) {
    for (const subject of subjects.filter((tag) => !tag.includes(place))) {
      const mapped = [`${place}${subject}`, `${subject}${place}`].find((tag) => known.has(tag));
      out.push(mapped ?? compound(place, subject));
    }
  }
  out.push(...withFormat);
  // A Devanagari keyword keeps its own format word ("पनीर रेसिपी" → #पनीररेसिपी), never a Latin one.
  const devanagari = DEVANAGARI.test(reading.input) && !/[a-z]/iu.test(reading.input);
  if (devanagari && tokenise(reading.input).length <= 3) out.push(compound(typed));
  out.push(...subjects);
  if (topics.length === 0) out.push(...partTags(reading));
  return unique(out.filter((tag): tag is string => tag !== null && isUsableTag(tag)));
}

/**
 * For a known subject the map has no topic for, the parts that are known still make true tags:
 * the head noun and the group the dictionary puts it in ("electric kettle" → #kettle, #kitchen,
 * #kitchenessentials), the format on its own (#review), then tags true of anything of its kind
 * (#animallovers for any animal). A subject nobody knows gets none: its kind would be a guess.
 */
export function partTags(reading: TopicReading): string[] {
  if (!reading.known) return [];
  const format = formatWord(reading);
  return [...(reading.group ?? []), ...(format ? [format] : []), ...(KIND_FLOOR[reading.kind] ?? [])].filter((tag) =>
    isUsableTag(tag),
  );
}

/**
 * How-to tags for a how-to reading: #paneerrecipe for a dish, #yogatips and #yogatutorial for a
 * skill. None for Devanagari subjects (no Latin word glued on) or any other reading.
 */
export function howToTags(reading: TopicReading): string[] {
  // "upsc ki taiyari" + "tips" is a sentence, not a tag.
  if (!reading.howTo || tokenise(reading.subject).length > 2) return [];
  const words = reading.kind === "food" ? ["recipe"] : ["tips", "tutorial"];
  return subjectTags(reading)
    .flatMap((subject) => words.map((word) => compound(subject, word)))
    .filter((tag): tag is string => tag !== null);
}

/** Kinds of thing that have a year: launches, seasons, exam cycles, releases. Chai and yoga do not. */
const DATED_KINDS: ReadonlySet<SubjectKind> = new Set(["product", "brand", "event", "study", "show", "game"]);
/** A year reads as part of a short name (#t20worldcup2026), not of a phrase (#shaadikitayari2026). */
const MAX_DATED = 12;

/**
 * The subject with a year, for a time-bound reading of a thing that dates (#diwali2026, #neet2026):
 * the year the keyword names, else `year`. None where the subject ends in a number (#iphone162026
 * reads as one number) or is a phrase.
 */
export function yearTag(reading: TopicReading, year: number): string | null {
  if (!reading.timeBound || !DATED_KINDS.has(reading.kind)) return null;
  const named = /\b((?:19|20)\d\d)\b/u.exec(reading.input)?.[1];
  const [subject] = subjectTags(reading);
  if (!subject || /\d$/u.test(subject) || codePointLength(subject) > MAX_DATED) return null;
  return compound(subject, named ?? String(year));
}
