import { type Deck, visitDeck } from "~/lib/text/deck";
import { type Rng, defaultRng } from "~/lib/text/random";
import type { Writing } from "~/lib/text/writing";
import { HINDI_CAPTIONS } from "./banks/hi/captions.data";
import { HINGLISH_CAPTIONS } from "./banks/hinglish/captions.data";
import type { CaptionCategory } from "./categories";
import { CAPTIONS } from "./banks/en/captions.data";

export { CAPTION_LIMIT, isCaptionCategory } from "./categories";

/** Each writing's bank of captions by mood. */
const BANKS: Readonly<Record<Writing, Readonly<Record<CaptionCategory, readonly string[]>>>> = {
  en: CAPTIONS,
  hi: HINDI_CAPTIONS,
  hinglish: HINGLISH_CAPTIONS,
};

export const CAPTIONS_PER_GENERATION = 5;
/**
 * The visit's deck for a category. Generate More keeps dealing from it, so no caption comes back
 * until the whole category has been shown; each category keeps its own place.
 */
export function captionDeck(category: CaptionCategory, rng: Rng = defaultRng, writing: Writing = "en"): Deck<string> {
  return visitDeck(`captions:${writing}:${category}`, BANKS[writing][category], rng);
}

/** One generation: the next five captions off the deck, never a repeat within the batch. */
export function generateCaptions(deck: Deck<string>): string[] {
  return deck.deal(CAPTIONS_PER_GENERATION);
}

/**
 * One generation for a form that may name a topic: from the topic's deck when there is one holding
 * at least a batch, otherwise from the mood's own, exactly as without a topic.
 */
export function captionsFrom(
  topicDeck: Deck<string> | null,
  category: CaptionCategory,
  rng: Rng = defaultRng,
  writing: Writing = "en",
): string[] {
  const deck = topicDeck && topicDeck.size >= CAPTIONS_PER_GENERATION ? topicDeck : captionDeck(category, rng, writing);
  return generateCaptions(deck);
}
