// What the channel name generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { ChannelNameWords } from "./shape";

export const CHANNEL_NAME_WORDS: Readonly<Record<Lang, ChannelNameWords>> = { en, hi };
