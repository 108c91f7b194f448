import { type Rng, sample } from "~/lib/random";
import { collapseWhitespace, unique } from "~/lib/text";
import { PREFIXES, SUFFIXES } from "./youtube-channel-name-generator.data";

export const NAME_COUNT = 15;

/**
 * Runs of whitespace (zero-width spaces too) become one space, the ends are trimmed, then the
 * first letter is upper-cased and the rest lower-cased: "  street   FOOD " → "Street food".
 * An empty result means there is no keyword.
 */
export function normaliseKeyword(raw: string): string {
  const [first = "", ...rest] = Array.from(collapseWhitespace(raw));
  return first.toUpperCase() + rest.join("").toLowerCase();
}

function join(...parts: readonly string[]): string {
  return parts.filter((part) => part !== "").join(" ");
}

/**
 * Every name the patterns can make, words joined by single spaces ("The Cooking Hub"):
 * prefix + keyword (4, counting "no prefix"), keyword + suffix (8), prefix + keyword + suffix
 * (3 × 8 = 24 new; with no prefix it repeats keyword + suffix), "keyword Explained" and
 * "Inside keyword's World": 38 distinct names for any keyword, well over the 15 shown.
 */
export function allChannelNames(keyword: string): string[] {
  const names: string[] = [];
  for (const prefix of PREFIXES) names.push(join(prefix, keyword));
  for (const suffix of SUFFIXES) names.push(join(keyword, suffix));
  for (const prefix of PREFIXES) for (const suffix of SUFFIXES) names.push(join(prefix, keyword, suffix));
  names.push(`${keyword} Explained`, `Inside ${keyword}'s World`);
  return unique(names);
}

/** 15 distinct names in random order: a sample of the full list, so it never loops. */
export function generateChannelNames(keyword: string, rng: Rng): string[] {
  return sample(allChannelNames(keyword), NAME_COUNT, rng);
}
