import { type Rng, pick } from "~/lib/random";
import { ENCOURAGEMENTS, INTERESTS, type Interest, NICHES } from "./instagram-niche-finder.data";

export interface NicheSuggestion {
  interest: Interest;
  niche: string;
  encouragement: string;
}

export function isInterest(value: string): value is Interest {
  return (INTERESTS as readonly string[]).includes(value);
}

/** One of the interest's four niches at random, with a line of encouragement naming it. */
export function suggestNiche(interest: Interest, rng: Rng): NicheSuggestion {
  const niche = pick(NICHES[interest], rng);
  const encouragement = pick(ENCOURAGEMENTS, rng).replace("{niche}", niche);
  return { interest, niche, encouragement };
}
