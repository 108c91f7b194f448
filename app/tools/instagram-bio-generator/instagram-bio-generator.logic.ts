import { type Deck, visitDeck } from "~/lib/text/deck";
import { type Rng, defaultRng } from "~/lib/text/random";
import type { Writing } from "~/lib/text/writing";
import { HINDI_BIOS } from "./banks/hi/bios.data";
import { HINGLISH_BIOS } from "./banks/hinglish/bios.data";
import { BIOS } from "./banks/en/bios.data";
import type { ProfileType } from "./profile-types";

export { BIO_LIMIT, isProfileType } from "./profile-types";

/** Each writing's bank of bios by profile type. */
const BANKS: Readonly<Record<Writing, Readonly<Record<ProfileType, readonly string[]>>>> = {
  en: BIOS,
  hi: HINDI_BIOS,
  hinglish: HINGLISH_BIOS,
};

export const BIOS_PER_GENERATION = 3;

/**
 * The visit's deck for a profile type: pressing Generate again keeps dealing from it, so no bio
 * comes back until the type's whole bank has been shown. Each writing keeps its own deck.
 */
export function bioDeck(type: ProfileType, rng: Rng = defaultRng, writing: Writing = "en"): Deck<string> {
  return visitDeck(writing === "en" ? `bios:${type}` : `bios:${writing}:${type}`, BANKS[writing][type], rng);
}

/** One generation: the next three bios off the deck, all different. */
export function generateBios(deck: Deck<string>): string[] {
  return deck.deal(BIOS_PER_GENERATION);
}
