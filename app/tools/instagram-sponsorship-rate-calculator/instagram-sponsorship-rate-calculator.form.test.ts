import { describe, expect, it } from "vitest";
import { emptyValues, toAddress } from "~/lib/form-fields";
import { NUMBER_MESSAGES } from "~/lib/numbers";
import { FORMATS } from "./instagram-sponsorship-rate-calculator.data";
import {
  FORMAT_PHRASES,
  RATE_FIELDS,
  checkRate,
  methodHint,
  previewDefaults,
  rateSummary,
} from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES, type RateField } from "./instagram-sponsorship-rate-calculator.logic";

function values(given: Partial<Record<RateField, string>>) {
  return { ...emptyValues(RATE_FIELDS), ...given };
}

const reel = { followers: "25,000", engagementRate: "4.2%", format: "reel" };

describe("the sponsorship form", () => {
  it("carries every field in the address, the method boxes included", () => {
    expect(Object.keys(RATE_FIELDS)).toEqual([
      "followers",
      "engagementRate",
      "format",
      "baseRateLow",
      "baseRateHigh",
      "engagementMultiplier",
      "formatMultiplier",
    ]);
    expect(toAddress(RATE_FIELDS, values({ ...reel, formatMultiplier: "2" }))).toBe(
      "?followers=25%2C000&engagementRate=4.2%25&format=reel&formatMultiplier=2",
    );
    expect(Object.keys(FORMAT_PHRASES).sort()).toEqual(FORMATS.map((format) => format.id).sort());
  });

  it("shows the defaults a blank method box stands for once size, engagement and format are known", () => {
    expect(previewDefaults(values({ followers: "25k", engagementRate: "4.2" }))).toBeNull();
    expect(previewDefaults(values({ ...reel, followers: "lots" }))).toBeNull();
    expect(methodHint(null)).toBe(
      "Change any figure you know better. Blank boxes use the defaults for your size, engagement and format, shown here once those are filled in.",
    );
    expect(methodHint(previewDefaults(values(reel)))).toBe(
      "Change any figure you know better. Blank boxes use the defaults for you: ₹250–₹550 per 1,000 followers for a micro account, × 1.3 for engagement above the typical band, × 1.5 for one Reel.",
    );
    expect(methodHint(previewDefaults(values({ followers: "2 lakh", engagementRate: "1", format: "story" })))).toBe(
      "Change any figure you know better. Blank boxes use the defaults for you: ₹180–₹400 per 1,000 followers for a mid-tier account, × 0.75 for engagement below the typical band, × 0.6 for one Story of up to 3 frames.",
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
    const method = checkRate(values({ ...reel, baseRateLow: "0", formatMultiplier: "11" }));
    if (!("errors" in method)) throw new Error("expected errors");
    expect(method.errors.map((error) => error.summary)).toEqual([
      `Base rate, low: ${NUMBER_MESSAGES.zero}`,
      `Format multiplier: ${RATE_MESSAGES.multiplier}`,
    ]);
  });

  it("copies the range, the method step by step and what the figure is not", () => {
    const checked = checkRate(values(reel));
    if (!("input" in checked)) throw new Error("expected a report");
    expect(rateSummary(checked.input)).toBe(
      [
        "Instagram sponsorship rate for one Reel: ₹12,000 – ₹27,000",
        "Method:",
        "1. Followers ÷ 1,000: 25,000 ÷ 1,000 = 25",
        "2. Base rate for micro accounts: ₹250–₹550 per 1,000 followers for a single-image post",
        "3. Engagement 4.2% is above the typical 2–3.5% for micro accounts: × 1.3",
        "4. Reel: × 1.5",
        "5. 25 × ₹250–₹550 × 1.3 × 1.5 = ₹12,188–₹26,813, rounded to ₹12,000 – ₹27,000",
        RATE_MESSAGES.estimate,
      ].join("\n"),
    );
  });
});
