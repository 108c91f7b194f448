// What the channel bio generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { ChannelBioWords } from "./shape";

export const CHANNEL_BIO_WORDS: Readonly<Record<Lang, ChannelBioWords>> = { en, hi };
