import { type Rng, shuffle } from "~/lib/random";
import { CAPTIONS, CAPTION_CATEGORIES, type CaptionCategory } from "./instagram-caption-generator.data";

export const CAPTIONS_PER_GENERATION = 5;
/** Instagram's caption limit, in characters. */
export const CAPTION_LIMIT = 2200;

export function isCaptionCategory(value: string): value is CaptionCategory {
  return CAPTION_CATEGORIES.some((category) => category.value === value);
}

/** The category's captions shuffled, first five kept: never a repeat within one generation. */
export function generateCaptions(category: CaptionCategory, rng: Rng): string[] {
  return shuffle(CAPTIONS[category], rng).slice(0, CAPTIONS_PER_GENERATION);
}
