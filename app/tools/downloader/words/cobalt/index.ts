// What the page says about the download server's answers, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { ServerWords } from "./shape";

export type { Facts, CobaltMessage, TunnelMessage, ServerWords } from "./shape";

export const SERVER_WORDS: Readonly<Record<Lang, ServerWords>> = { en, hi };
