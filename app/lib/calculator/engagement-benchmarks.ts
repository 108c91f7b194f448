// Typical Instagram engagement by account size: the bands the engagement calculator compares a
// rate with, and the smooth curve through them the sponsorship calculator prices engagement by.
import { type Range, formatPercent } from "~/lib/text/numbers";
import { type CurvePoint, logLogCurve } from "./interpolate";

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

/** The top tier has no upper edge; its middle is put at 2 million, twice its lower edge. */
const MEGA_CENTRE = 2_000_000;

export type BenchmarkPosition = "below" | "within" | "above";

export function tierFor(followers: number): EngagementTier {
  const found = ENGAGEMENT_TIERS.find(
    (tier) => followers >= tier.minFollowers && (tier.maxFollowers === null || followers < tier.maxFollowers),
  );
  return found ?? (ENGAGEMENT_TIERS[ENGAGEMENT_TIERS.length - 1] as EngagementTier);
}

/** Tier edges in K and M, the way Instagram itself shows follower counts. */
function edge(followers: number): string {
  return followers >= 1_000_000 ? `${followers / 1_000_000}M` : `${followers / 1_000}K`;
}

/** "under 10K followers", "10K–50K followers", "1M+ followers". */
export function tierRangeLabel(tier: EngagementTier): string {
  if (tier.minFollowers === 0 && tier.maxFollowers !== null) return `under ${edge(tier.maxFollowers)} followers`;
  if (tier.maxFollowers === null) return `${edge(tier.minFollowers)}+ followers`;
  return `${edge(tier.minFollowers)}–${edge(tier.maxFollowers)} followers`;
}

/** "2–3.5%" */
export function formatRangePercent(range: Range): string {
  return `${formatPercent(range.low).replace("%", "")}–${formatPercent(range.high)}`;
}

export function benchmarkPosition(rate: number, typical: Range): BenchmarkPosition {
  if (rate < typical.low) return "below";
  if (rate > typical.high) return "above";
  return "within";
}

/** Each tier's middle on a log scale (nano from the benchmarks' floor), at the middle of its band. */
export const TYPICAL_ENGAGEMENT_POINTS: readonly CurvePoint[] = ENGAGEMENT_TIERS.map((tier) => ({
  x:
    tier.maxFollowers === null
      ? MEGA_CENTRE
      : Math.sqrt(Math.max(tier.minFollowers, BENCHMARK_FLOOR) * tier.maxFollowers),
  y: (tier.typical.low + tier.typical.high) / 2,
}));

/**
 * Typical engagement for an account of this size, in percent: the middle of each tier's band,
 * joined smoothly, so an account one follower past a tier edge is compared with nearly the same
 * figure as one just before it.
 */
export function typicalEngagement(followers: number): number {
  return logLogCurve(TYPICAL_ENGAGEMENT_POINTS, followers);
}
