import { withArticle } from "~/lib/text/articles";
import { type Deck, visitDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import type { Writing } from "~/lib/text/writing";
import { ENCOURAGEMENTS, NICHES, NICHE_BRIEFS, type Niche } from "./banks/en/niches.data";
import type { Interest } from "./instagram-niche-finder.form";
import { HINDI_ENCOURAGEMENTS, HINDI_NICHES } from "./banks/hi/niches.data";
import { HINGLISH_ENCOURAGEMENTS, HINGLISH_NICHES } from "./banks/hinglish/niches.data";

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

/** A suggestion as a page shows it: the niche by its name in the writing, and the lines in it. */
export interface WrittenSuggestion {
  interest: Interest;
  niche: string;
  why: string;
  firstPost: string;
  encouragement: string;
}

/** Each Hindi writing's niches and encouragements. */
const WRITTEN = {
  hi: { niches: HINDI_NICHES, encouragements: HINDI_ENCOURAGEMENTS },
  hinglish: { niches: HINGLISH_NICHES, encouragements: HINGLISH_ENCOURAGEMENTS },
} as const;

/**
 * One suggestion in a writing: the English page's exactly as `suggestNiche` gives it; the Hindi
 * page's from the same four niches of the interest, each writing dealing its own decks for the visit.
 */
export function suggestNicheIn(
  writing: Writing,
  interest: Interest,
  rng: Rng,
  niches: Deck<Niche> = visitDeck<Niche>(`niche-finder:${writing}:${interest}`, NICHES[interest], rng),
  encouragements?: Deck<string>,
): WrittenSuggestion {
  if (writing === "en") return suggestNiche(interest, rng);
  const bank = WRITTEN[writing];
  const [niche] = niches.deal(1) as [Niche];
  const lines = encouragements ?? visitDeck(`niche-finder:${writing}:encouragements`, bank.encouragements, rng);
  const [line = ""] = lines.deal(1);
  const { name, why, firstPost } = bank.niches[niche];
  return { interest, niche: name, why, firstPost, encouragement: line.replace("{niche}", name) };
}
