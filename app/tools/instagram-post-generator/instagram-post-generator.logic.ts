import { formatHashtags, postHashtags } from "~/lib/hashtags/hashtags";
import { type Deck, createDeck } from "~/lib/deck";
import { type Rng, pick } from "~/lib/random";
import { POST_TEMPLATES, type PostTemplate, EMOJI_LINES } from "./instagram-post-generator.data";

export { POST_TEMPLATES, type PostTemplate };
export { POST_LIMIT } from "./instagram-post-generator.form";

/** The bank's name for `visitDeck`, so one visit never repeats a template before all were shown. */
export const POST_DECK_KEY = "instagram-post-templates";

/** "#topic" and four related tags from the topic map; fewer when the topic has no tag form. */
export function postHashtagLine(topic: string, rng: Rng): string {
  return formatHashtags(postHashtags(topic, rng));
}

/**
 * A caption naming the topic as typed (trimmed), an emoji line, then the hashtags; "" means no
 * topic. Templates come from `templates` (the screen passes the visit's deck); without one, a fresh
 * deck is dealt from `rng`.
 */
export function generatePost(
  rawTopic: string,
  rng: Rng,
  templates: Deck<PostTemplate> = createDeck(POST_TEMPLATES, rng),
): string {
  const topic = rawTopic.trim();
  if (!topic) return "";
  const [template] = templates.deal(1);
  const opening = template ? template(topic) : topic;
  const emoji = pick(EMOJI_LINES, rng);
  const tags = postHashtagLine(topic, rng);
  return [opening, emoji, tags].filter((part) => part !== "").join("\n\n");
}
