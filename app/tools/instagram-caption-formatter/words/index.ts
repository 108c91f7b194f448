// What the caption formatter's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { FormatterWords } from "./shape";

export type { FormatterWords } from "./shape";

export const FORMATTER_WORDS: Readonly<Record<Lang, FormatterWords>> = { en, hi };
