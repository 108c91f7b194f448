import type { Platform } from "~/lib/site/tool-entry";
import { INSTAGRAM_IDEAS } from "./ideas/instagram.data";
import { YOUTUBE_IDEAS } from "./ideas/youtube.data";

export { NICHES } from "../../niches";

/** At least 15 ideas per niche, each bank in its platform's file under ideas/. */
export const IDEAS: Readonly<Record<Platform, Readonly<Record<string, readonly string[]>>>> = {
  instagram: INSTAGRAM_IDEAS,
  youtube: YOUTUBE_IDEAS,
};

export const IDEA_TITLES: Readonly<Record<Platform, string>> = {
  instagram: "Your content idea",
  youtube: "Your video idea",
};
