import { type Rng, pick } from "~/lib/random";
import { codePointLength, collapseWhitespace, hashtagSafe, stripWhitespace } from "~/lib/text";
import { DESCRIPTION_TEMPLATES, FIXED_HASHTAGS } from "./youtube-description-generator.data";

/** YouTube's limits: a description is counted in UTF-8 bytes, a title in characters. */
export const DESCRIPTION_BYTE_LIMIT = 5000;
export const TITLE_CHAR_LIMIT = 100;

/** Trimmed, with runs of whitespace made one space. An empty result means there is no title. */
export function normaliseTitle(raw: string): string {
  return collapseWhitespace(raw);
}

export function isTitleTooLong(title: string): boolean {
  return codePointLength(title) > TITLE_CHAR_LIMIT;
}

/**
 * "#MyTitle #YouTube #Tutorial": the title's own tag keeps its case and is left out when the title
 * has no letters or digits, or when it repeats a fixed tag (YouTube treats tags case-insensitively).
 */
export function descriptionHashtags(title: string): string[] {
  const own = hashtagSafe(stripWhitespace(title));
  const fixed: string[] = [...FIXED_HASHTAGS];
  const repeatsFixed = fixed.some((tag) => tag.toLowerCase() === own.toLowerCase());
  return own && !repeatsFixed ? [own, ...fixed] : fixed;
}

/**
 * Fills a template in one pass with a replacer function, so a title holding "$&" or "{hashtags}"
 * is inserted exactly as typed.
 */
function fill(template: string, title: string, hashtags: string): string {
  return template.replace(/\{(title|hashtags)\}/gu, (_match, key: string) => (key === "title" ? title : hashtags));
}

/** A full description for a normalised, non-empty title, in one of the templates picked at random. */
export function generateDescription(title: string, rng: Rng): string {
  const hashtags = descriptionHashtags(title)
    .map((tag) => `#${tag}`)
    .join(" ");
  return fill(pick(DESCRIPTION_TEMPLATES, rng), title, hashtags);
}
