import { describe, expect, it } from "vitest";
import { emptyValues, toAddress } from "~/lib/form/form-fields";
import { NUMBER_MESSAGES } from "~/lib/text/numbers";
import { FORMATS } from "./instagram-sponsorship-rate-calculator.data";
import {
  FORMAT_PHRASES,
  RATE_FIELDS,
  checkRate,
  methodHint,
  methodPlaceholders,
  previewDefaults,
  rateSummary,
} from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES, type RateField } from "./instagram-sponsorship-rate-calculator.logic";

function values(given: Partial<Record<RateField, string>>) {
  return { ...emptyValues(RATE_FIELDS), ...given };
}

const reel = { followers: "1.5 lakh", engagementRate: "2.5", format: "reel" };

describe("the sponsorship form", () => {
  it("carries every field in the address, the optional ones and the method boxes included", () => {
    expect(Object.keys(RATE_FIELDS)).toEqual([
      "followers",
      "engagementRate",
      "format",
      "views",
      "niche",
      "baseRateLow",
      "baseRateHigh",
      "engagementMultiplier",
      "nicheMultiplier",
      "formatMultiplier",
    ]);
    expect(toAddress(RATE_FIELDS, values({ ...reel, niche: "fashion", formatMultiplier: "2" }))).toBe(
      "?followers=1.5+lakh&engagementRate=2.5&format=reel&niche=fashion&formatMultiplier=2",
    );
    expect(Object.keys(FORMAT_PHRASES).sort()).toEqual(FORMATS.map((format) => format.id).sort());
  });

  it("shows the defaults a blank method box stands for once size, engagement and format are known", () => {
    expect(previewDefaults(values({ followers: "25k", engagementRate: "4.2" }))).toBeNull();
    expect(previewDefaults(values({ ...reel, followers: "lots" }))).toBeNull();
    expect(methodPlaceholders(null)).toEqual({});
    expect(methodHint(null)).toBe(
      "Change any figure you know better. Blank boxes use the defaults for your size, engagement and format, shown here once those are filled in.",
    );
    const defaults = previewDefaults(values(reel));
    expect(methodHint(defaults)).toBe(
      "Change any figure you know better. Blank boxes use the defaults for you: ₹180–₹400 per 1,000 followers for an account your size, × 1.09 for your engagement against a typical 2.02%, × 1 with no niche given, × 1.5 for one Reel.",
    );
    expect(methodPlaceholders(defaults)).toEqual({
      baseRateLow: "180",
      baseRateHigh: "400",
      engagementMultiplier: "1.09",
      nicheMultiplier: "1",
      formatMultiplier: "1.5",
    });
    expect(methodHint(previewDefaults(values({ ...reel, niche: "health", format: "story" })))).toContain(
      "× 3.33 for health, by a doctor or expert, × 0.6 for one Story of up to 3 frames.",
    );
  });

  it("names the field in the toast unless the message already does", () => {
    const missing = checkRate(values({}));
    if (!("errors" in missing)) throw new Error("expected errors");
    expect(missing.errors.map((error) => [error.field, error.summary])).toEqual([
      ["followers", RATE_MESSAGES.followersEmpty],
      ["engagementRate", RATE_MESSAGES.engagementEmpty],
      ["format", RATE_MESSAGES.format],
    ]);
    const method = checkRate(values({ ...reel, views: "-4", baseRateLow: "0", formatMultiplier: "21" }));
    if (!("errors" in method)) throw new Error("expected errors");
    expect(method.errors.map((error) => error.summary)).toEqual([
      `Average views per Reel: ${NUMBER_MESSAGES.negative}`,
      `Base rate, low: ${NUMBER_MESSAGES.zero}`,
      `Format multiplier: ${RATE_MESSAGES.multiplier}`,
    ]);
  });

  it("copies the range, the method step by step and what the figure is not", () => {
    const checked = checkRate(values(reel));
    if (!("input" in checked)) throw new Error("expected a report");
    expect(rateSummary(checked.input)).toBe(
      [
        "Instagram sponsorship rate for one Reel (1,50,000 followers): ₹44,000 – ₹98,000",
        "Method:",
        "1. Followers ÷ 1,000: 1,50,000 ÷ 1,000 = 150",
        "2. Base rate for 1,50,000 followers: ₹180–₹400 per 1,000 followers for a single-image post",
        "3. Engagement 2.5% against a typical 2.02% for that size: × 1.09",
        "4. No niche given: × 1",
        "5. Reel: × 1.5",
        "6. 150 × ₹180–₹400 × 1.09 × 1 × 1.5 = ₹44,145–₹98,100, rounded to ₹44,000 – ₹98,000",
        RATE_MESSAGES.estimate,
      ].join("\n"),
    );
    const withViews = checkRate(values({ ...reel, views: "40k" }));
    if (!("input" in withViews)) throw new Error("expected a report");
    expect(rateSummary(withViews.input).split("\n")[0]).toMatch(
      /^Instagram sponsorship rate for one Reel \(1,50,000 followers, 40,000 average views\): /u,
    );
  });
});
