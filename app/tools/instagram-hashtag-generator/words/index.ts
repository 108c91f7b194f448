// What the Instagram hashtag generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { InstagramHashtagWords } from "./shape";

export const INSTAGRAM_HASHTAG_WORDS: Readonly<Record<Lang, InstagramHashtagWords>> = { en, hi };
