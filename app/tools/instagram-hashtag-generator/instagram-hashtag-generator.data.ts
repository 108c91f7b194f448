/** Added to the keyword, in this order, right after the keyword itself. */
export const KEYWORD_SUFFIXES = ["love", "life", "photography", "style", "india"] as const;

/**
 * Broad tags that fill the list after the keyword's own. More than 30, so that even when every
 * keyword tag collides with one of these, de-duplication still leaves 30.
 */
export const POPULAR_TAGS = [
  "instagood",
  "photooftheday",
  "instadaily",
  "explorepage",
  "reels",
  "reelsinstagram",
  "trending",
  "viral",
  "instagram",
  "love",
  "picoftheday",
  "instamood",
  "igers",
  "contentcreator",
  "creator",
  "instaindia",
  "indianinstagram",
  "desi",
  "mumbai",
  "delhi",
  "bangalore",
  "followforfollowback",
  "likeforlikes",
  "explore",
  "happy",
  "beautiful",
  "smile",
  "nofilter",
  "photography",
  "aesthetic",
  "lifestyle",
  "motivation",
  "fashion",
  "travel",
  "foodie",
  "fitness",
] as const;
