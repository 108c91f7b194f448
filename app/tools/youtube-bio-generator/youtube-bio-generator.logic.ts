import { BIOS, NICHES, type Niche } from "./youtube-bio-generator.data";

/** YouTube's limit for a channel description. */
export const CHANNEL_DESCRIPTION_LIMIT = 1000;

export function isNiche(value: string): value is Niche {
  return (NICHES as readonly string[]).includes(value);
}

/** The niche's two bios; the same two, in the same order, every time. */
export function biosFor(niche: Niche): readonly [string, string] {
  return BIOS[niche];
}
