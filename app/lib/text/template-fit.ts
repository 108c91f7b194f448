// Which of a bank's templates read right for a topic: the post and description generators write
// their openings for kinds, formats and traits of the reading, and pick them here.
import type { SubjectKind, TopicReading, VideoFormat } from "~/lib/topic";
import { LEXICON } from "~/lib/topic/lexicon.data";

/**
 * What a template needs to know about a reading beyond its kind and format. Each trait is a plain
 * rule over the reading, so a template can say "only for a how-to" or "not for wildlife".
 *
 * - `howTo`: the reader found a how-to (a skill, a home recipe, tips or a tutorial).
 * - `eatenOut`: food the visitor eats out rather than cooks (street food, momos in Kolkata).
 * - `region`: a city, state or country that is the subject itself (Manali, Goa, मनाली).
 * - `venue`: any other place: a cafe, a temple, a landmark (the Taj Mahal).
 * - `withPlace`: the keyword names a place besides the subject ("street food" in Delhi).
 * - `exam`: a study topic that is an exam (NEET, UPSC, CUET preparation), not a subject like maths.
 * - `prep`: the subject says it is preparation or studying ("NEET ki taiyari", "padhai").
 * - `videoGame`: a game the topic map files under gaming (BGMI, Minecraft), not chess or ludo.
 * - `shooter`: a shooter or battle royale (BGMI, Free Fire, Valorant), where players trade sensitivity settings.
 * - `wild`: an animal seen in the wild, not kept as a pet.
 * - `stray`: street animals: cared for, but nobody's pet.
 * - `named`: the subject is a name and only a name (Virat Kohli, Diwali, iPhone), not a role, a
 *   common noun or a name with more words after it (mom, wedding, Diwali decor).
 * - `latinless`: the subject has no Latin letters (Devanagari, emoji): casing cannot say whether it is a name.
 * - `sport`: an event that is a tournament (IPL, World Cup), not a festival or an occasion.
 * - `formatOnly`: the keyword was only a format ("grwm", "study with me"): the subject is the reader's stand-in.
 * - `shorts`: a tool's own trait, not the reader's: the description generator's title marks a Short.
 */
export type Trait =
  | "howTo"
  | "eatenOut"
  | "region"
  | "venue"
  | "withPlace"
  | "exam"
  | "prep"
  | "videoGame"
  | "shooter"
  | "wild"
  | "stray"
  | "named"
  | "latinless"
  | "sport"
  | "formatOnly"
  | "shorts";

/** Which readings a template is written for. It is never used for any other. */
export interface Fit {
  kinds: readonly SubjectKind[] | "any";
  /** `null` is a keyword that names no format. */
  formats: readonly (VideoFormat | null)[] | "any";
  needs?: readonly Trait[];
  avoids?: readonly Trait[];
  /**
   * Written to fit anything, so used only when no template written for the reading fits: an
   * unknown word, or a format on a kind nothing more specific covers.
   */
  fallback?: true;
}

const EXAM_TOPICS = new Set(["neet", "jee", "upsc", "boards", "govtexams"]);
const EXAM_WORDS =
  /(^|\s)(exams?|boards?|class \d+|\d+th|entrance|pariksha|preparation|prep|taiyari|tayari|परीक्षा|तैयारी)(\s|$)/iu;
/** An exam's name is an acronym: NEET, UPSC, CUET, GATE CSE, CA Foundation. */
const ACRONYM = /^\p{Lu}{2,}(\s|$)/u;
const PREP_WORDS = /(^|\s)(preparation|prep|taiyari|tayari|padhai|study|studying|तैयारी|पढ़ाई)(\s|$)/iu;
const WILD_WORDS =
  /(^|\s)(wildlife|wild|safari|tigers?|elephants?|leopards?|lions?|deer|rhinos?|bears?|crocodiles?|snakes?|peacocks?|jungle|forest)(\s|$)/iu;
const STRAY_WORDS = /(^|\s)(street|stray|strays|awara)(\s|$)/iu;
const SPORT_TOPICS = new Set(["cricket", "football"]);
const BOARD_GAMES = new Set(["boardgames"]);
const SHOOTERS = new Set(["bgmi", "freefire", "valorant", "codm", "fortnite"]);
/** The subjects the reader stands in for a keyword that is only a format. */
const FORMAT_ONLY_SUBJECT: Readonly<Partial<Record<VideoFormat, string>>> = {
  grwm: "getting ready",
  "study-with-me": "study",
};

/** The topic map's own topics for the reading; a topic found only by resemblance is a guess. */
export function firmTopicIds(reading: TopicReading): string[] {
  return reading.topics.filter((match) => !match.near).map((match) => match.topic.id);
}

/** Every word carries a capital somewhere or is a number: "Virat Kohli", "iPhone 16", not "Diwali decor". */
function isName(subject: string): boolean {
  const words = subject.split(/\s+/u);
  return /\p{Lu}/u.test(subject) && words.every((word) => /\p{Lu}|^\p{N}+$/u.test(word));
}

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/gu, "") === b.toLowerCase().replace(/\s+/gu, "");

/** The subject is the place the keyword names: "Manali", or "मनाली" read as Manali. */
function isRegion(reading: TopicReading): boolean {
  const { place } = reading;
  return reading.kind === "place" && place !== null && (reading.subject === place || sameName(reading.latin, place));
}

