import type { VideoFormat } from "~/lib/topic";

/**
 * What a tag says about the kind of video or post it is for: #iphoneunboxing is an unboxing tag
 * whatever its topic, #gymtips a how-to, #diwali2026 a dated one.
 */

/** The word a format adds to a subject where creators really tag that way; none for "vs". */
export const FORMAT_WORD: Readonly<Partial<Record<VideoFormat, string>>> = {
  review: "review",
  unboxing: "unboxing",
  tutorial: "tutorial",
  recipe: "recipe",
  vlog: "vlog",
  haul: "haul",
  tips: "tips",
  challenge: "challenge",
  grwm: "grwm",
  tour: "tour",
  "travel-guide": "travelguide",
  reaction: "reaction",
  highlights: "highlights",
  gameplay: "gameplay",
  ideas: "ideas",
  explained: "explained",
};

/** Pieces of a tag that name a format (#iphoneunboxing is an unboxing tag whatever its topic). */
const FORMAT_PIECES: Readonly<Record<VideoFormat, RegExp>> = {
  review: /review/u,
  unboxing: /unboxing|unbox/u,
  tutorial: /tutorial/u,
  recipe: /recipe/u,
  vlog: /vlog/u,
  haul: /haul/u,
  comparison: /comparison/u,
  tips: /tips|tricks|hacks/u,
  challenge: /challenge/u,
  grwm: /grwm/u,
  "study-with-me": /studywithme/u,
  tour: /tour(?!is)/u,
  "travel-guide": /travelguide|itinerary/u,
  reaction: /reaction/u,
  highlights: /highlights/u,
  gameplay: /gameplay/u,
  ideas: /ideas/u,
  explained: /explained/u,
};

/** A tag that promises a how-to (#gymtips, #makeuptutorial): only for readings that are one. */
const HOW_TO_PIECES = /tutorial|tips|tricks|hacks|howto/u;

const PIECES = Object.entries(FORMAT_PIECES) as [VideoFormat, RegExp][];
/** Tags come from a fixed map, so each is read once. */
const formatsRead = new Map<string, VideoFormat | null>();

/** The format a tag names, if any. */
export function formatOfTag(tag: string): VideoFormat | null {
  let format = formatsRead.get(tag);
  if (format === undefined) {
    format = PIECES.find(([, piece]) => piece.test(tag))?.[0] ?? null;
    formatsRead.set(tag, format);
  }
  return format;
}

/** A tag made for another kind of video than the one read (#iphoneunboxing on a review). */
export const namesOtherFormat = (tag: string, format: VideoFormat | null): boolean => {
  const named = formatOfTag(tag);
  return named !== null && named !== format && !(named === "tips" && format === "tutorial");
};

export const promisesHowTo = (tag: string): boolean => HOW_TO_PIECES.test(tag);

/**
 * Words for a whole area rather than one thing in it: #techreview, #easyrecipes and #studywithme
 * suit any phone, dish or exam, #valorantgameplay only Valorant.
 */
const AREA_WORDS: ReadonlySet<string> = new Set([
  "",
  "tech",
  "gadget",
  "phone",
  "mobile",
  "smartphone",
  "product",
  "food",
  "indian",
  "desi",
  "easy",
  "quick",
  "healthy",
  "travel",
  "trip",
  "study",
  "exam",
  "gaming",
  "game",
  "beauty",
  "fashion",
  "style",
  "fitness",
  "workout",
  "home",
  "car",
  "bike",
  "movie",
  "film",
  "book",
  "music",
  "dance",
  "art",
  "craft",
  "diy",
  "life",
  "daily",
]);

/** A tag of the reading's format that suits anything in its area (#techreview, #indianrecipes). */
export function isAreaFormatTag(tag: string, format: VideoFormat): boolean {
  const rest = tag.replace(FORMAT_PIECES[format], "").replace(/^s|s$/gu, "");
  return rest !== tag && AREA_WORDS.has(rest);
}

const YEAR = /(?:19|20)\d\d/u;
/** A tag that carries a year (#diwali2026). */
export const hasYear = (tag: string): boolean => YEAR.test(tag);
