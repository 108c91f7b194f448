// What the YouTube hashtag generator's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { YoutubeHashtagWords } from "./shape";

export const YOUTUBE_HASHTAG_WORDS: Readonly<Record<Lang, YoutubeHashtagWords>> = { en, hi };
