import type { Platform } from "~/lib/site/tool-entry";
import { INSTAGRAM_IDEAS_HINGLISH } from "./ideas/instagram.data";
import { YOUTUBE_IDEAS_HINGLISH } from "./ideas/youtube.data";

// The Hindi page's banks, by platform and niche (the niches' English names, as in the address).

/** Ideas in Hinglish (Roman letters), at least 12 per niche. */
export const HINGLISH_IDEAS: Readonly<Record<Platform, Readonly<Record<string, readonly string[]>>>> = {
  instagram: INSTAGRAM_IDEAS_HINGLISH,
  youtube: YOUTUBE_IDEAS_HINGLISH,
};
