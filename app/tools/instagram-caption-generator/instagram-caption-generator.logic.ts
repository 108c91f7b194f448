import { type Deck, visitDeck } from "~/lib/text/deck";
import { type Rng, defaultRng } from "~/lib/text/random";
import type { Writing } from "~/lib/text/writing";
import { HINDI_CAPTIONS } from "./banks/hi/captions.data";
import { HINGLISH_CAPTIONS } from "./banks/hinglish/captions.data";
import { HINDI_SHAYARI } from "./banks/hi/shayari.data";
import { HINGLISH_SHAYARI } from "./banks/hinglish/shayari.data";
import { SHAYARI } from "./banks/en/shayari.data";
import { type ShayariBank, shayariText } from "./banks/shayari-bank";
import { type CaptionCategory, type ListCategory, SHAYARI_MOODS, type ShayariMood } from "./categories";
import { CAPTIONS } from "./banks/en/captions.data";

export { CAPTION_LIMIT, isCaptionCategory } from "./categories";

/** Each writing's bank of captions by mood. */
const BANKS: Readonly<Record<Writing, Readonly<Record<ListCategory, readonly string[]>>>> = {
  en: CAPTIONS,
  hi: HINDI_CAPTIONS,
  hinglish: HINGLISH_CAPTIONS,
};

/** Each writing's shayari by mood; the English page's are in Roman letters (./banks/en/shayari.data.ts). */
const SHAYARI_BANKS: Readonly<Record<Writing, ShayariBank>> = {
  en: SHAYARI,
  hi: HINDI_SHAYARI,
  hinglish: HINGLISH_SHAYARI,
};

/**
 * What a category deals in a writing, as shown and copied. Shayari deals its chosen mood's, or with
 * no mood chosen all five moods'; the mood means nothing to any other category.
 */
export function captionBank(
  category: CaptionCategory,
  writing: Writing = "en",
  mood: ShayariMood | null = null,
): readonly string[] {
  if (category !== "shayari") return BANKS[writing][category];
  const bank = SHAYARI_BANKS[writing];
  return (mood === null ? SHAYARI_MOODS : [mood]).flatMap((each) => bank[each].map(shayariText));
}

export const CAPTIONS_PER_GENERATION = 5;
/**
 * The visit's deck for a category (and for shayari, its mood). Generate More keeps dealing from it,
 * so no caption comes back until the whole category has been shown; each keeps its own place.
 */
export function captionDeck(
  category: CaptionCategory,
  rng: Rng = defaultRng,
  writing: Writing = "en",
  mood: ShayariMood | null = null,
): Deck<string> {
  const key = category === "shayari" && mood !== null ? `${category}:${mood}` : category;
  return visitDeck(`captions:${writing}:${key}`, captionBank(category, writing, mood), rng);
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
  mood: ShayariMood | null = null,
): string[] {
  const deck =
    topicDeck && topicDeck.size >= CAPTIONS_PER_GENERATION ? topicDeck : captionDeck(category, rng, writing, mood);
  return generateCaptions(deck);
}
