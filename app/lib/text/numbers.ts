/**
 * Reading numbers the way Indian creators type them ("12.5k", "1,20,000", "1.5 lakh", "₹2 cr") and
 * writing them back in the same style.
 */

import { formatCount, numberFormat } from "../../config/intl";
import type { Lang } from "../../config/site";

// Counts are written by intl's formatter, which skips building a number format; it is offered here
// beside the site's other number writers.
export { formatCount };

/** A low–high pair: every estimate on the site is a range, never a single precise-looking figure. */
export interface Range {
  low: number;
  high: number;
}

export type ReadResult = { ok: true; value: number } | { ok: false; message: string };

export interface ReadCountOptions {
  /** Zero is refused unless the caller says it makes sense (a post can have 0 comments). */
  allowZero?: boolean;
  /** Largest value accepted; defaults to MAX_COUNT. */
  max?: number;
  /** Refuse "12.5" typed without a suffix; values like "1.2345k" are rounded to a whole number. */
  wholeNumber?: boolean;
  /**
   * Take "10K+" as 10,000: right for a count as a profile shows it (followers, views, likes), wrong
   * for a rate or a multiplier, where "+" says nothing the number can use.
   */
  orMore?: boolean;
}

export interface ReadPercentOptions {
  allowZero?: boolean;
  /** Largest percentage accepted; defaults to 100. */
  max?: number;
}

/** Ten billion: more followers or views than any account has, so anything above is a typo. */
export const MAX_COUNT = 10_000_000_000;
/** "₹ 10,00,00,00,000.00 crore" fits easily; past this it is pasted text, not a number. */
export const MAX_INPUT_CHARS = 40;

export const NUMBER_MESSAGES = {
  empty: "Please enter a number.",
  tooLong: "That's too long to be a number. Type it like 12,500, 12.5k or 1.2 lakh.",
  notANumber: "Type a number with digits, like 12,500, 12.5k or 1.2 lakh.",
  commas: "Check the commas: write 12,500 or 1,20,000.",
  negative: "The number can't be negative.",
  zero: "The number has to be more than zero.",
  wholeNumber: "Please enter a whole number, without decimals.",
  notFinite: "That number is too big to work with.",
  notAPercent: "Type a percentage with digits, like 3.5 or 3.5%.",
} as const;

export function tooLargeMessage(max: number): string {
  return `That's more than ${formatCount(max)}. Please check the number.`;
}

export function percentTooLargeMessage(max: number): string {
  return `A percentage here can't be above ${formatCount(max)}%.`;
}

/**
 * The words for powers of ten typed after a number, in the spellings Indian creators use: English
 * and short forms, Hinglish, Devanagari. Keys are compared after NFKC (which splits a nukta letter
 * such as ज़ into ज + ़, however it was typed) and lower-casing, so they are normalised the same way.
 */
const UNIT_WORDS: ReadonlyMap<string, number> = new Map(
  (
    [
      [3, ["k", "thousand", "thousands", "hazar", "hazaar", "हज़ार", "हजार"]],
      [5, ["l", "lac", "lacs", "lakh", "lakhs", "लाख"]],
      [6, ["m", "mn", "million", "millions", "मिलियन"]],
      [7, ["cr", "crore", "crores", "करोड़", "करोड"]],
      [9, ["b", "bn", "billion", "billions", "बिलियन"]],
    ] as const
  ).flatMap(([exponent, spellings]) => spellings.map((word) => [word.normalize("NFKC"), exponent] as const)),
);

// Spaces of every kind, including non-breaking, thin and zero-width ones pasted from other apps.
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]+/gu;
// Spaces between two digits: a space-grouped number ("12 500") or two numbers ("10 20"); kept as
// one plain space so the grouping check can tell them apart.
const SPACE_BETWEEN_DIGITS = /(?<=\d)[\s\u200b-\u200d\u2060\ufeff]+(?=\d)/gu;
// Hyphen, Unicode minus and dashes: whatever a phone keyboard puts in front of a negative number.
const MINUS = /^[-\u2212\u2010-\u2015]/u;
const CURRENCY = /^(?:₹|rs\.?|inr|रु\.?)/u;
// Digits with commas or single spaces between groups, decimals, a unit word (Latin letters, or
// Devanagari with its vowel signs and nukta), and a trailing "+" as in "10K+".
const SHAPE = /^(\d[\d, ]*)?(?:\.(\d+))?([a-z\p{Script=Devanagari}]+)?(\+)?$/u;

