// What the tag generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { TagWords } from "./shape";

export const TAG_WORDS: Readonly<Record<Lang, TagWords>> = { en, hi };
