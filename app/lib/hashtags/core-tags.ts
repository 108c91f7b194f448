// What makes a tag about all of a subject rather than one corner of it, for the ranking of a
// page's tags and for the judging of a post's: one list, so the two never disagree.
/**
 * What turns a subject into a tag about all of it rather than a corner of it: #desicat,
 * #catsofindia, #gymlife, #cricketfans are for any post on the subject; #catdad, #iphonewallpaper
 * are for one kind of post.
 */
export const CORE_PREFIXES = ["", "indian", "desi", "india"] as const;
const CORE_SUFFIXES = new Set([
  "",
  "s",
  "india",
  "indian",
  "ofindia",
  "sofindia",
  "lover",
  "lovers",
  "love",
  "life",
  "fans",
  "fam",
  "gram",
  "stagram",
  "daily",
  "community",
  "addict",
  "world",
  "diaries",
  "motivation",
  "vibes",
  "ofinstagram",
  "sofinstagram",
  "fever",
  "journey",
]);

/** True when `tag` is `head` with at most a community prefix and suffix (#indiancats, #cricketfans). */
export function isCoreOf(tag: string, head: string): boolean {
  return CORE_PREFIXES.some((prefix) => {
    const start = prefix + head;
    return tag.startsWith(start) && CORE_SUFFIXES.has(tag.slice(start.length));
  });
}
