// What the thumbnail downloader's screen says, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { ThumbnailWords } from "./shape";

export type { ThumbnailWords } from "./shape";

export const THUMBNAIL_WORDS: Readonly<Record<Lang, ThumbnailWords>> = { en, hi };
