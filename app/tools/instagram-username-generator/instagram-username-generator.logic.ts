import type { Lang } from "~/lib/lang/lang";
import { formatCount } from "~/lib/text/numbers";
import { type Rng, pick, shuffle } from "~/lib/text/random";
import { collapseWhitespace } from "~/lib/text/text";
import { type TopicReading, readTopic, latinOf } from "~/lib/topic";
import { STOP_WORDS } from "~/lib/topic-map/words";
import {
  type HandleKind,
  IG_PREFIX,
  JOINERS,
  LEAD_WORDS,
  NUMBER_JOINERS,
  NUMBER_LIMIT,
  TAIL_WORDS,
  YOUTUBE_WORDS,
} from "./banks/en/handles.data";
import type { UsernameRequest } from "./instagram-username-generator.form";
import { USERNAME_WORDS } from "./words";

export const USERNAME_COUNT = 20;
export const MIN_LENGTH = 4;
export const MAX_LENGTH = 24;
/** Random draws before the systematic fill takes over; a typical keyword needs 25 or so. */
export const MAX_RANDOM_ATTEMPTS = 200;
/**
 * Past this many characters a keyword cannot fit in a handle whatever is left out, so its
 * Devanagari is spelled letter by letter instead of being read word by word.
 */
const READ_LIMIT = 200;

const DOTS = /\.{2,}/g;
const UNDERSCORES = /_{2,}/g;
/** A year a handle should not carry unless asked: 1900 to 2099, standing alone as a number. */
const YEAR = /^(?:19|20)\d\d$/u;

/** Trims dots and underscores at both ends with index loops: a regex here backtracks badly on long runs. */
function trimEdges(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === "." || text[start] === "_")) start++;
  while (end > start && (text[end - 1] === "." || text[end - 1] === "_")) end--;
  return text.slice(start, end);
}

/** Double dots and double underscores collapsed, leading and trailing dots and underscores removed. */
export function cleanCandidate(candidate: string): string {
  return trimEdges(candidate.replace(DOTS, ".").replace(UNDERSCORES, "_"));
}

/**
 * Instagram's rules: 4 to 24 characters here, only a–z, 0–9, "." and "_", no "." at either end,
 * no "..". The product also trims "_" from the ends. A name needs a letter, since Instagram turns
 * away handles made only of digits and punctuation.
 */
export function isValidUsername(name: string): boolean {
  return (
    /^[a-z0-9._]+$/.test(name) &&
    name.length >= MIN_LENGTH &&
    name.length <= MAX_LENGTH &&
    !/^[._]|[._]$/.test(name) &&
    !name.includes("..") &&
    !name.includes("__") &&
    /[a-z]/.test(name)
  );
}

/** What a keyword gives a handle to be built around. */
export interface HandleBase {
  /** Its words in handle characters, in order: ["priya", "sharma"]. */
  words: string[];
  /** The words run together, the form every name's length is judged by: "priyasharma". */
  compact: string;
  /** What was typed but left out, so the screen can say so. */
  leftOut: { youtube: string[]; years: string[] };
}

/**
 * A Devanagari word in English letters as people write it in handles: the topic reader's own
 * spelling where it knows the word ("क्रिकेट" → "cricket", "दिल्ली" → "delhi"), otherwise letter by
 * letter ("खाना" → "khana", "प्रिया" → "priya").
 */
function latinWord(word: string): string {
  const reading = readTopic(word);
  const known = reading.known && reading.format === null && reading.latin.trim() !== "";
  return known ? reading.latin : latinOf(word);
}

/**
 * The keyword's words as a handle can hold them: Devanagari in English letters, lower case, every
 * character Instagram refuses dropped (so "Café-Lover#1" is "caflover1"), and, word part by word
 * part, YouTube words ("yt", "vlogs") left out, and years too unless the visitor asked for numbers.
 */
export function handleBase(raw: string, numbers: boolean): HandleBase {
  const text = collapseWhitespace(raw);
  const latin = text.length > READ_LIMIT ? latinOf(text) : text.replace(/\p{Script=Devanagari}+/gu, latinWord);
  const leftOut: HandleBase["leftOut"] = { youtube: [], years: [] };
  const words: string[] = [];
  for (const word of latin.toLowerCase().split(" ")) {
    const kept = word
      .replace(/[^a-z0-9._]+/g, "")
      .split(/([._])/)
      .map((part) => {
        if (YOUTUBE_WORDS.has(part)) {
          leftOut.youtube.push(part);
          return "";
        }
        if (numbers) return part;
        return part.replace(/\d+/g, (digits) => {
          if (!YEAR.test(digits)) return digits;
          leftOut.years.push(digits);
          return "";
        });
      })
      .join("");
    const clean = cleanCandidate(kept);
    if (clean !== "") words.push(clean);
  }
  return { words, compact: cleanCandidate(words.join("")), leftOut };
}

