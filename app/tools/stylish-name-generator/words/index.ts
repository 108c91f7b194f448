// What the stylish name generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { StylishWords } from "./shape";

export type { StylishWords } from "./shape";

export const STYLISH_WORDS: Readonly<Record<Lang, StylishWords>> = { en, hi };
