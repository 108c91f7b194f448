import type { SubjectKind } from "~/lib/topic/reading";

/**
 * What a handle is built around, read from the keyword: a creator's own name (anything the topic
 * reader does not know is taken as one), a role ("mom", "teacher"), a fan page (a brand, or a
 * person the reader knows by name: "viratkohli.fans", never "real.viratkohli"), or a topic.
 */
export type HandleKind = Exclude<SubjectKind, "brand"> | "fan";

export const HANDLE_KINDS: readonly HandleKind[] = [
  "general",
  "person",
  "fan",
  "product",
  "place",
  "food",
  "activity",
  "animal",
  "event",
  "study",
  "game",
  "show",
  "field",
];

/** Words that open a handle ("the_priya", "explore.goa", "team.virat"), by what they fit. */
export const LEAD_WORDS: Readonly<Record<HandleKind, readonly string[]>> = {
  // The product's prefixes (the, its, im, real, official) and openers people pick for their own
  // name; "the real" stands for "the.real." or "the_real_".
  general: ["the", "its", "im", "real", "official", "hey", "iam", "just", "the real"],
  person: ["the", "iam", "desi"],
  // No "real" or "official" for someone else's name or brand: that is impersonation.
  fan: ["team"],
  product: ["the"],
  place: ["explore", "hello", "daily"],
  food: ["the", "desi", "daily"],
  activity: ["the", "daily"],
  animal: ["the"],
  event: ["the"],
  study: ["the", "daily"],
  game: ["the", "team", "desi"],
  show: ["the"],
  field: ["the", "daily"],
};

/**
 * Words that end a handle ("priya_here", "khana.bites", "gym.mode"), by what they fit. The
 * product's separators that are words (official, here, world, x, gram) stay with a creator's own
 * name; every kind gets endings that read as a real account of that kind. Nothing from YouTube:
 * no yt, tube, channel or vlogs on an Instagram handle.
 */
export const TAIL_WORDS: Readonly<Record<HandleKind, readonly string[]>> = {
  general: ["official", "here", "world", "x", "gram", "vibes", "diaries", "daily", "creates", "life"],
  person: ["diaries", "life", "vibes", "daily", "tales", "talks", "squad", "gram", "world"],
  fan: ["fans", "fanclub", "nation", "talks", "corner", "world", "updates", "edits", "gram"],
  product: ["talks", "hub", "zone", "corner", "daily", "gram", "lab", "tips", "reviews", "guide"],
  place: ["diaries", "tales", "daily", "calling", "vibes", "gram", "life", "stories", "explorer", "local"],
  food: ["diaries", "daily", "bites", "tales", "gram", "adda", "junction", "lover", "vibes", "stories"],
  activity: ["daily", "life", "diaries", "vibes", "gram", "journey", "mode", "squad", "club", "nation"],
  animal: ["diaries", "tales", "daily", "life", "gram", "squad", "club", "vibes", "world", "lover"],
  event: ["diaries", "vibes", "tales", "stories", "season", "fever", "moments", "gram", "specials", "memories"],
  study: ["notes", "daily", "diaries", "journey", "squad", "adda", "hub", "mode", "warriors", "gram"],
  game: ["squad", "zone", "nation", "arena", "gaming", "mode", "daily", "adda", "clips", "gram"],
  show: ["talks", "adda", "nation", "fandom", "fans", "buzz", "updates", "vibes", "world", "gram"],
  field: ["talks", "daily", "hub", "adda", "notes", "decoded", "diaries", "corner", "gram", "circle"],
};

/**
 * The product's "ig_" prefix reads as "this is my Instagram"; a fan page of someone else's name
 * or brand leaves it out, since it makes the page look like theirs.
 */
export const IG_PREFIX = "ig_";

/**
 * Words that mark an account as a YouTube channel's ("priya_yt", "gym.vlogs"). An Instagram
 * handle never gets them: from the keyword they are left out, with a note saying so.
 */
export const YOUTUBE_WORDS: ReadonlySet<string> = new Set([
  "yt",
  "youtube",
  "youtuber",
  "tube",
  "channel",
  "vlog",
  "vlogs",
  "vlogger",
  "vlogging",
  "shorts",
  "subscribe",
  "subscribers",
]);

/** Punctuation (and nothing at all) joins a word to the name: "the_priya", "priya.x", "priyagram". */
export const JOINERS = ["_", ".", ""] as const;

/** With "Add numbers", numbers glue on directly ("priya7") or after an underscore ("priya_21"). */
export const NUMBER_JOINERS = ["", "_"] as const;
/** "An optional number under 99": 1 to 98 (a bare 0 reads as a typo). */
export const NUMBER_LIMIT = 99;
