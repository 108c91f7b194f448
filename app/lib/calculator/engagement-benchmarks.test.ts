import { describe, expect, it } from "vitest";
import {
  ENGAGEMENT_TIERS,
  TYPICAL_ENGAGEMENT_POINTS,
  benchmarkPosition,
  tierFor,
  tierRangeLabel,
  typicalEngagement,
} from "./engagement-benchmarks";

describe("engagement benchmarks", () => {
  it("puts every follower count in exactly one tier, edges going up", () => {
    expect(tierFor(0).id).toBe("nano");
    expect(tierFor(9_999).id).toBe("nano");
    expect(tierFor(10_000).id).toBe("micro");
    expect(tierFor(49_999).id).toBe("micro");
    expect(tierFor(50_000).id).toBe("mid");
    expect(tierFor(499_999).id).toBe("mid");
    expect(tierFor(500_000).id).toBe("macro");
    expect(tierFor(999_999).id).toBe("macro");
    expect(tierFor(1_000_000).id).toBe("mega");
    expect(tierFor(5_000_000_000).id).toBe("mega");
    expect(ENGAGEMENT_TIERS.map(tierRangeLabel)).toEqual([
      "under 10K followers",
      "10K–50K followers",
      "50K–500K followers",
      "500K–1M followers",
      "1M+ followers",
    ]);
  });

  it("has tiers that join without gaps and bands that fall as accounts grow", () => {
    for (let i = 1; i < ENGAGEMENT_TIERS.length; i++) {
      const previous = ENGAGEMENT_TIERS[i - 1];
      const tier = ENGAGEMENT_TIERS[i];
      expect(tier?.minFollowers).toBe(previous?.maxFollowers);
      expect(tier?.typical.high).toBeLessThan(previous?.typical.high ?? 0);
      expect(tier?.typical.low).toBeLessThan(tier?.typical.high ?? 0);
    }
  });

  it("places a rate on the band's edges as within", () => {
    const band = { low: 2, high: 3.5 };
    expect(benchmarkPosition(1.99, band)).toBe("below");
    expect(benchmarkPosition(2, band)).toBe("within");
    expect(benchmarkPosition(3.5, band)).toBe("within");
    expect(benchmarkPosition(3.51, band)).toBe("above");
  });

  it("draws the typical rate through each tier's middle, inside its band, falling as accounts grow", () => {
    expect(TYPICAL_ENGAGEMENT_POINTS.map((point) => Math.round(point.x))).toEqual([
      3_162, 22_361, 158_114, 707_107, 2_000_000,
    ]);
    for (const [index, tier] of ENGAGEMENT_TIERS.entries()) {
      const point = TYPICAL_ENGAGEMENT_POINTS[index];
      if (!point) throw new Error("a point per tier");
      expect(tierFor(point.x).id).toBe(tier.id);
      expect(typicalEngagement(point.x)).toBeCloseTo((tier.typical.low + tier.typical.high) / 2, 10);
    }
    let previous = Infinity;
    for (let followers = 100; followers < 1e10; followers *= 1.05) {
      const typical = typicalEngagement(followers);
      expect(typical).toBeLessThanOrEqual(previous);
      previous = typical;
    }
  });

  it("has no step at a tier edge", () => {
    for (const edge of [10_000, 50_000, 500_000, 1_000_000]) {
      expect(typicalEngagement(edge) / typicalEngagement(edge - 1)).toBeCloseTo(1, 4);
    }
  });
});
