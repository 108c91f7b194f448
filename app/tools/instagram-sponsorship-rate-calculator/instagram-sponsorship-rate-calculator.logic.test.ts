import { describe, expect, it } from "vitest";
import { NUMBER_MESSAGES, percentTooLargeMessage } from "~/lib/numbers";
import { randomInt, seededRng } from "~/lib/random";
import { ENGAGEMENT_TIERS } from "~/tools/instagram-engagement-rate-calculator/instagram-engagement-rate-calculator.data";
import {
  BASE_RATES,
  ENGAGEMENT_MULTIPLIERS,
  FORMATS,
  PUBLISHED_POST_RANGES,
} from "./instagram-sponsorship-rate-calculator.data";
import {
  RATE_MESSAGES,
  type RateForm,
  type RateOutcome,
  calculateRate,
  estimateRate,
  rateDefaults,
} from "./instagram-sponsorship-rate-calculator.logic";

function report(outcome: RateOutcome) {
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.field}: ${error.message}`).join("; "));
  return outcome.report;
}

function errors(outcome: RateOutcome) {
  if (!("errors" in outcome)) throw new Error("expected errors");
  return outcome.errors;
}

const reel: RateForm = { followers: "25,000", engagementRate: "4.2%", format: "reel" };

describe("calculateRate: hand-checked figures", () => {
  it("25K followers, 4.2% engagement, a Reel: 25 × ₹250–₹550 × 1.3 × 1.5", () => {
    const result = report(calculateRate(reel));
    expect(result.defaults.tier.id).toBe("micro");
    expect(result.defaults.engagementLevel).toBe("above");
    expect(result.input).toEqual({
      followers: 25_000,
      engagementRate: 4.2,
      baseRate: { low: 250, high: 550 },
      engagementMultiplier: 1.3,
      formatMultiplier: 1.5,
    });
    expect(result.estimate.exact.low).toBeCloseTo(12_187.5, 6);
    expect(result.estimate.exact.high).toBeCloseTo(26_812.5, 6);
    expect(result.estimate.rounded).toEqual({ low: 12_000, high: 27_000 });
    expect(result.estimate.text).toBe("₹12,000 – ₹27,000");
    expect(result.steps).toEqual([
      "Followers ÷ 1,000: 25,000 ÷ 1,000 = 25",
      "Base rate for micro accounts: ₹250–₹550 per 1,000 followers for a single-image post",
      "Engagement 4.2% is above the typical 2–3.5% for micro accounts: × 1.3",
      "Reel: × 1.5",
      "25 × ₹250–₹550 × 1.3 × 1.5 = ₹12,188–₹26,813, rounded to ₹12,000 – ₹27,000",
    ]);
    expect(result.notes).toEqual([]);
  });

  it("a Story for a 1.2 lakh account with engagement in the typical band", () => {
    const result = report(calculateRate({ followers: "1.2 lakh", engagementRate: "2", format: "story" }));
    expect(result.defaults.tier.id).toBe("mid");
    expect(result.defaults.engagementLevel).toBe("within");
    // 120 × ₹180–₹400 × 1 × 0.6 = ₹12,960–₹28,800
    expect(result.estimate.rounded).toEqual({ low: 13_000, high: 29_000 });
    expect(result.steps[3]).toBe("Story (up to 3 frames): × 0.6");
  });

  it("uses the visitor's own method figures and marks them", () => {
    const result = report(
      calculateRate({
        ...reel,
        baseRateLow: "₹300",
        baseRateHigh: "600",
        engagementMultiplier: "×1",
        formatMultiplier: "x2",
      }),
    );
    expect(result.input.baseRate).toEqual({ low: 300, high: 600 });
    expect(result.estimate.rounded).toEqual({ low: 15_000, high: 30_000 });
    expect(result.steps[1]).toContain("(your figure)");
    expect(result.steps[2]).toBe("Engagement 4.2% is above the typical 2–3.5% for micro accounts: × 1 (your figure)");
    expect(result.steps[3]).toBe("Reel: × 2 (your figure)");
  });

  it("notes barter-sized accounts and unusually high engagement", () => {
    expect(report(calculateRate({ followers: "800", engagementRate: "25", format: "post" })).notes).toEqual([
      RATE_MESSAGES.barter,
      RATE_MESSAGES.unusualEngagement,
    ]);
  });
});

describe("calculateRate: validation", () => {
  it("asks for followers, engagement and a format, all at once", () => {
    expect(errors(calculateRate({ followers: "", engagementRate: "", format: "" }))).toEqual([
      { field: "followers", message: RATE_MESSAGES.followersEmpty },
      { field: "engagementRate", message: RATE_MESSAGES.engagementEmpty },
      { field: "format", message: RATE_MESSAGES.format },
    ]);
  });

  it("passes on the number reader's messages for bad values", () => {
    expect(errors(calculateRate({ ...reel, followers: "0" }))[0]?.message).toBe(NUMBER_MESSAGES.zero);
    expect(errors(calculateRate({ ...reel, followers: "ten thousand" }))[0]?.message).toBe(NUMBER_MESSAGES.notANumber);
    expect(errors(calculateRate({ ...reel, followers: "7".repeat(10_000) }))[0]?.message).toBe(NUMBER_MESSAGES.tooLong);
    expect(errors(calculateRate({ ...reel, engagementRate: "120%" }))[0]?.message).toBe(percentTooLargeMessage(100));
    expect(errors(calculateRate({ ...reel, engagementRate: "-1" }))[0]?.message).toBe(NUMBER_MESSAGES.negative);
    expect(errors(calculateRate({ ...reel, format: "tweet" }))[0]?.field).toBe("format");
  });

  it("checks the edited method figures", () => {
    expect(errors(calculateRate({ ...reel, baseRateLow: "900", baseRateHigh: "500" }))).toEqual([
      { field: "baseRateLow", message: RATE_MESSAGES.lowAboveHigh },
    ]);
    expect(errors(calculateRate({ ...reel, baseRateHigh: "50,000" }))).toEqual([
      { field: "baseRateHigh", message: RATE_MESSAGES.baseRateTooLarge },
    ]);
    expect(errors(calculateRate({ ...reel, baseRateLow: "0" }))[0]?.message).toBe(NUMBER_MESSAGES.zero);
    for (const bad of ["0", "-1", "11"]) {
      expect(errors(calculateRate({ ...reel, formatMultiplier: bad }))).toEqual([
        { field: "formatMultiplier", message: RATE_MESSAGES.multiplier },
      ]);
    }
    expect(errors(calculateRate({ ...reel, engagementMultiplier: "double" }))[0]?.message).toBe(
      NUMBER_MESSAGES.notANumber,
    );
  });
});

describe("defaults and properties", () => {
  it("lands a single-image post at typical engagement inside the published range for each tier", () => {
    for (const { tier, followers, range } of PUBLISHED_POST_RANGES) {
      const tierData = ENGAGEMENT_TIERS.find((candidate) => candidate.id === tier);
      if (!tierData) throw new Error(tier);
      const typical = (tierData.typical.low + tierData.typical.high) / 2;
      const result = report(
        calculateRate({ followers: String(followers), engagementRate: String(typical), format: "post" }),
      );
      expect(result.defaults.tier.id).toBe(tier);
      expect(result.estimate.exact.low).toBeGreaterThanOrEqual(range.low);
      expect(result.estimate.exact.high).toBeLessThanOrEqual(range.high);
    }
  });

  it("has base rates per 1,000 that fall as accounts grow, and multipliers in a sane order", () => {
    const order = ENGAGEMENT_TIERS.map((tier) => BASE_RATES[tier.id]);
    for (let i = 1; i < order.length; i++) {
      expect(order[i]?.high).toBeLessThan(order[i - 1]?.high ?? 0);
      expect(order[i]?.low).toBeLessThan(order[i]?.high ?? 0);
    }
    expect(ENGAGEMENT_MULTIPLIERS.below).toBeLessThan(ENGAGEMENT_MULTIPLIERS.within);
    expect(ENGAGEMENT_MULTIPLIERS.within).toBeLessThan(ENGAGEMENT_MULTIPLIERS.above);
    const byId = Object.fromEntries(FORMATS.map((format) => [format.id, format.multiplier]));
    expect(byId.story).toBeLessThan(byId.post ?? 0);
    expect(byId.post).toBeLessThan(byId.carousel ?? 0);
    expect(byId.carousel).toBeLessThan(byId.reel ?? 0);
  });

  it("holds over many random accounts: low ≤ high, proportional to followers within a tier", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const followers = 1 + randomInt(20_000_000, rng);
      const rate = 0.1 + randomInt(150, rng) / 10;
      const format = FORMATS[randomInt(FORMATS.length, rng)];
      if (!format) throw new Error("no format");
      const defaults = rateDefaults(followers, rate, format.id);
      const input = {
        followers,
        engagementRate: rate,
        baseRate: defaults.baseRate,
        engagementMultiplier: defaults.engagementMultiplier,
        formatMultiplier: format.multiplier,
      };
      const estimate = estimateRate(input);
      expect(estimate.exact.low).toBeGreaterThan(0);
      expect(estimate.exact.low).toBeLessThan(estimate.exact.high);
      expect(estimate.rounded.low).toBeLessThanOrEqual(estimate.rounded.high);
      const doubled = estimateRate({ ...input, followers: followers * 2 });
      expect(doubled.exact.high).toBeCloseTo(estimate.exact.high * 2, 6);
    }
  });
});
