// What the downloader pages say, by language, for the screen to take its own.
import type { Lang } from "~/lib/lang/lang";
import { words as en } from "./en";
import { words as hi } from "./hi";
import type { DownloaderWords } from "./shape";

export type { DownloaderWords } from "./shape";

export const DOWNLOADER_WORDS: Readonly<Record<Lang, DownloaderWords>> = { en, hi };
