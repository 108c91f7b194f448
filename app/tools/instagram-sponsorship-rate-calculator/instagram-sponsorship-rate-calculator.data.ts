import type { Source } from "~/lib/calculator/sources";
import type { Range } from "~/lib/text/numbers";

/** The tool the engagement field links to, for visitors who do not know their rate. */
export const ENGAGEMENT_CALCULATOR_ID = "instagram-engagement-rate-calculator";

/** Where the published figures come from; each is named with its date wherever it is used. */
export const SOURCES = {
  /** Reel prices for the smallest and the largest accounts. */
  kofluenceReport: { name: "Kofluence, Decoding Influence: The 2025 Influencer Marketing Report", date: "July 2025" },
  /** Mega creators' Reel prices, and prices per view by genre. */
  moneycontrol: {
    name: "Kofluence's analysis and its co-founder Ritesh Ujjwal, in Moneycontrol's Influencernomics",
    date: "4 April 2024",
  },
  /** The gap between formats. */
  ryme: { name: "Ryme, How Much Do Influencers Charge in India", date: "2025" },
} as const satisfies Record<string, Source>;

/** One point of the base-rate curve: rupees per 1,000 followers for a single-image post. */
export interface BaseRatePoint {
  followers: number;
  rate: Range;
}

/**
 * The base rate at a few account sizes, joined by a smooth curve (straight on log–log axes), so the
 * price never jumps at a tier edge. No survey publishes a per-1,000 rate for India: these points are
 * our assumption, set so that a Reel lands inside the published prices at both ends (the tests hold
 * them to `PUBLISHED_REEL_PRICES`). Below the first point and above the last the rate per 1,000
 * stays flat. The visitor can edit the result.
 */
export const BASE_RATE_POINTS: readonly BaseRatePoint[] = [
  { followers: 5_000, rate: { low: 300, high: 650 } },
  { followers: 25_000, rate: { low: 250, high: 550 } },
  { followers: 150_000, rate: { low: 180, high: 400 } },
  { followers: 700_000, rate: { low: 150, high: 350 } },
  { followers: 2_000_000, rate: { low: 100, high: 250 } },
];

export interface PublishedPrice {
  /** The accounts the price is for, as the source describes them. */
  who: string;
  /** Follower counts inside that group the curve is checked at. */
  followers: readonly number[];
  /** Rupees for one branded Reel. */
  reel: Range;
  source: Source;
}

/** Published Indian prices for one branded Reel that the base-rate curve must agree with. */
export const PUBLISHED_REEL_PRICES: readonly PublishedPrice[] = [
  {
    who: "creators with under 10,000 followers",
    followers: [3_000, 5_000, 8_000],
    reel: { low: 500, high: 5_000 },
    source: SOURCES.kofluenceReport,
  },
  {
    who: "mega creators (1 million followers and more)",
    followers: [1_000_000, 1_500_000, 2_000_000],
    reel: { low: 300_000, high: 500_000 },
    source: SOURCES.moneycontrol,
  },
];

export type FormatId = "post" | "carousel" | "reel" | "story";

export interface Format {
  id: FormatId;
  label: string;
  /** Relative to a single-image feed post. */
  multiplier: number;
}

/**
 * Reel and Story multipliers follow the gap between formats in Ryme's Indian rate guide (2025: a
 * Reel about 1.25–1.7× a post, a three-frame Story about two-thirds of one). No guide prices
 * carousels separately; ×1.2 for the extra slides is our assumption.
 */
export const FORMATS: readonly Format[] = [
  { id: "reel", label: "Reel", multiplier: 1.5 },
  { id: "carousel", label: "Carousel", multiplier: 1.2 },
  { id: "post", label: "Single-image post", multiplier: 1 },
  { id: "story", label: "Story (up to 3 frames)", multiplier: 0.6 },
];

/** The format prices per view are quoted for: short video. */
export const VIEWS_FORMAT: FormatId = "reel";

/**
 * How engagement moves the price: by how far the account's rate is from the typical rate for its
 * size, on a ratio scale. At the typical rate × 1; at twice it and above × 1.3; at half and below
 * × 0.75; smoothly in between. The two limits are our assumption, shown and editable.
 */
export const ENGAGEMENT_EFFECT = { ceiling: 1.3, floor: 0.75 } as const;

export type NicheId = "fashion" | "lifestyle" | "health" | "finance";

export interface Niche {
  id: NicheId;
  label: string;
  /** Rupees per view of a branded video, as published. */
  perView: Range;
}

/**
 * Prices per view by genre, from Kofluence (Moneycontrol, 4 April 2024): fashion 40–60 paise,
 * lifestyle 30–50 paise, a doctor making health content ₹1–₹2, finance ₹3–₹4. Only the genres the
 * source prices are offered: for any other niche the calculator makes no niche adjustment.
 */
export const NICHES: readonly Niche[] = [
  { id: "fashion", label: "Fashion", perView: { low: 0.4, high: 0.6 } },
  { id: "lifestyle", label: "Lifestyle", perView: { low: 0.3, high: 0.5 } },
  { id: "health", label: "Health, by a doctor or expert", perView: { low: 1, high: 2 } },
  { id: "finance", label: "Finance", perView: { low: 3, high: 4 } },
];

/**
 * The price per view when no niche is given: the span of the source's two mainstream genres
 * (lifestyle and fashion). A niche's multiplier is its price per view against this one.
 */
export const GENERAL_PER_VIEW: Range = { low: 0.3, high: 0.6 };

/** Bounds for edited values: anything past them is a typo, not a negotiating position. */
export const MAX_BASE_RATE = 10_000;
export const MAX_MULTIPLIER = 20;

/** Under this, brands mostly offer barter; the estimate says so. */
export const BARTER_BELOW = 1_000;
/** Above this engagement rate, brands tend to ask for proof; the estimate says so. */
export const UNUSUAL_ENGAGEMENT = 20;
