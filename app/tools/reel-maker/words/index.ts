// What the Reel and Shorts maker's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { ReelWords } from "./shape";

export type { VideoPhrases, ReelWords } from "./shape";

export const REEL_WORDS: Readonly<Record<Lang, ReelWords>> = { en, hi };
