import { describe, expect, it } from "vitest";
import { typicalEngagement } from "~/lib/calculator/engagement-benchmarks";
import { NUMBER_MESSAGES, percentTooLargeMessage } from "~/lib/text/numbers";
import { randomInt, seededRng } from "~/lib/text/random";
import {
  BASE_RATE_POINTS,
  ENGAGEMENT_EFFECT,
  FORMATS,
  type FormatId,
  NICHES,
  type NicheId,
  PUBLISHED_REEL_PRICES,
} from "./instagram-sponsorship-rate-calculator.data";
import {
  RATE_MESSAGES,
  type RateForm,
  type RateOutcome,
  baseRateFor,
  calculateRate,
  engagementMultiplierFor,
  nicheMultiplierFor,
} from "./instagram-sponsorship-rate-calculator.logic";

function report(outcome: RateOutcome) {
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.field}: ${error.message}`).join("; "));
  return outcome.report;
}

function errors(outcome: RateOutcome) {
  if (!("errors" in outcome)) throw new Error("expected errors");
  return outcome.errors;
}

/** The unrounded estimate for an account, everything else at its default. */
function fee(followers: number, engagementRate: number, format: FormatId = "reel", more: Partial<RateForm> = {}) {
  return report(
    calculateRate({ followers: String(followers), engagementRate: String(engagementRate), format, ...more }),
  ).estimate.exact;
}

const reel: RateForm = { followers: "1.5 lakh", engagementRate: "2.5", format: "reel" };

describe("the issue's case: 1.5 lakh followers, a Reel, 2.5% and 2.6% engagement", () => {
  it("prices 2.5%: 150 × ₹180–₹400 × 1.09 × 1 × 1.5", () => {
    const result = report(calculateRate(reel));
    expect(result.defaults.typicalEngagement).toBeCloseTo(2.0172, 4);
    expect(result.input).toEqual({
      followers: 150_000,
      engagementRate: 2.5,
      views: null,
      baseRate: { low: 180, high: 400 },
      engagementMultiplier: 1.09,
      nicheMultiplier: 1,
      formatMultiplier: 1.5,
    });
    expect(result.estimate.exact.low).toBeCloseTo(44_145, 6);
    expect(result.estimate.exact.high).toBeCloseTo(98_100, 6);
    expect(result.estimate.text).toBe("₹44,000 – ₹98,000");
    expect(result.steps).toEqual([
      "Followers ÷ 1,000: 1,50,000 ÷ 1,000 = 150",
      "Base rate for 1,50,000 followers: ₹180–₹400 per 1,000 followers for a single-image post",
      "Engagement 2.5% against a typical 2.02% for that size: × 1.09",
      "No niche given: × 1",
      "Reel: × 1.5",
      "150 × ₹180–₹400 × 1.09 × 1 × 1.5 = ₹44,145–₹98,100, rounded to ₹44,000 – ₹98,000",
    ]);
    expect(result.notes).toEqual([]);
  });

  it("prices 2.6% within 2% of 2.5% (it was 30% higher when engagement came in tiers)", () => {
    const next = report(calculateRate({ ...reel, engagementRate: "2.6" }));
    expect(next.input.engagementMultiplier).toBe(1.11);
    expect(next.estimate.text).toBe("₹45,000 – ₹1,00,000");
    const ratio = next.estimate.exact.high / report(calculateRate(reel)).estimate.exact.high;
    expect(ratio).toBeGreaterThan(1);
    expect(ratio).toBeLessThan(1.02);
  });

  it("with 50,000 average views and finance: halfway between the price by followers and by views", () => {
    const result = report(calculateRate({ ...reel, views: "50k", niche: "finance" }));
    expect(result.input.nicheMultiplier).toBe(8.16);
    expect(result.estimate.byFollowers.low).toBeCloseTo(150 * 180 * 1.09 * 8.16 * 1.5, 6);
    // 50,000 views × ₹3–₹4 a view
    expect(result.estimate.byViews).toEqual({ low: 150_000, high: 200_000 });
    expect(result.estimate.exact.low).toBeCloseTo(Math.sqrt(150 * 180 * 1.09 * 8.16 * 1.5 * 150_000), 6);
    expect(result.estimate.text).toBe("₹2,30,000 – ₹4,00,000");
    expect(result.steps.slice(3)).toEqual([
      "Niche, Finance: × 8.16",
      "Reel: × 1.5",
      "By followers: 150 × ₹180–₹400 × 1.09 × 8.16 × 1.5 = ₹3,60,223–₹8,00,496",
      "By views: 50,000 views × ₹3–₹4 a view = ₹1,50,000–₹2,00,000",
      "Halfway between the two on a ratio scale (the square root of their product): ₹2,32,451–₹4,00,124, rounded to ₹2,30,000 – ₹4,00,000",
    ]);
  });
});

describe("continuity: a small change in any input moves the rate a little", () => {
  const formats: FormatId[] = ["reel", "story"];

  it("1% more followers changes the fee by under 3%, over 500 to 50 million followers", () => {
    // Steps that break the rule are listed and checked once: an expect() per step took most of the time.
    const jumps: string[] = [];
    for (const engagementRate of [0.5, 1.5, 2.5, 4, 8]) {
      for (const format of formats) {
        let previous = fee(500, engagementRate, format);
        for (let followers = 500 * 1.01; followers < 5e7; followers *= 1.01) {
          const now = fee(Math.round(followers), engagementRate, format);
          const low = now.low / previous.low;
          const high = now.high / previous.high;
          if (low >= 1.03 || low <= 0.97 || high >= 1.03)
            jumps.push(`${format}, ${engagementRate}%, ${Math.round(followers)} followers: ${low}× low, ${high}× high`);
          previous = now;
        }
      }
    }
    expect(jumps).toEqual([]);
  });

  it("2% more engagement changes the fee by under 3%, over 0.1% to 30%, at every tier edge too", () => {
    const jumps: string[] = [];
    for (const followers of [3_000, 9_999, 10_000, 49_999, 50_000, 150_000, 499_999, 500_000, 1_000_000, 5e6]) {
      let previous = fee(followers, 0.1);
      for (let rate = 0.1 * 1.02; rate < 30; rate *= 1.02) {
        const now = fee(followers, Number(rate.toFixed(4)));
        const step = now.high / previous.high;
        if (step >= 1.03 || step < 1) jumps.push(`${followers} followers, ${rate}%: ${step}×`);
        previous = now;
      }
    }
    expect(jumps).toEqual([]);
  });

  it("1% more average views changes the fee by under 3%", () => {
    for (const niche of ["", "fashion", "finance"]) {
      let previous = fee(80_000, 3, "reel", { views: "100", niche });
      for (let views = 101; views < 5e7; views *= 1.01) {
        const now = fee(80_000, 3, "reel", { views: String(Math.round(views)), niche });
        expect(now.high / previous.high).toBeLessThan(1.03);
        expect(now.high / previous.high).toBeGreaterThanOrEqual(1);
        previous = now;
      }
    }
  });

  it("has no step where the tiers used to change", () => {
    for (const edge of [10_000, 50_000, 500_000, 1_000_000]) {
      const below = fee(edge - 1, 2.5);
      const at = fee(edge, 2.5);
      expect(at.low / below.low).toBeCloseTo(1, 2);
      expect(at.high / below.high).toBeCloseTo(1, 2);
    }
  });
});

describe("monotonicity", () => {
  it("never pays less for more followers, more engagement or more views", () => {
    for (let seed = 0; seed < 200; seed++) {
      const rng = seededRng(seed);
      const followers = 1 + randomInt(20_000_000, rng);
      const rate = 0.1 + randomInt(200, rng) / 10;
      const views = 1 + randomInt(5_000_000, rng);
      const format = FORMATS[randomInt(FORMATS.length, rng)]?.id ?? "reel";
      const base = fee(followers, rate, format, { views: String(views) });
      expect(base.low).toBeGreaterThan(0);
      expect(base.low).toBeLessThan(base.high);
      for (const [more, label] of [
        [fee(Math.round(followers * 1.3) + 1, rate, format, { views: String(views) }), "followers"],
        [fee(followers, rate * 1.3, format, { views: String(views) }), "engagement"],
        [fee(followers, rate, format, { views: String(views * 2) }), "views"],
      ] as const) {
        expect(more.high, `${label} from seed ${seed}`).toBeGreaterThanOrEqual(base.high);
        expect(more.low, `${label} from seed ${seed}`).toBeGreaterThanOrEqual(base.low);
      }
    }
  });

  it("prices per 1,000 followers fall as accounts grow, and formats in a sane order", () => {
    let previous = baseRateFor(100);
    for (let followers = 100; followers < 1e9; followers *= 1.1) {
      const rate = baseRateFor(followers);
      expect(rate.high).toBeLessThanOrEqual(previous.high);
      expect(rate.low).toBeLessThan(rate.high);
      previous = rate;
    }
    const byId = Object.fromEntries(FORMATS.map((format) => [format.id, format.multiplier]));
    expect(byId.story).toBeLessThan(byId.post ?? 0);
    expect(byId.post).toBeLessThan(byId.carousel ?? 0);
    expect(byId.carousel).toBeLessThan(byId.reel ?? 0);
  });

  it("moves engagement's multiplier smoothly between its published floor and ceiling", () => {
    expect(engagementMultiplierFor(2, 2)).toBe(1);
    expect(engagementMultiplierFor(4, 2)).toBe(ENGAGEMENT_EFFECT.ceiling);
    expect(engagementMultiplierFor(40, 2)).toBe(ENGAGEMENT_EFFECT.ceiling);
    expect(engagementMultiplierFor(1, 2)).toBe(ENGAGEMENT_EFFECT.floor);
    expect(engagementMultiplierFor(0.01, 2)).toBe(ENGAGEMENT_EFFECT.floor);
    expect(engagementMultiplierFor(2 * Math.SQRT2, 2)).toBe(1.15);
  });
});

describe("sources", () => {
  it("puts a Reel's default range across the published prices at both ends of the scale", () => {
    for (const published of PUBLISHED_REEL_PRICES) {
      for (const followers of published.followers) {
        const typical = typicalEngagement(followers);
        const range = fee(followers, typical);
        expect(range.low, `${published.who} at ${followers}`).toBeLessThanOrEqual(published.reel.high);
        expect(range.high, `${published.who} at ${followers}`).toBeGreaterThanOrEqual(published.reel.low);
      }
    }
    expect(BASE_RATE_POINTS.map((point) => baseRateFor(point.followers))).toEqual(
      BASE_RATE_POINTS.map((point) => point.rate),
    );
  });

  it("derives each niche's multiplier from its published price per view against the general one", () => {
    const multipliers = Object.fromEntries(NICHES.map((niche) => [niche.id, nicheMultiplierFor(niche)]));
    expect(multipliers).toEqual({ fashion: 1.15, lifestyle: 0.91, health: 3.33, finance: 8.16 } satisfies Record<
      NicheId,
      number
    >);
    expect(nicheMultiplierFor(null)).toBe(1);
  });
});

describe("the visitor's own figures and notes", () => {
  it("uses the visitor's own method figures and marks them", () => {
    const result = report(
      calculateRate({
        ...reel,
        baseRateLow: "₹300",
        baseRateHigh: "600",
        engagementMultiplier: "×1",
        nicheMultiplier: "2",
        formatMultiplier: "x2",
      }),
    );
    expect(result.input.baseRate).toEqual({ low: 300, high: 600 });
    // 150 × ₹300–₹600 × 1 × 2 × 2
    expect(result.estimate.rounded).toEqual({ low: 180_000, high: 360_000 });
    expect(result.steps[1]).toContain("(your figure)");
    expect(result.steps[2]).toBe("Engagement 2.5% against a typical 2.02% for that size: × 1 (your figure)");
    expect(result.steps[3]).toBe("No niche given: × 2 (your figure)");
    expect(result.steps[4]).toBe("Reel: × 2 (your figure)");
  });

  it("scales the views-based price from a Reel to the format chosen", () => {
    const story = report(calculateRate({ ...reel, format: "story", views: "10,000" }));
    // 10,000 views × ₹0.3–₹0.6 × 0.6 ÷ 1.5
    expect(story.estimate.byViews?.low).toBeCloseTo(1_200, 6);
    expect(story.estimate.byViews?.high).toBeCloseTo(2_400, 6);
    expect(story.steps[6]).toBe(
      "By views: 10,000 views × ₹0.3–₹0.6 a view × 0.6 ÷ 1.5 for a story (up to 3 frames) instead of a Reel = ₹1,200–₹2,400",
    );
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
    expect(errors(calculateRate({ ...reel, views: "0" }))).toEqual([{ field: "views", message: NUMBER_MESSAGES.zero }]);
    expect(errors(calculateRate({ ...reel, views: "12.5" }))[0]?.message).toBe(NUMBER_MESSAGES.wholeNumber);
    expect(errors(calculateRate({ ...reel, niche: "crypto" }))).toEqual([
      { field: "niche", message: RATE_MESSAGES.niche },
    ]);
  });

  it("checks the edited method figures", () => {
    expect(errors(calculateRate({ ...reel, baseRateLow: "900", baseRateHigh: "500" }))).toEqual([
      { field: "baseRateLow", message: RATE_MESSAGES.lowAboveHigh },
    ]);
    expect(errors(calculateRate({ ...reel, baseRateHigh: "50,000" }))).toEqual([
      { field: "baseRateHigh", message: RATE_MESSAGES.baseRateTooLarge },
    ]);
    expect(errors(calculateRate({ ...reel, baseRateLow: "0" }))[0]?.message).toBe(NUMBER_MESSAGES.zero);
    for (const bad of ["0", "-1", "21"]) {
      expect(errors(calculateRate({ ...reel, formatMultiplier: bad }))).toEqual([
        { field: "formatMultiplier", message: RATE_MESSAGES.multiplier },
      ]);
    }
    expect(errors(calculateRate({ ...reel, nicheMultiplier: "double" }))[0]?.message).toBe(NUMBER_MESSAGES.notANumber);
  });
});
