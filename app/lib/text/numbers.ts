/**
 * Reading numbers the way Indian creators type them ("12.5k", "1,20,000", "1.5 lakh", "₹2 cr") and
 * writing them back in the same style.
 */

import { formatCount, numberFormat } from "../../config/intl";

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

/** Powers of ten each word stands for. Lakh and crore have their common spellings and short forms. */
const SUFFIXES: Readonly<Record<string, number>> = {
  k: 3,
  thousand: 3,
  l: 5,
  lac: 5,
  lacs: 5,
  lakh: 5,
  lakhs: 5,
  m: 6,
  mn: 6,
  million: 6,
  cr: 7,
  crore: 7,
  crores: 7,
  b: 9,
  bn: 9,
  billion: 9,
};

// Spaces of every kind, including non-breaking, thin and zero-width ones pasted from other apps.
const SPACES = /[\s\u200b-\u200d\u2060\ufeff]+/gu;
// Hyphen, Unicode minus and dashes: whatever a phone keyboard puts in front of a negative number.
const MINUS = /^[-\u2212\u2010-\u2015]/u;
const CURRENCY = /^(?:₹|rs\.?|inr)/u;
const SHAPE = /^(\d[\d,]*)?(?:\.(\d+))?([a-z]+)?$/u;

/** Devanagari digits (०–९) become ASCII ones; NFKC already folds fullwidth and styled digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/gu, (digit) => String((digit.codePointAt(0) ?? 0x0966) - 0x0966));
}

/**
 * Accepts Western grouping (1,200,000) and Indian grouping (12,00,000): the last group has three
 * digits, the groups before it all two or all three, the first one to three.
 */
function validGrouping(integer: string): boolean {
  const groups = integer.split(",");
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

type Parsed = { ok: true; value: number; negative: boolean; suffixed: boolean } | { ok: false; message: string };

function parseNumber(raw: string, allowSuffix: boolean, letterMessage: string): Parsed {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, message: NUMBER_MESSAGES.empty };
  if (trimmed.length > MAX_INPUT_CHARS) return { ok: false, message: NUMBER_MESSAGES.tooLong };

  let text = asciiDigits(trimmed.normalize("NFKC")).replace(SPACES, "").toLowerCase();
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
  if (integer.endsWith(",") || !validGrouping(integer)) return { ok: false, message: NUMBER_MESSAGES.commas };

  let exponent = 0;
  if (word !== undefined) {
    const known = SUFFIXES[word];
    if (!allowSuffix || known === undefined) return { ok: false, message: letterMessage };
    exponent = known;
  }
  const value = scale(integer.replace(/,/gu, "") || "0", fraction, exponent);
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_MESSAGES.notFinite };
  return { ok: true, value, negative: negative && value !== 0, suffixed: word !== undefined };
}

/**
 * What people type for a count of followers, views, likes or rupees: "12500", "12,500", "1,20,000",
 * "12.5k", "1.2M", "1.5 lakh", "1.5L", "2 crore", "2cr", with spaces and a leading "₹" or "Rs".
 * Every refusal carries a message a screen can show as it is.
 */
export function readCount(raw: string, options: ReadCountOptions = {}): ReadResult {
  const { allowZero = false, max = MAX_COUNT, wholeNumber = false } = options;
  const parsed = parseNumber(raw, true, NUMBER_MESSAGES.notANumber);
  if (!parsed.ok) return parsed;
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

/** "₹1,200 – ₹3,400", rounded as an estimate; one figure when both ends round to the same. */
export function formatInrRange(range: Range): string {
  const low = formatInr(roundEstimate(range.low));
  const high = formatInr(roundEstimate(range.high));
  return low === high ? low : `${low} – ${high}`;
}
