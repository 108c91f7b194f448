/**
 * Hashtags for both platforms from one curated topic map. Everything here is pure: the same
 * keyword and random source give the same tags.
 *
 * - `normaliseKeyword(raw)`: the keyword as one tag ("" = nothing usable).
 * - `topicsFor(keyword, rng?)`: the map topics a keyword reaches, best first.
 * - `instagramHashtags(raw, rng)`: 30 tags, "the 5 to post" first (the same on every call), then by tier.
 * - `instagramTopFive(raw)`: just those five.
 * - `youtubeHashtags(raw, year)`: up to 10, the three most specific first.
 *   The `…For(reading, …)` forms take a reading from `readTopic` already made.
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
export { MAX_TOPICS, topicsFor, type TopicMatch } from "~/lib/topic-map/topics-for";
export {
  instagramHashtags,
  instagramHashtagsFor,
  instagramTopFive,
  postHashtags,
  type InstagramHashtags,
} from "./instagram";
export {
  SHOWN_ABOVE_TITLE,
  type YoutubeHashtagResult,
  descriptionHashtags,
  relatedPhrases,
  youtubeHashtagResult,
  youtubeHashtags,
  youtubeHashtagsFor,
} from "./youtube";
export { isPlace, type Topic, type TopicKind } from "~/lib/topic-map/topic";
export { knowsNothing } from "./reading-topics";