/** Devanagari digits (०–९) become ASCII ones; NFKC already folds fullwidth and styled digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/gu, (digit) => String((digit.codePointAt(0) ?? 0x0966) - 0x0966));
}

/**
 * Accepts Western grouping (1,200,000) and Indian grouping (12,00,000): the last group has three
 * digits, the groups before it all two or all three, the first one to three. Groups are parted by
 * commas or by spaces ("12 500"), never by both.
 */
function validGrouping(integer: string): boolean {
  if (integer.includes(",") && integer.includes(" ")) return false;
  const groups = integer.split(/[, ]/u);
  if (groups.length === 1) return true;
  const first = groups[0] ?? "";
  const last = groups[groups.length - 1] ?? "";
  const middle = groups.slice(1, -1);
  if (first.length < 1 || first.length > 3 || last.length !== 3) return false;
  return middle.every((g) => g.length === 2) || middle.every((g) => g.length === 3);
}

/**
 * The decimal digits moved `exponent` places to the right, built as a string and parsed once, so
 * "1.15 lakh" is exactly 115000 and not the 114999.99999999999 that 1.15 * 1e5 gives.
 */
function scale(integer: string, fraction: string, exponent: number): number {
  if (exponent >= fraction.length) return Number(`${integer}${fraction}${"0".repeat(exponent - fraction.length)}`);
  return Number(`${integer}${fraction.slice(0, exponent)}.${fraction.slice(exponent)}`);
}

type Parsed =
  { ok: true; value: number; negative: boolean; suffixed: boolean; orMore: boolean } | { ok: false; message: string };

function parseNumber(raw: string, allowSuffix: boolean, letterMessage: string): Parsed {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, message: NUMBER_MESSAGES.empty };
  if (trimmed.length > MAX_INPUT_CHARS) return { ok: false, message: NUMBER_MESSAGES.tooLong };

  let text = asciiDigits(trimmed.normalize("NFKC"))
    .split(SPACE_BETWEEN_DIGITS)
    .map((part) => part.replace(SPACES, ""))
    .join(" ")
    .toLowerCase();
  let negative = false;
  // The sign may come before or after the currency: "-₹500" and "₹-500" are both typed.
  for (let pass = 0; pass < 2; pass++) {
    if (MINUS.test(text)) {
      negative = true;
      text = text.slice(1);
    } else if (text.startsWith("+")) {
      text = text.slice(1);
    }
    text = text.replace(CURRENCY, "");
  }

  const match = SHAPE.exec(text);
  const integer = match?.[1] ?? "";
  const fraction = match?.[2] ?? "";
  const word = match?.[3];
  if (!match || (integer === "" && fraction === "")) {
    return { ok: false, message: /\p{L}/u.test(text) ? letterMessage : NUMBER_MESSAGES.notANumber };
  }
  if (integer.endsWith(",") || !validGrouping(integer)) {
    // Digits parted by a space that form no grouping are two numbers ("10 20"), not a comma slip.
    return { ok: false, message: integer.includes(" ") ? NUMBER_MESSAGES.notANumber : NUMBER_MESSAGES.commas };
  }

  let exponent = 0;
  if (word !== undefined) {
    const known = UNIT_WORDS.get(word);
    if (!allowSuffix || known === undefined) return { ok: false, message: letterMessage };
    exponent = known;
  }
  const value = scale(integer.replace(/[, ]/gu, "") || "0", fraction, exponent);
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_MESSAGES.notFinite };
  return { ok: true, value, negative: negative && value !== 0, suffixed: word !== undefined, orMore: match[4] === "+" };
}

/**
 * What people type for a count of followers, views, likes or rupees: "12500", "12,500", "1,20,000",
 * "१२,५००", "12.5k", "1.2M", "1.5 lakh", "1.5L", "2 crore", "2cr", "50 hazar", "50 हज़ार",
 * "1.5 लाख", "2 करोड़", with or without spaces, in any case, after "₹", "Rs" or "रु".
 * Every refusal carries a message a screen can show as it is.
 */
