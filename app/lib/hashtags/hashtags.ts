/**
 * Hashtags for both platforms from one curated topic map. Everything here is pure: the same
 * keyword and random source give the same tags.
 *
 * - `normaliseKeyword(raw)`: the keyword as one tag ("" = nothing usable).
 * - `topicsFor(keyword, rng?)`: the map topics a keyword reaches, best first.
 * - `instagramHashtags(raw, rng)`: 30 tags, "the 5 to post" first, then by tier.
 * - `youtubeHashtags(raw, year)`: up to 10, the spec's four topic tags first.
 * - `postHashtags(topic, rng)`: five for an Instagram post, the topic first.
 * - `descriptionHashtags(title, rng, extras?)`: 3–5 short tags for a video description.
 * - `relatedPhrases(topic)`: spaced phrases for a YouTube tag list.
 * - `formatHashtags(tags)`: "#a #b", as pasted.
 */
export {
  formatHashtags,
  INSTAGRAM_TAG_COUNT,
  isUsableTag,
  MAX_TAG_LENGTH,
  normaliseKeyword,
  prepareKeyword,
  TOP_COUNT,
  YOUTUBE_TAG_COUNT,
} from "./tags";
export { MAX_TOPICS, topicsFor, type TopicMatch } from "./topics-for";
export { instagramHashtags, postHashtags, type InstagramHashtags } from "./instagram";
export { YOUTUBE_FALLBACK_TAGS, descriptionHashtags, relatedPhrases, youtubeHashtags } from "./youtube";
export { isPlace, type Topic, type TopicKind } from "./topic";