const TITLE_WORDS: ReadonlySet<string> = new Set([
  "vs",
  "versus",
  "of",
  "the",
  "and",
  "x",
  "aur",
  "ka",
  "ki",
  "ke",
  "se",
]);

/**
 * The words a handle may carry, from the reading: a fan page for a brand or a person the reader
 * knows by name (a name is capitalised word by word, "Virat Kohli", unlike a role such as "mom"
 * or "UPSC aspirant").
 */
export function handleKind(reading: Pick<TopicReading, "kind" | "subject" | "nameOnly">): HandleKind {
  if (reading.kind === "brand") return "fan";
  // Words nobody's own name holds ("Sapne vs Everyone", "Spy x Family"): a title, most often of a
  // show or a song, so its handles are a fan's and never "official" or "real".
  if (
    reading.kind === "general" &&
    reading.subject
      .toLowerCase()
      .split(" ")
      .some((word) => TITLE_WORDS.has(word))
  )
    return "show";
  const named = reading.subject.split(" ").every((word) => /^\p{Lu}/u.test(word));
  // A name nobody listed may be the visitor's own: a person's handles, never "official" or "real".
  if (reading.kind === "person" && named && reading.nameOnly !== true) return "fan";
  return reading.kind;
}

/** One name, in optional pieces around the keyword. */
interface Parts {
  /** "the_", "its.", "im", "the.real.", "ig_" or nothing. */
  lead: string;
  base: string;
  /** "_here", ".x", "gram", ".bites" or nothing. */
  tail: string;
  /** "7", "_21" or nothing: only when the visitor asked for numbers. */
  number: string;
}

const lead = (word: string, joiner: string) => `${word.replaceAll(" ", joiner)}${joiner}`;
const tail = (word: string, joiner: string) => `${joiner}${word}`;
const plain = (part: string) => part.replace(/[._]/g, "");

/**
 * The openers of a kind, as written with a joiner ("the_", "explore."), and the "ig_" prefix where
 * an underscore fits ("ig_priya.sharma" mixes two separators).
 */
export function leadsFor(kind: HandleKind, joiners: readonly string[] = JOINERS): string[] {
  const words = LEAD_WORDS[kind].flatMap((word) => joiners.map((joiner) => lead(word, joiner)));
  return kind === "fan" || !joiners.includes("_") ? words : [...words, IG_PREFIX];
}

/** The endings of a kind, as written with a joiner ("_here", ".bites", "gram"). */
export function tailsFor(kind: HandleKind, joiners: readonly string[] = JOINERS): string[] {
  return TAIL_WORDS[kind].flatMap((word) => joiners.map((joiner) => tail(word, joiner)));
}

/** Every number the visitor may get with "Add numbers" on, 1 to 98, as written: "7", "_21". */
export const NUMBERS: readonly string[] = NUMBER_JOINERS.flatMap((joiner) =>
  Array.from({ length: NUMBER_LIMIT - 1 }, (_, n) => `${joiner}${n + 1}`),
);

/**
 * The base as one word, and for several words also dotted and underscored: "priya.sharma". A
 * separator the visitor typed ("travel.diaries") is the one its additions take.
 */
function baseForms(base: HandleBase): { text: string; joiner: string | null }[] {
  const typed = /[._]/.exec(base.compact)?.[0] ?? null;
  const forms = [{ text: base.compact, joiner: typed }];
  if (base.words.length < 2) return forms;
  return [
    ...forms,
    { text: cleanCandidate(base.words.join(".")), joiner: "." },
    { text: cleanCandidate(base.words.join("_")), joiner: "_" },
  ];
}

/** "the.the_foodie", "traveldiaries.diaries", "official_priya_official": a word said twice. */
function repeats(leadPart: string, baseText: string, tailPart: string): boolean {
  const core = plain(baseText);
  return (
    (leadPart !== "" && core.startsWith(plain(leadPart))) ||
    (tailPart !== "" && core.includes(plain(tailPart))) ||
    (leadPart !== "" && tailPart !== "" && plain(leadPart) === plain(tailPart))
  );
}

