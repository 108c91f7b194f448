import type { SubjectKind } from "~/lib/topic";

/**
 * Tags true of any post about a thing of this kind, for a subject the topic map has no topic for
 * ("sachin tendulkar", "harry potter", "pressure cooker"): after the subject's own tags and its
 * group's, so a creator gets a usable set instead of one lonely tag. Broad on purpose: they claim
 * nothing about the subject that its kind does not. A reading nothing knows (`general`) gets none,
 * nor does a brand: a brand may be a shop, an app or a platform (#shopping is no tag for Instagram).
 */
export const KIND_FLOOR: Readonly<Partial<Record<SubjectKind, readonly string[]>>> = {
  food: ["food", "foodie", "foodlover", "foodblogger", "foodstagram"],
  place: ["travel", "travelgram", "wanderlust", "travelphotography", "traveller"],
  game: ["gaming", "gamer", "gamers", "videogames"],
  study: ["study", "studygram", "student", "studymotivation"],
  show: ["entertainment", "watchlist", "fandom"],
  animal: ["animals", "animallovers", "animalsofinstagram", "nature"],
  product: ["shopping", "musthaves", "finds"],
  person: ["fans", "fanpage"],
  event: ["event", "events", "memories"],
  activity: ["hobby", "hobbies", "passion"],
  field: ["knowledge", "learnsomethingnew", "learning", "facts"],
};

/**
 * The last floor, for a keyword little or nothing is known of ("zorblax"): after its own tags, the
 * tags of the creator communities that suit any post or video, so a result is never fewer than
 * five (DECISIONS, fourth round). They claim nothing about the subject, and none is one of the
 * no-reach tags (banned.data.ts: #explore, #reels, #trending); the page still says which word it
 * did not recognise.
 */
export const PLATFORM_FLOOR = {
  instagram: ["contentcreator", "indiancreator", "creatorsofinstagram", "smallcreator", "supportsmallcreators"],
  youtube: ["youtubeindia", "youtuber", "indianyoutuber", "youtubecreator", "newvideo"],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** No hashtag list a generator gives is shorter than this, whatever the keyword. */
export const FEWEST_TAGS = 5;
