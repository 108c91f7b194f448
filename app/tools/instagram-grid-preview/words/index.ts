// What the grid preview's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { GridWords } from "./shape";

export type { GridWords } from "./shape";

export const GRID_WORDS: Readonly<Record<Lang, GridWords>> = { en, hi };
