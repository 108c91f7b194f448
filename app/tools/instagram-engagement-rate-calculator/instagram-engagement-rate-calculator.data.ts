import type { Range } from "~/lib/numbers";

export type TierId = "nano" | "micro" | "mid" | "macro" | "mega";

export interface EngagementTier {
  id: TierId;
  label: string;
  /** Inclusive lower bound in followers. */
  minFollowers: number;
  /** Exclusive upper bound in followers; null for the top tier. */
  maxFollowers: number | null;
  /** The "average" engagement band the source gives for the tier, in percent. */
  typical: Range;
}

/**
 * Where the bands come from. Published figures differ a lot by method: this source gives bands by
 * tier for likes and comments over followers; HypeAuditor's medians (quoted in the guide) sit lower
 * because they take in every account, active or not. The guide says so.
 */
export const BENCHMARK_SOURCE = {
  name: "Untapper, Influencer Marketing Benchmarks & KPIs",
  year: 2026,
} as const;

/**
 * Tier edges as most of the industry draws them (nano 1K–10K, micro 10K–50K, mid-tier 50K–500K,
 * macro 500K–1M, mega 1M+). Accounts under 1,000 fall in nano here; the guide notes that the
 * benchmarks do not cover them.
 */
export const ENGAGEMENT_TIERS: readonly EngagementTier[] = [
  { id: "nano", label: "Nano", minFollowers: 0, maxFollowers: 10_000, typical: { low: 3, high: 5 } },
  { id: "micro", label: "Micro", minFollowers: 10_000, maxFollowers: 50_000, typical: { low: 2, high: 3.5 } },
  { id: "mid", label: "Mid-tier", minFollowers: 50_000, maxFollowers: 500_000, typical: { low: 1.5, high: 2.5 } },
  { id: "macro", label: "Macro", minFollowers: 500_000, maxFollowers: 1_000_000, typical: { low: 1, high: 1.8 } },
  { id: "mega", label: "Mega", minFollowers: 1_000_000, maxFollowers: null, typical: { low: 0.7, high: 1.2 } },
];

/** Benchmarks are drawn from accounts with at least this many followers. */
export const BENCHMARK_FLOOR = 1_000;

/** The calculator takes up to this many recent posts (or one row of averages). */
export const MAX_POSTS = 12;

/** A post this many times the median of the others is called out as an outlier. */
export const OUTLIER_FACTOR = 3;
