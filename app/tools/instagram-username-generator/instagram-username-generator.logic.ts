import { formatCount } from "~/lib/numbers";
import { type Rng, pick, randomInt, shuffle } from "~/lib/random";
import { stripWhitespace } from "~/lib/text";
import {
  IG_PREFIX,
  JOINERS,
  MORE_LEAD_WORDS,
  MORE_TAIL_WORDS,
  NUMBER_JOINERS,
  NUMBER_LIMIT,
  PREFIXES,
  TAIL_WORDS,
  YT_SUFFIX,
} from "./instagram-username-generator.data";

export const USERNAME_COUNT = 20;
export const MIN_LENGTH = 4;
export const MAX_LENGTH = 24;
/** Random draws before the systematic fill takes over; a typical keyword needs 25 or so. */
export const MAX_RANDOM_ATTEMPTS = 200;

const DOTS = /\.{2,}/g;
const UNDERSCORES = /_{2,}/g;

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
 * Whitespace removed and lower-cased as in the hashtag tool, then everything Instagram refuses in a
 * username dropped, and the same clean-up a finished name gets. A keyword of only dots and
 * underscores comes out empty, like one of only emoji: there is nothing to build a name from.
 */
export function normaliseKeyword(raw: string): string {
  return cleanCandidate(
    stripWhitespace(raw)
      .toLowerCase()
      .replace(/[^a-z0-9._]+/g, ""),
  );
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

/** One name, in optional pieces around the keyword. */
interface Parts {
  /** "the_", "its.", "im", "the.real.", "ig_" or nothing. */
  lead: string;
  base: string;
  /** "_here", ".x", "gram", ".vibes", "_yt" or nothing. */
  tail: string;
  /** "7", "_21" or nothing. */
  number: string;
}

const LEAD_WORDS: readonly string[] = [...PREFIXES, ...MORE_LEAD_WORDS];
const ENDING_WORDS: readonly string[] = [...TAIL_WORDS, ...MORE_TAIL_WORDS];

const lead = (word: string, joiner: string) => `${word.replaceAll(" ", joiner)}${joiner}`;
const tail = (word: string, joiner: string) => `${joiner}${word}`;

/** Every opener and ending, exported so tests can check a name is made of them and nothing else. */
export const LEADS: readonly string[] = ["", IG_PREFIX, ...LEAD_WORDS.flatMap((w) => JOINERS.map((j) => lead(w, j)))];
export const TAILS: readonly string[] = ["", YT_SUFFIX, ...ENDING_WORDS.flatMap((w) => JOINERS.map((j) => tail(w, j)))];
const NUMBERS: readonly string[] = [
  "",
  ...NUMBER_JOINERS.flatMap((j) => Array.from({ length: NUMBER_LIMIT }, (_, n) => `${j}${n}`)),
];

function join(parts: Parts): string {
  return cleanCandidate(`${parts.lead}${parts.base}${parts.tail}${parts.number}`);
}

function randomLead(rng: Rng, joiner = pick(JOINERS, rng)): string {
  return rng() < 0.15 ? IG_PREFIX : lead(pick(LEAD_WORDS, rng), joiner);
}

function randomTail(rng: Rng, joiner = pick(JOINERS, rng)): string {
  return rng() < 0.15 ? YT_SUFFIX : tail(pick(ENDING_WORDS, rng), joiner);
}

function randomNumber(rng: Rng): string {
  return `${pick(NUMBER_JOINERS, rng)}${randomInt(NUMBER_LIMIT, rng)}`;
}

/** "official_priya_official" reads like a typo. */
function repeatsWord(leadPart: string, tailPart: string): boolean {
  const word = (part: string) => part.replace(/[._]/g, "");
  return leadPart !== "" && word(leadPart) === word(tailPart);
}

/**
 * A handle reads best with one addition to the keyword, sometimes a number, rarely both a prefix
 * and an ending, so the shapes are weighted that way.
 */
function randomParts(base: string, rng: Rng): Parts {
  const shape = rng();
  if (shape < 0.35) return { lead: randomLead(rng), base, tail: "", number: rng() < 0.25 ? randomNumber(rng) : "" };
  if (shape < 0.7) return { lead: "", base, tail: randomTail(rng), number: rng() < 0.25 ? randomNumber(rng) : "" };
  if (shape < 0.85) return { lead: "", base, tail: "", number: randomNumber(rng) };
  if (shape < 0.95) {
    const joiner = pick(JOINERS, rng);
    return { lead: randomLead(rng, joiner), base, tail: randomTail(rng, joiner), number: "" };
  }
  return { lead: "", base, tail: "", number: "" };
}

/**
 * Every name the pieces can make that fits in 24 characters. Pieces are pruned by length before
 * any string is built, so a long keyword (where this list matters) costs next to nothing.
 */
function allFittingNames(base: string): string[] {
  const names: string[] = [];
  for (const leadPart of LEADS) {
    for (const tailPart of TAILS) {
      const room = MAX_LENGTH - leadPart.length - base.length - tailPart.length;
      if (room < 0 || repeatsWord(leadPart, tailPart)) continue;
      for (const number of NUMBERS) {
        if (number.length <= room) names.push(join({ lead: leadPart, base, tail: tailPart, number }));
      }
    }
  }
  return names;
}

/**
 * Up to 20 unique, valid usernames from a normalised keyword. Every name holds the whole keyword
 * as typed (never reversed: that reads as noise), which also bounds the work: a keyword over 24
 * characters cannot fit and returns nothing at once. Cutting it down would hand back a stranger's
 * name, not the user's, so the screen asks for a shorter keyword instead. Otherwise a fixed number
 * of random draws runs, and if a long keyword leaves too few, the short list of everything that
 * fits fills in.
 */
export function generateUsernames(keyword: string, rng: Rng): string[] {
  if (keyword.length === 0 || keyword.length > MAX_LENGTH) return [];
  const names = new Set<string>();

  for (let attempt = 0; attempt < MAX_RANDOM_ATTEMPTS && names.size < USERNAME_COUNT; attempt++) {
    const name = join(randomParts(keyword, rng));
    if (isValidUsername(name)) names.add(name);
  }
  if (names.size < USERNAME_COUNT) {
    for (const name of shuffle(allFittingNames(keyword), rng)) {
      if (names.size >= USERNAME_COUNT) break;
      if (isValidUsername(name)) names.add(name);
    }
  }
  return [...names];
}

/** Why a list came out short, in words a creator can act on; null when all 20 are there. */
export function shortfallReason(keyword: string, found: number): string | null {
  if (found >= USERNAME_COUNT) return null;
  if (keyword.length > MAX_LENGTH) {
    return `Instagram usernames are at most ${MAX_LENGTH} characters, and your keyword has ${formatCount(keyword.length)}, so no username can hold it. Try a shorter keyword, like a first name.`;
  }
  const fit =
    found === 0
      ? "No valid username fits"
      : found === 1
        ? "Only 1 valid username fits"
        : `Only ${found} valid usernames fit`;
  return `${fit}: Instagram usernames are at most ${MAX_LENGTH} characters, so a long keyword leaves little room for prefixes, words and numbers. Try a shorter keyword for all ${USERNAME_COUNT}.`;
}
