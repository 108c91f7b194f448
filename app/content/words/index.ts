// The site's words in the language of the page being shown.
import type { Lang } from "~/lib/lang";
import { useLang } from "~/lib/use-lang";
import { en, type Words } from "./en";
import { hi } from "./hi";

export type { Words };

const byLang: Readonly<Record<Lang, Words>> = { en, hi };

export function wordsFor(lang: Lang): Words {
  return byLang[lang];
}

/** The words of the page being shown. */
export function useWords(): Words {
  return byLang[useLang()];
}
