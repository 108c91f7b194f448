import { withArticle } from "~/lib/articles";
import { type Deck, visitDeck } from "~/lib/deck";
import type { Rng } from "~/lib/random";
import { ENCOURAGEMENTS, NICHES, NICHE_BRIEFS, type Niche } from "./instagram-niche-finder.data";
import type { Interest } from "./instagram-niche-finder.form";

export interface NicheSuggestion {
  interest: Interest;
  niche: Niche;
  /** Why the niche is worth a page, in one line. */
  why: string;
  /** A first post concrete enough to film this week. */
  firstPost: string;
  encouragement: string;
}

/** "An Education niche for you.", "A DIY niche for you.": the status line of a suggestion. */
export function suggestionStatus(interest: Interest): string {
  return `${withArticle(`${interest} niche`, { capital: true })} for you.`;
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
