// The site's words in each language; `useWords()` (lib/lang/use-lang.ts) gives the page's.
import type { Lang } from "~/config/site";
import { en, type Words } from "./en";
import { hi } from "./hi";

export type { Words };

const byLang: Readonly<Record<Lang, Words>> = { en, hi };

export function wordsFor(lang: Lang): Words {
  return byLang[lang];
}
