import type { Platform } from "~/lib/tool-entry";
import { INSTAGRAM_IDEAS } from "./ideas/instagram.data";
import { YOUTUBE_IDEAS } from "./ideas/youtube.data";

/** At least 15 ideas per niche, each bank in its platform's file under ideas/. */
export const IDEAS: Readonly<Record<Platform, Readonly<Record<string, readonly string[]>>>> = {
  instagram: INSTAGRAM_IDEAS,
  youtube: YOUTUBE_IDEAS,
};

/** Dropdown order, as the product lists the niches. */
export const NICHES: Readonly<Record<Platform, readonly string[]>> = {
  instagram: ["Fashion", "Travel", "Food", "Fitness"],
  youtube: ["Tech", "Gaming", "Vlogs", "Education"],
};

export const IDEA_TITLES: Readonly<Record<Platform, string>> = {
  instagram: "Your content idea",
  youtube: "Your video idea",
};