function join(parts: Parts): string {
  return cleanCandidate(`${parts.lead}${parts.base}${parts.tail}${parts.number}`);
}

/**
 * A handle reads best with one addition to the keyword, rarely a prefix and an ending together.
 * With numbers asked for, about half the names carry one; without, none does.
 */
function randomParts(base: HandleBase, kind: HandleKind, numbers: boolean, rng: Rng): Parts {
  const form = pick(baseForms(base), rng);
  // A dotted base takes dotted additions: "priya.sharma.official", not "priya.sharma_official".
  const joiners = form.joiner === null ? JOINERS : [form.joiner];
  const leads = leadsFor(kind, joiners);
  const tails = tailsFor(kind, joiners);
  const number = () => (numbers && rng() < 0.5 ? pick(NUMBERS, rng) : "");
  const shape = rng();
  const parts = { lead: "", base: form.text, tail: "", number: "" };
  if (shape < (numbers ? 0.3 : 0.4)) return { ...parts, lead: pick(leads, rng), number: number() };
  if (shape < (numbers ? 0.6 : 0.85)) return { ...parts, tail: pick(tails, rng), number: number() };
  if (numbers && shape < 0.85) return { ...parts, number: pick(NUMBERS, rng) };
  if (shape < 0.95) {
    const joiner = pick(joiners, rng);
    return { ...parts, lead: pick(leadsFor(kind, [joiner]), rng), tail: pick(tailsFor(kind, [joiner]), rng) };
  }
  return parts;
}

function acceptable(parts: Parts): string | null {
  if (repeats(parts.lead, parts.base, parts.tail)) return null;
  const name = join(parts);
  return isValidUsername(name) ? name : null;
}

/**
 * Every name the pieces can make that fits in 24 characters. Pieces are pruned by length before
 * any string is built, so a long keyword (where this list matters) costs next to nothing.
 */
function allFittingNames(base: HandleBase, kind: HandleKind, numbers: boolean): string[] {
  const names: string[] = [];
  const numberParts = numbers ? ["", ...NUMBERS] : [""];
  for (const form of baseForms(base)) {
    const joiners = form.joiner === null ? JOINERS : [form.joiner];
    for (const leadPart of ["", ...leadsFor(kind, joiners)]) {
      for (const tailPart of ["", ...tailsFor(kind, joiners)]) {
        const room = MAX_LENGTH - leadPart.length - form.text.length - tailPart.length;
        if (room < 0) continue;
        for (const number of numberParts) {
          if (number.length > room) continue;
          const name = acceptable({ lead: leadPart, base: form.text, tail: tailPart, number });
          if (name !== null) names.push(name);
        }
      }
    }
  }
  return names;
}

/**
 * Up to 20 unique, valid usernames around a keyword's base, with the words its kind takes. Every
 * name holds the whole base (never reversed: that reads as noise), which also bounds the work: a
 * base over 24 characters cannot fit and returns nothing at once. Cutting it down would hand back
 * a stranger's name, not the visitor's, so the screen asks for a shorter keyword instead.
 * Otherwise a fixed number of random draws runs, and if a long keyword leaves too few, the short
 * list of everything that fits fills in.
 */
export function generateUsernames(base: HandleBase, kind: HandleKind, numbers: boolean, rng: Rng): string[] {
  if (base.compact.length === 0 || base.compact.length > MAX_LENGTH) return [];
  const names = new Set<string>();

  for (let attempt = 0; attempt < MAX_RANDOM_ATTEMPTS && names.size < USERNAME_COUNT; attempt++) {
    const name = acceptable(randomParts(base, kind, numbers, rng));
    if (name !== null) names.add(name);
  }
  if (names.size < USERNAME_COUNT) {
    for (const name of shuffle(allFittingNames(base, kind, numbers), rng)) {
      if (names.size >= USERNAME_COUNT) break;
      names.add(name);
    }
  }
  return [...names];
}

/** Why a list came out short, in words a creator can act on; null when all 20 are there. */
export function shortfallReason(compact: string, found: number, lang: Lang = "en"): string | null {
  if (found >= USERNAME_COUNT) return null;
  const words = USERNAME_WORDS[lang];
  if (compact.length > MAX_LENGTH) return words.tooLong(MAX_LENGTH, formatCount(compact.length));
  return `${words.fit(found)}${words.fitReason(MAX_LENGTH, USERNAME_COUNT)}`;
}

