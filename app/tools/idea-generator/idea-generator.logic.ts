import { type Rng, pick } from "~/lib/random";
import type { Platform } from "~/tools/registry";
import { IDEAS, NICHES } from "./idea-generator.data";

export interface Idea {
  niche: string;
  text: string;
}

/** The niche's four ideas, or undefined when the niche is not one of this platform's. */
export function ideasFor(platform: Platform, niche: string): readonly string[] | undefined {
  return NICHES[platform].includes(niche) ? IDEAS[platform][niche] : undefined;
}

/**
 * One of the niche's four ideas at random. Pressing Generate again should bring something new, so
 * the idea just shown is left out of the draw.
 */
export function pickIdea(platform: Platform, niche: string, rng: Rng, previous?: string): Idea {
  const ideas = ideasFor(platform, niche);
  if (!ideas) throw new Error(`"${niche}" is not a ${platform} niche`);
  const fresh = ideas.filter((idea) => idea !== previous);
  return { niche, text: pick(fresh, rng) };
}
