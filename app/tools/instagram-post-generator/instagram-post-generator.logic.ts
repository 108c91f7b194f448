import { type Rng, pick } from "~/lib/random";
import { hashtagSafe, stripWhitespace } from "~/lib/text";
import { EMOJI_LINES, FIXED_TAGS, POST_TEMPLATES } from "./instagram-post-generator.data";

/** Instagram's caption limit, in characters. */
export const POST_LIMIT = 2200;

/** The topic as it goes into a hashtag; empty when nothing in it can be tagged (emoji, punctuation). */
export function hashtagTopic(topic: string): string {
  return hashtagSafe(stripWhitespace(topic).toLowerCase());
}

/** #topic #instadaily #topiclove #trending #explorepage, without the topic's two when it has no tag form. */
export function postHashtags(topic: string): string[] {
  const tag = hashtagTopic(topic);
  const tags = tag
    ? [tag, FIXED_TAGS.daily, `${tag}love`, FIXED_TAGS.trending, FIXED_TAGS.explore]
    : [FIXED_TAGS.daily, FIXED_TAGS.trending, FIXED_TAGS.explore];
  return tags.map((t) => `#${t}`);
}

/** A caption naming the topic as typed (trimmed), an emoji line, then the hashtags; "" means no topic. */
export function generatePost(rawTopic: string, rng: Rng): string {
  const topic = rawTopic.trim();
  if (!topic) return "";
  const template = pick(POST_TEMPLATES, rng);
  const emoji = pick(EMOJI_LINES, rng);
  return [template(topic), emoji, postHashtags(topic).join(" ")].join("\n\n");
}
