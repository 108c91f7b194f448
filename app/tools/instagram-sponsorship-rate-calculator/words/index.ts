// What the sponsorship calculator's screen says, by language: the screen takes its language's from here.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { RateWords } from "./shape";

export { HI_RATE_MESSAGES, hiMethodHint, hiSteps, hiNotes, hiRateSummary } from "./hi";

export const RATE_WORDS: Readonly<Record<Lang, RateWords>> = { en, hi };
