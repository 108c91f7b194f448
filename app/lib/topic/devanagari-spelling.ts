// Latin subjects as Hindi searches and names write them in Devanagari, from a list of spellings
// people use (never letter by letter): the tag and channel name generators' Hindi pages use it.
import { DEVANAGARI_SPELLINGS } from "./devanagari-spellings.data";

/**
 * A lower-case Latin subject or place in Devanagari ("dal makhani" → "दाल मखनी"): the whole phrase if
 * listed, else word by word with digits kept; null when a word is not listed or there is no word.
 */
export function devanagariSpelling(latin: string): string | null {
  if (latin === "") return null;
  const whole = DEVANAGARI_SPELLINGS[latin];
  if (whole !== undefined) return whole;
  const words = latin.split(" ").map((word) => (/^\d+$/u.test(word) ? word : DEVANAGARI_SPELLINGS[word]));
  return words.every((word) => word !== undefined) && words.some((word) => !/^\d+$/u.test(word))
    ? words.join(" ")
    : null;
}
