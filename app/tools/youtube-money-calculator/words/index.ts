// What the money calculator's screen says, by language: the screen takes its language's from here.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { MoneyWords } from "./shape";

export {
  HI_MONEY_MESSAGES,
  hiBasisOf,
  HI_OWN_FIGURE,
  hiFormula,
  hiMethodSentence,
  hiRpmWithCentre,
  hiMoneySummary,
} from "./hi";

export const MONEY_WORDS: Readonly<Record<Lang, MoneyWords>> = { en, hi };