function quoted(words: readonly string[], and: string): string {
  const list = [...new Set(words)].map((word) => `“${word}”`);
  return list.length === 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} ${and} ${list.at(-1) ?? ""}`;
}

/** What was left out of the keyword and why, or null when nothing was. */
export function leftOutNote(leftOut: HandleBase["leftOut"], lang: Lang = "en"): string | null {
  const words = USERNAME_WORDS[lang];
  const notes: string[] = [];
  const { youtube, years } = leftOut;
  if (youtube.length > 0) notes.push(words.youtubeLeftOut(quoted(youtube, words.and), new Set(youtube).size === 1));
  if (years.length > 0) notes.push(words.yearsLeftOut(quoted(years, words.and), new Set(years).size === 1));
  return notes.length > 0 ? notes.join(" ") : null;
}

export interface UsernameResult {
  names: string[];
  /** Why there are fewer than 20, or null. */
  shortfall: string | null;
  /** What the names were built on, when not the whole keyword, and what was left out of it. */
  notes: string[];
}

/**
 * A keyword too long for any handle, whose topic the reader knows, is built on that topic
 * instead: "iphone 16 pro max review in hindi" gives iphone16promax handles, not an apology.
 * A name, or anything the reader does not know, is never shortened: that would be a stranger's.
 */
function topicBase(reading: TopicReading, numbers: boolean): HandleBase | null {
  if (!reading.known) return null;
  const topic = handleBase(reading.latin, numbers);
  return topic.compact !== "" && topic.compact.length <= MAX_LENGTH ? topic : null;
}

/**
 * Longest base that still leaves room for most openers and endings within MAX_LENGTH: past it, a
 * keyword gives a handful of names (a 22-letter base took one opener, so one name).
 */
export const ROOMY_LENGTH = 16;

/**
 * A long keyword about a known thing, shortened from the front to its last words, which carry its
 * head in English word order: "first salary budgeting tips" → salarybudgeting, "office lunch box
 * meal prep" → lunchboxmealprep. A name is never cut: half of it would be someone else's.
 */
function shorterBase(reading: TopicReading, numbers: boolean): HandleBase | null {
  if (!reading.known || reading.kind === "person" || reading.kind === "brand") return null;
  // The reader capitalises names ("Lakshya Sen badminton", "Royal Enfield Hunter 350"): a cut
  // there would leave half a name.
  if (/\p{Lu}/u.test(reading.subject)) return null;
  const words = reading.latin.split(/\s+/u).filter((word) => word !== "" && !STOP_WORDS.has(word.toLowerCase()));
  for (let first = 0; first < words.length; first++) {
    const base = handleBase(words.slice(first).join(" "), numbers);
    if (base.compact.length >= 4 && base.compact.length <= ROOMY_LENGTH) return base;
  }
  return null;
}

/** What a request's names are built on: the base, the words its kind takes, and the notes. */
export interface UsernamePlan {
  /** The language of the notes and messages. */
  lang: Lang;
  base: HandleBase;
  kind: HandleKind;
  notes: string[];
}

export function planUsernames(request: UsernameRequest, lang: Lang = "en"): UsernamePlan {
  const typed = handleBase(request.keyword, request.numbers);
  const leftOut = leftOutNote(typed.leftOut, lang);
  const notes = leftOut === null ? [] : [leftOut];
  // Nothing to read when nothing is left, and a 10,000-character keyword gets its answer at once.
  const readable = typed.compact !== "" && request.keyword.length <= READ_LIMIT;
  const reading = readable ? readTopic(request.keyword) : null;
  let base = typed;
  if (reading && typed.compact.length > ROOMY_LENGTH) {
    const topic = typed.compact.length > MAX_LENGTH ? topicBase(reading, request.numbers) : null;
    const fitting =
      topic && topic.compact.length <= ROOMY_LENGTH ? topic : (shorterBase(reading, request.numbers) ?? topic);
    if (fitting) {
      base = fitting;
      notes.unshift(USERNAME_WORDS[lang].topicNote(fitting.compact));
    }
  }
  return { lang, base, kind: reading ? handleKind(reading) : "general", notes };
}

/** The screen's answer to a request: the names, and the notes that go with them. */
export function makeUsernames(request: UsernameRequest, rng: Rng, plan = planUsernames(request)): UsernameResult {
  const { lang, base, kind, notes } = plan;
  if (base.compact === "") return { names: [], shortfall: USERNAME_WORDS[lang].nothingLeft, notes };
  const names = generateUsernames(base, kind, request.numbers, rng);
  return { names, shortfall: shortfallReason(base.compact, names.length, lang), notes };
}
