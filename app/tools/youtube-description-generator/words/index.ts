// What the description generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { DescriptionWords } from "./shape";

export const DESCRIPTION_WORDS: Readonly<Record<Lang, DescriptionWords>> = { en, hi };
