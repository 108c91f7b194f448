// Every Intl formatter the site uses is built here, on first use, and kept. Building one loads
// locale data: at module scope the date format alone cost ~30 ms on a desktop CPU and ~120 ms on
// the slow-phone profile, on every page, before hydration, whether or not the page showed a date
// (the modules that held them are shared by many pages). Built lazily, a page pays only for the
// formats it renders, once.
import { site } from "~/config/site";

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
let graphemeSegmenter: Intl.Segmenter | null | undefined;

/** A number format in the site's locale (Indian grouping: 1,20,000), built once per options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(site.locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A date format in the site's locale, built once per options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(site.locale, options);
    dateFormats.set(key, format);
  }
  return format;
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
