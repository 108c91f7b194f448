// What the idea generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { IdeaWords } from "./shape";

export const IDEA_WORDS: Readonly<Record<Lang, IdeaWords>> = { en, hi };

/** A niche's name as the page shows it. */
export function nicheName(lang: Lang, niche: string): string {
  return IDEA_WORDS[lang].niches?.[niche] ?? niche;
}
