import type { Platform } from "~/lib/site/tool-entry";
import { INSTAGRAM_IDEAS_HI, INSTAGRAM_IDEAS_HINGLISH } from "./ideas/instagram-hi.data";
import { YOUTUBE_IDEAS_HI, YOUTUBE_IDEAS_HINGLISH } from "./ideas/youtube-hi.data";

// The Hindi page's banks, by platform and niche (the niches' English names, as in the address).

/** Ideas in Devanagari, at least 12 per niche, each bank in its platform's file under ideas/. */
export const HINDI_IDEAS: Readonly<Record<Platform, Readonly<Record<string, readonly string[]>>>> = {
  instagram: INSTAGRAM_IDEAS_HI,
  youtube: YOUTUBE_IDEAS_HI,
};

/** Ideas in Hinglish (Roman letters), at least 12 per niche. */
export const HINGLISH_IDEAS: Readonly<Record<Platform, Readonly<Record<string, readonly string[]>>>> = {
  instagram: INSTAGRAM_IDEAS_HINGLISH,
  youtube: YOUTUBE_IDEAS_HINGLISH,
};
