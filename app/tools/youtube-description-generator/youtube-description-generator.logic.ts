import { descriptionHashtags, formatHashtags, topicsFor } from "~/lib/hashtags/hashtags";
import { type Deck, createDeck } from "~/lib/deck";
import type { Rng } from "~/lib/random";
import {
  DEFAULT_TYPE,
  DESCRIPTION_TEMPLATES,
  RECIPE_TAGS,
  TYPE_CUES,
  TYPE_TAGS,
  type VideoType,
} from "./youtube-description-generator.data";

export { DESCRIPTION_TEMPLATES, type VideoType };
export {
  DESCRIPTION_BYTE_LIMIT,
  TITLE_CHAR_LIMIT,
  isTitleTooLong,
  normaliseTitle,
} from "./youtube-description-generator.form";

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/** The video type the title's words point to ("review", "vlog", "#shorts", "how to" …), else tutorial. */
export function videoTypeFor(title: string): VideoType {
  const text = ` ${title.toLowerCase().replace(/\s+/gu, " ")} `;
  for (const { type, cues } of TYPE_CUES) {
    // Whole words only: "tour" must not match "tourism", "vs" not "canvas".
    if (
      cues.some((cue) =>
        new RegExp(`(^|[^\\p{L}\\p{N}#])${escapeForPattern(cue)}(?=[^\\p{L}\\p{N}]|$)`, "u").test(text),
      )
    )
      return type;
  }
  return DEFAULT_TYPE;
}

/** The title's short keyword tags ("masalachai", "chai"), its topic's, and the video type's. */
export function descriptionTags(title: string, type: VideoType, rng: Rng): string[] {
  const isFood = topicsFor(title)[0]?.topic.kind === "food";
  const typeTags = type === "tutorial" && isFood ? RECIPE_TAGS : TYPE_TAGS[type];
  return descriptionHashtags(title, rng, typeTags);
}

/** The bank's name for `visitDeck`: one deck per video type, so variants do not repeat in a visit. */
export function descriptionDeckKey(type: VideoType): string {
  return `youtube-description:${type}`;
}

/**
 * Fills a template in one pass with a replacer function, so a title holding "$&" or "{hashtags}"
 * is inserted exactly as typed.
 */
function fill(template: string, title: string, hashtags: string): string {
  return template.replace(/\{(title|hashtags)\}/gu, (_match, key: string) => (key === "title" ? title : hashtags));
}

/**
 * A full description for a normalised, non-empty title: the template of its video type, dealt from
 * `deckFor(type)` (the screen passes the visit's decks; without them a fresh deck is dealt from `rng`).
 */
export function generateDescription(
  title: string,
  rng: Rng,
  deckFor: (type: VideoType) => Deck<string> = (type) => createDeck(DESCRIPTION_TEMPLATES[type], rng),
): string {
  const type = videoTypeFor(title);
  const [template = DESCRIPTION_TEMPLATES[type][0] ?? "{title}\n\n{hashtags}"] = deckFor(type).deal(1);
  return fill(template, title, formatHashtags(descriptionTags(title, type, rng)));
}
