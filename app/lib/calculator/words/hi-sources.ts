// A published figure's origin on a Hindi page: its name as the calculator's Hindi words give it and
// its date with the Hindi month ("25 फ़रवरी 2026"), the way the site writes every date in Hindi.
import { dateFormat } from "~/config/intl";
import type { Source } from "~/lib/calculator/sources";

// The English names as the site's own formatter writes them, so the two never disagree.
const english = dateFormat({ month: "long", timeZone: "UTC" }, "en");
const ENGLISH_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, at) => english.format(Date.UTC(2000, at, 1)));

const MONTH = new RegExp(`\\b(?:${ENGLISH_MONTHS.join("|")})\\b`, "gu");

/** "25 February 2026" → "25 फ़रवरी 2026", "July 2025" → "जुलाई 2025": the month as `formatDay` writes it. */
export function hiSourceDate(date: string): string {
  const month = dateFormat({ month: "long", timeZone: "UTC" }, "hi");
  return date.replace(MONTH, (name) => month.format(Date.UTC(2000, ENGLISH_MONTHS.indexOf(name), 1)));
}

/** "Fluxnote, YouTube Shorts RPM in India (25 फ़रवरी 2026)"; `name` replaces the source's English name. */
export function hiCite(source: Source, name: string = source.name): string {
  return `${name} (${hiSourceDate(source.date)})`;
}
