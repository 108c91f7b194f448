// What the bio generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { BioWords } from "./shape";

export const BIO_WORDS: Readonly<Record<Lang, BioWords>> = { en, hi };
