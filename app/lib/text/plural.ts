// A count's words in the form its language gives them ("1 title", "2 titles"), chosen by the
// language's own plural rules (Intl.PluralRules) instead of a hand-written `count === 1` in each
// words file. ~/lib/intl builds the rules on first use per language and keeps them, as it does its
// formats: building an Intl object loads locale data, which at module scope cost hydration time on
// the slow phone.
import type { Lang } from "~/config/site";
import { formatCount, pluralRulesOf } from "~/config/intl";

/** The words for each plural category; "{count}" in them becomes the count, written as the site writes counts. */
export interface PluralForms {
  one: string;
  other: string;
  /**
   * ICU's "=0": the words for exactly none. Hindi's rule puts 0 with 1 ("one"); a sentence that
   * says none in the plural, as the Hindi pages do, gives them here.
   */
  "=0"?: string;
}

/** `plural("en", 2, { one: "{count} title", other: "{count} titles" })` → "2 titles". */
export function plural(lang: Lang, count: number, forms: PluralForms): string {
  const exact = count === 0 ? forms["=0"] : undefined;
  const words = exact ?? (pluralRulesOf(lang).select(count) === "one" ? forms.one : forms.other);
  return words.replaceAll("{count}", formatCount(count));
}
