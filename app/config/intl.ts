// Every Intl formatter the site uses is built here, on first use, and kept. Building one loads
// locale data: at module scope the date format alone cost ~30 ms on a desktop CPU and ~120 ms on
// the slow-phone profile, on every page, before hydration, whether or not the page showed a date
// (the modules that held them are shared by many pages). Built lazily, a page pays only for the
// formats it renders, once.
import { site, type Lang } from "~/config/site";

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
let graphemeSegmenter: Intl.Segmenter | null | undefined;

// Indian grouping: the last three digits, then pairs (12,34,56,789).
const LAST_THREE = /(\d+)(\d{3})$/;
const PAIRS = /\B(?=(\d{2})+$)/g;

/**
 * "1,20,000": a count, rounded to a whole number, in the site's locale, written without building a
 * number format when the locale groups the Indian way (`site.indianGrouping`):
 * the first format a page builds loads locale data (~20 ms of a slow phone's hydration for the
 * character counts on the stylish-name page). Same text as `numberFormat()` for every value.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0) || !site.indianGrouping) {
    return numberFormat({ maximumFractionDigits: 0 }).format(value);
  }
  const digits = String(Math.abs(value));
  const match = LAST_THREE.exec(digits);
  const grouped = match ? `${(match[1] ?? "").replace(PAIRS, ",")},${match[2] ?? ""}` : digits;
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * A number format (Indian grouping: 1,20,000), built once per options. Both languages write numbers
 * alike (Latin digits, Indian grouping: a unit test holds hi-IN to it), so one locale serves both.
 */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(site.locales.en, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A date format in a language's locale ("22 November 2026", "22 नवंबर 2026"), built once per options. */
export function dateFormat(options: Intl.DateTimeFormatOptions, lang: Lang = "en"): Intl.DateTimeFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(site.locales[lang], options);
    dateFormats.set(key, format);
  }
  return format;
}

// A fixed time zone keeps the prerendered date and the hydrated one identical everywhere.
const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/** "2025-07-24" → "24 July 2025" (English), "24 जुलाई 2025" (Hindi). */
export function formatDay(isoDate: string, lang: Lang = "en"): string {
  return dateFormat(DAY, lang).format(new Date(`${isoDate}T00:00:00Z`));
}

// Tab, line feed, printable ASCII and the Latin blocks before the combining marks (U+0300): no
// character here joins a neighbour into one cluster. A carriage return is left out (it joins a
// following line feed).
const ONE_CLUSTER_EACH = /^[\t\n\x20-\x7e\u00a0-\u02ff]*$/;

/**
 * Whether every character of `text` is a cluster of its own, known without the segmenter. Building
 * the segmenter loads break-iteration data: ~70 ms of a slow phone's hydration on the stylish-name
 * page, for a name typed in plain Latin letters.
 */
export function isOneClusterEach(text: string): boolean {
  return ONE_CLUSTER_EACH.test(text);
}

/**
 * A grapheme segmenter (what a reader calls one character), or null where the browser has none
 * (Firefox before 125): callers then fall back to code points.
 */
export function graphemes(): Intl.Segmenter | null {
  if (graphemeSegmenter === undefined)
    graphemeSegmenter =
      typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
  return graphemeSegmenter;
}

let wordSegmenter: Intl.Segmenter | null | undefined;

/**
 * A word segmenter (where one word ends and the next begins, in any script), or null where the
 * browser has none: callers then fall back to spaces.
 */
export function words(): Intl.Segmenter | null {
  if (wordSegmenter === undefined)
    wordSegmenter =
      typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "word" }) : null;
  return wordSegmenter;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** A language's plural rules ("one", "other"), built once per language (~/lib/text/plural words with them). */
export function pluralRulesOf(lang: Lang): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(site.locales[lang]);
    pluralRules.set(lang, rules);
  }
  return rules;
}
