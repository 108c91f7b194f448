import type { Range } from "~/lib/numbers";
import type { BenchmarkPosition } from "~/tools/instagram-engagement-rate-calculator/instagram-engagement-rate-calculator.logic";
import type { TierId } from "~/tools/instagram-engagement-rate-calculator/instagram-engagement-rate-calculator.data";

/**
 * Starting rates in rupees per 1,000 followers for one single-image feed post at typical
 * engagement. No survey publishes a per-1,000 rate for India, so these are our assumption, chosen
 * so that a mid-sized account in each tier lands inside published Indian per-post figures:
 * Kofluence's 2024 Influencer Marketing Report (nano ₹500–₹5,000 per post or Reel, mega ₹2 lakh
 * and up) and the tier table in InfluenceLinkUp's round-up of Kofluence data (micro ₹5,000–₹20,000,
 * mid-tier ₹20,000–₹1,00,000, macro from ₹1,00,000). The tests hold them to that; the visitor can
 * edit them.
 */
export const BASE_RATES: Readonly<Record<TierId, Range>> = {
  nano: { low: 300, high: 700 },
  micro: { low: 250, high: 550 },
  mid: { low: 180, high: 400 },
  macro: { low: 150, high: 350 },
  mega: { low: 100, high: 250 },
};

/** The published per-post ranges the base rates are checked against, at a follower count inside each tier. */
export const PUBLISHED_POST_RANGES: readonly { tier: TierId; followers: number; range: Range }[] = [
  { tier: "nano", followers: 5_000, range: { low: 1_000, high: 5_000 } },
  { tier: "micro", followers: 25_000, range: { low: 5_000, high: 20_000 } },
  { tier: "mid", followers: 150_000, range: { low: 20_000, high: 100_000 } },
  { tier: "macro", followers: 700_000, range: { low: 100_000, high: 500_000 } },
  { tier: "mega", followers: 2_000_000, range: { low: 200_000, high: 10_000_000 } },
];

export type FormatId = "post" | "carousel" | "reel" | "story";

export interface Format {
  id: FormatId;
  label: string;
  /** Relative to a single-image feed post. */
  multiplier: number;
}

/**
 * Reel and Story multipliers follow the gap between formats in a 2025 Indian rate guide (Ryme:
 * Reels about 1.25–1.7× a post, a three-frame Story about two-thirds of one). No guide prices
 * carousels separately; ×1.2 for the extra slides is our assumption.
 */
export const FORMATS: readonly Format[] = [
  { id: "reel", label: "Reel", multiplier: 1.5 },
  { id: "carousel", label: "Carousel", multiplier: 1.2 },
  { id: "post", label: "Single-image post", multiplier: 1 },
  { id: "story", label: "Story (up to 3 frames)", multiplier: 0.6 },
];

/** Our assumption, shown and editable: how much engagement against the tier's typical band moves the price. */
export const ENGAGEMENT_MULTIPLIERS: Readonly<Record<BenchmarkPosition, number>> = {
  below: 0.75,
  within: 1,
  above: 1.3,
};

/** Bounds for edited values: anything past them is a typo, not a negotiating position. */
export const MAX_BASE_RATE = 10_000;
export const MAX_MULTIPLIER = 10;

/** Under this, brands mostly offer barter; the estimate says so. */
export const BARTER_BELOW = 1_000;
/** Above this engagement rate, brands tend to ask for proof; the estimate says so. */
export const UNUSUAL_ENGAGEMENT = 20;
