import type { Platform } from "~/lib/site/tool-entry";
import { INSTAGRAM_IDEAS_HI } from "./ideas/instagram.data";
import { YOUTUBE_IDEAS_HI } from "./ideas/youtube.data";

// The Hindi page's banks, by platform and niche (the niches' English names, as in the address).

/** Ideas in Devanagari, at least 12 per niche, each bank in its platform's file under ideas/. */
export const HINDI_IDEAS: Readonly<Record<Platform, Readonly<Record<string, readonly string[]>>>> = {
  instagram: INSTAGRAM_IDEAS_HI,
  youtube: YOUTUBE_IDEAS_HI,
};
