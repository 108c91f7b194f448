// What the growth strategy's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { StrategyWords } from "./shape";

export { hindiStrategyLabels } from "./hi";

export const STRATEGY_WORDS: Readonly<Record<Lang, StrategyWords>> = { en, hi };
