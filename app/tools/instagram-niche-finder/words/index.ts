// What the niche finder's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { NicheWords } from "./shape";

export const NICHE_WORDS: Readonly<Record<Lang, NicheWords>> = { en, hi };
