// What the title generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { TitleWords } from "./shape";

export const TITLE_WORDS: Readonly<Record<Lang, TitleWords>> = { en, hi };
