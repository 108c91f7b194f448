/** Added to the topic, in this order, right after the topic itself. */
export const TOPIC_SUFFIXES = ["tutorial", "tips", "2025"] as const;

/** Broad YouTube tags that follow the topic's own four. */
export const FIXED_TAGS = [
  "youtubetutorial",
  "videoediting",
  "contentcreator",
  "youtubegrowth",
  "howtomake",
  "viralvideo",
] as const;
