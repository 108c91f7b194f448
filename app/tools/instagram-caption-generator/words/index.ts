// What the caption generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { CaptionWords } from "./shape";

export const CAPTION_WORDS: Readonly<Record<Lang, CaptionWords>> = { en, hi };
