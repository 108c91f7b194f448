// What the username generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { UsernameWords } from "./shape";

export type { UsernameWords } from "./shape";

export const USERNAME_WORDS: Readonly<Record<Lang, UsernameWords>> = { en, hi };
