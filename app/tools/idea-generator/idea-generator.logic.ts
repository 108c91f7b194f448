import { type Deck, visitDeck } from "~/lib/text/deck";
import { type Rng, defaultRng } from "~/lib/text/random";
import type { Platform } from "~/lib/site/tool-entry";
import type { Writing } from "~/lib/text/writing";
import { IDEAS } from "./banks/en/ideas.data";
import { HINDI_IDEAS } from "./banks/hi/ideas.data";
import { HINGLISH_IDEAS } from "./banks/hinglish/ideas.data";
import { isNiche } from "./niches";

/** Each writing's ideas by platform and niche. */
const BANKS: Readonly<Record<Writing, Readonly<Record<Platform, Readonly<Record<string, readonly string[]>>>>>> = {
  en: IDEAS,
  hi: HINDI_IDEAS,
  hinglish: HINGLISH_IDEAS,
};

export interface Idea {
  niche: string;
  text: string;
  /** What the idea is about, when the visitor named a topic the idea was written for. */
  subject?: string;
}

/** The niche's ideas in a writing, or undefined when the niche is not one of this platform's. */
export function ideasFor(platform: Platform, niche: string, writing: Writing = "en"): readonly string[] | undefined {
  return isNiche(platform, niche) ? BANKS[writing][platform][niche] : undefined;
}

/**
 * The visit's deck for a niche: every click deals the next idea, so none comes back until the
 * niche's whole bank has been shown. Throws for a niche the platform does not offer.
 */
export function ideaDeck(
  platform: Platform,
  niche: string,
  rng: Rng = defaultRng,
  writing: Writing = "en",
): Deck<string> {
  const ideas = ideasFor(platform, niche, writing);
  if (!ideas) throw new Error(`"${niche}" is not a ${platform} niche`);
  // Each writing keeps its own place in the niche.
  const key = writing === "en" ? `ideas:${platform}:${niche}` : `ideas:${writing}:${platform}:${niche}`;
  return visitDeck(key, ideas, rng);
}

/** One click: the next idea off the niche's deck. */
export function pickIdea(niche: string, deck: Deck<string>): Idea {
  const [text] = deck.deal(1);
  if (text === undefined) throw new Error(`No ideas to deal for "${niche}"`);
  return { niche, text };
}

/** One press for a form that may name a topic: the idea written for it, or the niche's own. */
export function ideaFrom(
  written: { text: string; subject: string } | null,
  platform: Platform,
  niche: string,
  rng: Rng = defaultRng,
  writing: Writing = "en",
): Idea {
  return written ? { niche, ...written } : pickIdea(niche, ideaDeck(platform, niche, rng, writing));
}
