import { type Deck, visitDeck } from "~/lib/deck";
import { type Rng, defaultRng } from "~/lib/random";
import { BIOS, PROFILE_TYPES, type ProfileType } from "./instagram-bio-generator.data";

export const BIOS_PER_GENERATION = 3;
/** Instagram's bio limit, counted in code points. */
export const BIO_LIMIT = 150;

export function isProfileType(value: string): value is ProfileType {
  return PROFILE_TYPES.some((type) => type.value === value);
}

/**
 * The visit's deck for a profile type: pressing Generate again keeps dealing from it, so no bio
 * comes back until the type's whole bank has been shown.
 */
export function bioDeck(type: ProfileType, rng: Rng = defaultRng): Deck<string> {
  return visitDeck(`bios:${type}`, BIOS[type], rng);
}

/** One generation: the next three bios off the deck, all different. */
export function generateBios(deck: Deck<string>): string[] {
  return deck.deal(BIOS_PER_GENERATION);
}