export function readCount(raw: string, options: ReadCountOptions = {}): ReadResult {
  const { allowZero = false, max = MAX_COUNT, wholeNumber = false, orMore = false } = options;
  const parsed = parseNumber(raw, true, NUMBER_MESSAGES.notANumber);
  if (!parsed.ok) return parsed;
  if (parsed.orMore && !orMore) return { ok: false, message: NUMBER_MESSAGES.notANumber };
  if (parsed.negative) return { ok: false, message: NUMBER_MESSAGES.negative };
  let { value } = parsed;
  if (wholeNumber && !Number.isInteger(value)) {
    // "1.2345k" means about 1,235; "12.5" followers with no suffix is a typo worth pointing out.
    if (!parsed.suffixed) return { ok: false, message: NUMBER_MESSAGES.wholeNumber };
    value = Math.round(value);
  }
  if (value > max) return { ok: false, message: tooLargeMessage(max) };
  if (value === 0 && !allowZero) return { ok: false, message: NUMBER_MESSAGES.zero };
  return { ok: true, value };
}

/** "3.5", "3.5%" or "3.5 %": a percentage from 0 to `max` (100 unless the caller says otherwise). */
export function readPercent(raw: string, options: ReadPercentOptions = {}): ReadResult {
  const { allowZero = false, max = 100 } = options;
  const parsed = parseNumber(raw.trim().replace(/%$/u, ""), false, NUMBER_MESSAGES.notAPercent);
  if (!parsed.ok)
    return parsed.message === NUMBER_MESSAGES.notANumber ? { ok: false, message: NUMBER_MESSAGES.notAPercent } : parsed;
  if (parsed.orMore) return { ok: false, message: NUMBER_MESSAGES.notAPercent };
  if (parsed.negative) return { ok: false, message: NUMBER_MESSAGES.negative };
  if (parsed.value > max) return { ok: false, message: percentTooLargeMessage(max) };
  if (parsed.value === 0 && !allowZero) return { ok: false, message: NUMBER_MESSAGES.zero };
  return { ok: true, value: parsed.value };
}

/** "₹1,20,000": rupees in Indian grouping, whole rupees unless `fractionDigits` asks for paise. */
export function formatInr(amount: number, fractionDigits = 0): string {
  return numberFormat({
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** How each page's language writes the two Indian units after a rupee figure. */
const INDIAN_UNITS: Readonly<Record<Lang, { lakh: string; crore: string }>> = {
  en: { lakh: "lakh", crore: "crore" },
  hi: { lakh: "लाख", crore: "करोड़" },
};

/**
 * From ten lakh up a grouped figure (₹29,00,000) takes counting commas to read; below it
 * (₹2,30,000) it reads at a glance, as price tags and salary slips write it.
 */
export const WORDS_FROM = 10_00_000;

/**
 * "₹29 lakh", "₹1.2 crore" on English pages, "₹29 लाख", "₹1.2 करोड़" on Hindi ones: rupees from ten
 * lakh up (`from`, never below a lakh) in the unit, when that is exact to two decimals (an estimate
 * rounded to two figures always is); every other amount in Indian grouping, as `formatInr` writes
 * it, so no figure loses rupees.
 */
export function formatInrWords(amount: number, lang: Lang, from = WORDS_FROM): string {
  const units = INDIAN_UNITS[lang];
  const [size, word] = amount >= 1_00_00_000 ? [1_00_00_000, units.crore] : [1_00_000, units.lakh];
  if (amount < Math.max(from, 1_00_000) || !Number.isInteger(amount / (size / 100))) return formatInr(amount);
  return `₹${numberFormat({ maximumFractionDigits: 2 }).format(amount / size)} ${word}`;
}

/** "3.45%": at most two decimals; a small positive rate never shows as a flat 0%. */
export function formatPercent(percent: number): string {
  if (percent > 0 && percent < 0.01) return "under 0.01%";
  return `${numberFormat({ maximumFractionDigits: 2 }).format(percent)}%`;
}

/**
 * An estimate rounded so it does not claim precision it lacks: whole rupees below 100, two
 * significant figures above (₹12,345 becomes ₹12,000).
 */
export function roundEstimate(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (value < 100) return Math.round(value);
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * "₹1,200 – ₹3,400", "₹6.3 lakh – ₹14 lakh", rounded as an estimate, in the page's language; one
 * figure when both ends round to the same.
 */
export function formatInrRange(range: Range, lang: Lang = "en"): string {
  const roundedHigh = roundEstimate(range.high);
  const high = formatInrWords(roundedHigh, lang);
  // Once the high end is in words, a low end of a lakh or more is too: "₹9.8 लाख – ₹24 लाख".
  const inWords = high !== formatInr(roundedHigh);
  const low = formatInrWords(roundEstimate(range.low), lang, inWords ? 1_00_000 : WORDS_FROM);
  return low === high ? low : `${low} – ${high}`;
}