export function traitsOf(reading: TopicReading, extra: readonly Trait[] = []): ReadonlySet<Trait> {
  const { kind, subject } = reading;
  const topics = firmTopicIds(reading);
  const gaming = reading.topics.some(
    (match) => !match.near && match.topic.kind === "gaming" && !BOARD_GAMES.has(match.topic.id),
  );
  const region = isRegion(reading);
  const traits: [Trait, boolean][] = [
    ["howTo", reading.howTo],
    ["eatenOut", kind === "food" && !reading.howTo],
    ["region", region],
    ["venue", kind === "place" && !region],
    ["withPlace", reading.place !== null && !region && !subject.includes(reading.place)],
    [
      "exam",
      kind === "study" &&
        (topics.some((id) => EXAM_TOPICS.has(id)) || EXAM_WORDS.test(subject) || ACRONYM.test(subject)),
    ],
    ["prep", PREP_WORDS.test(subject)],
    ["videoGame", kind === "game" && gaming],
    ["shooter", kind === "game" && topics.some((id) => SHOOTERS.has(id))],
    ["wild", kind === "animal" && WILD_WORDS.test(subject)],
    ["stray", kind === "animal" && STRAY_WORDS.test(subject)],
    ["named", isName(subject)],
    ["latinless", !/\p{Script=Latin}/u.test(subject)],
    ["sport", kind === "event" && topics.some((id) => SPORT_TOPICS.has(id))],
    ["formatOnly", reading.format !== null && FORMAT_ONLY_SUBJECT[reading.format] === subject],
  ];
  return new Set([...traits.filter(([, has]) => has).map(([trait]) => trait), ...extra]);
}

/** Whether a template written for `fit` reads right for this reading. */
export function fits(fit: Fit, reading: TopicReading, traits: ReadonlySet<Trait>): boolean {
  return (
    (fit.kinds === "any" || fit.kinds.includes(reading.kind)) &&
    (fit.formats === "any" || fit.formats.includes(reading.format)) &&
    (fit.needs ?? []).every((trait) => traits.has(trait)) &&
    !(fit.avoids ?? []).some((trait) => traits.has(trait))
  );
}

/**
 * The templates written for this reading; the fallbacks only when none is. Never empty as long
 * as the bank holds fallbacks.
 */
export function fittingTemplates<T extends { fit: Fit }>(
  bank: readonly T[],
  reading: TopicReading,
  extra: readonly Trait[] = [],
): T[] {
  const traits = traitsOf(reading, extra);
  const fitting = bank.filter((template) => fits(template.fit, reading, traits));
  const specific = fitting.filter((template) => !template.fit.fallback);
  return specific.length > 0 ? specific : fitting;
}

/** Names the set of templates a reading gets, so one visit deals each set from its own deck. */
export function fitKey(reading: TopicReading, extra: readonly Trait[] = []): string {
  return [reading.kind, reading.format ?? "none", ...[...traitsOf(reading, extra)].sort()].join(":");
}

/** Kinds whose subject reads "{place} {subject}" ("Delhi street food"); others read "{subject} in {place}". */
const PLACE_FIRST: ReadonlySet<SubjectKind> = new Set(["food", "place", "product", "brand"]);
/** A country reads after the subject: "haunted places in India", not "India haunted places". */
const COUNTRIES = new Set(["India", "Nepal", "Bhutan", "Sri Lanka", "Thailand", "Vietnam", "Japan", "USA", "Canada"]);

/**
 * The subject with the place the keyword names: "Delhi street food", "Durga Puja in Kolkata".
 * A place that is the subject (Manali, मनाली) is not said twice.
 */
export function topicPhrase(reading: TopicReading): string {
  const { subject, place } = reading;
  if (place === null || isRegion(reading) || subject.includes(place)) return subject;
  return PLACE_FIRST.has(reading.kind) && !COUNTRIES.has(place) ? `${place} ${subject}` : `${subject} in ${place}`;
}

let lowerCaseBrands: ReadonlySet<string> | null = null;

/** Brands their makers write in lower case ("realme"): never capitalised, even to open a sentence. */
function lowerCaseNames(): ReadonlySet<string> {
  lowerCaseBrands ??= new Set(
    LEXICON.brand
      .map((line) => (line.split("|")[0] ?? "").split(" ")[0] ?? "")
      .filter((word) => word !== "" && !/\p{Lu}/u.test(word)),
  );
  return lowerCaseBrands;
}

/**
 * The phrase as a sentence opens with it: a capital for a plain lower-case first word ("Street
 * food", "Elephants in Kerala"), never for a name with its own casing (iPhone, realme, boAt).
 */
export function sentenceStart(phrase: string): string {
  // The first word without what follows it in a sentence ("realme:" is realme).
  const [first = ""] = phrase.split(/[\s,.:;!?…)]/u);
  if (/\p{Lu}/u.test(first) || lowerCaseNames().has(first)) return phrase;
  const code = phrase.codePointAt(0);
  if (code === undefined) return phrase;
  const head = String.fromCodePoint(code);
  return head.toUpperCase() + phrase.slice(head.length);
}

/** "i" as a word on its own, or before an apostrophe ("i'd"): never inside a word, a tag or an address. */
const LONE_I = /(?<![\p{L}\p{N}_'’#@./-])i(?=['’]|[^\p{L}\p{N}_]|$)/gu;

/**
 * Text a generator writes in Latin letters (English, Hinglish), as sentences read: each line that
 * opens with a letter opens with a capital (`sentenceStart`: names with their own casing stay), and
 * the pronoun is "I". Hashtag lines are tags and stay as they are.
 */
export function startSentences(text: string): string {
  return text
    .split("\n")
    .map((line) => (line.startsWith("#") ? line : sentenceStart(line).replace(LONE_I, "I")))
    .join("\n");
}
