// What the post generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { PostWords } from "./shape";

export const POST_WORDS: Readonly<Record<Lang, PostWords>> = { en, hi };
