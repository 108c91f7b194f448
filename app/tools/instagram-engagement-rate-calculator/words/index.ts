// What the engagement calculator's screen says, by language: the screen takes its language's from here.
import type { Lang } from "~/lib/lang/lang";
import type { Metric } from "../instagram-engagement-rate-calculator.logic";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { EngagementWords } from "./shape";

export { HI_ENGAGEMENT_MESSAGES, hiTierRange, hiSummary, hiRow, inHindi } from "./hi";

export const ENGAGEMENT_WORDS: Readonly<Record<Lang, EngagementWords>> = { en, hi };

/** "लाइक्स और कमेंट्स", "लाइक्स, कमेंट्स और सेव": what went into the rate, in the page's words. */
export function countedIn(lang: Lang, counted: readonly Metric[]): string {
  const names = lang === "en" ? [...counted] : counted.map((metric) => ENGAGEMENT_WORDS.hi.metrics[metric]);
  const and = lang === "en" ? " and " : " और ";
  if (names.length <= 2) return names.join(and);
  return `${names.slice(0, -1).join(", ")}${and}${names.at(-1) ?? ""}`;
}
