import { type Deck, visitDeck } from "~/lib/deck";
import type { Rng } from "~/lib/random";
import {
  ENCOURAGEMENTS,
  INTERESTS,
  type Interest,
  NICHES,
  NICHE_BRIEFS,
  type Niche,
} from "./instagram-niche-finder.data";

export interface NicheSuggestion {
  interest: Interest;
  niche: Niche;
  /** Why the niche is worth a page, in one line. */
  why: string;
  /** A first post concrete enough to film this week. */
  firstPost: string;
  encouragement: string;
}

export function isInterest(value: string): value is Interest {
  return (INTERESTS as readonly string[]).includes(value);
}

// Letter names that start with a vowel sound: "an FAQ", "an SEO tip", but "a DIY niche".
const VOWEL_SOUND_LETTERS = new Set(["A", "E", "F", "H", "I", "L", "M", "N", "O", "R", "S", "X"]);
// A written vowel read with a consonant sound ("a university", "a one-time plan") and the reverse.
const VOWEL_LETTER_CONSONANT_SOUND = /^(?:uni|use|usu|uti|ufo|eu|ewe|one|once)/iu;
const SILENT_H = /^(?:hour|honest|honor|honour|heir)/iu;

/**
 * "a" or "an" for the phrase that follows, by how its first word sounds: "an Education niche",
 * "an eSports page", "a DIY niche", "a Yoga & Meditation page". Initialisms are read letter by letter.
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().split(/[\s-]/u)[0] ?? "";
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 2 && letters === letters.toUpperCase()) {
    return VOWEL_SOUND_LETTERS.has(letters.charAt(0)) ? "an" : "a";
  }
  if (VOWEL_LETTER_CONSONANT_SOUND.test(letters)) return "a";
  if (SILENT_H.test(letters)) return "an";
  return /^[aeiou]/iu.test(letters) ? "an" : "a"; // cspell:disable-line
}

/** "An Education niche for you.", "A DIY niche for you.": the status line of a suggestion. */
export function suggestionStatus(interest: Interest): string {
  const article = indefiniteArticle(interest);
  return `${article.charAt(0).toUpperCase()}${article.slice(1)} ${interest} niche for you.`;
}

/** The visit's deck of an interest's four niches: all four come up before any comes back. */
export function nicheDeck(interest: Interest, rng: Rng): Deck<Niche> {
  return visitDeck<Niche>(`niche-finder:${interest}`, NICHES[interest], rng);
}

/**
 * One of the interest's four niches with why it fits, a first post and a line of encouragement.
 * Dealt from a deck per interest, so pressing again shows each niche before any comes back, and
 * the last one shown never opens the next round.
 */
export function suggestNiche(
  interest: Interest,
  rng: Rng,
  niches: Deck<Niche> = nicheDeck(interest, rng),
  encouragements: Deck<string> = visitDeck("niche-finder:encouragements", ENCOURAGEMENTS, rng),
): NicheSuggestion {
  const [niche] = niches.deal(1) as [Niche];
  const [line = ""] = encouragements.deal(1);
  const { why, firstPost } = NICHE_BRIEFS[niche];
  return { interest, niche, why, firstPost, encouragement: line.replace("{niche}", niche) };
}
