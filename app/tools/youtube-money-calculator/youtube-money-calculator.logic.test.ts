import { describe, expect, it } from "vitest";
import { NUMBER_MESSAGES, formatInrRange, percentTooLargeMessage } from "~/lib/numbers";
import { randomInt, seededRng } from "~/lib/random";
import { CATEGORIES, DAYS_PER_MONTH, DAYS_PER_YEAR, SHORTS_RPM } from "./youtube-money-calculator.data";
import {
  MONEY_MESSAGES,
  type MoneyForm,
  type MoneyFormResult,
  categoryById,
  estimateEarnings,
  formatRpm,
  readMoneyForm,
} from "./youtube-money-calculator.logic";

function input(result: MoneyFormResult) {
  if (!result.ok) throw new Error(result.errors.map((error) => `${error.field}: ${error.message}`).join("; "));
  return result.input;
}

function errors(result: MoneyFormResult) {
  if (!("errors" in result)) throw new Error("expected errors");
  return result.errors;
}

const base: MoneyForm = { dailyViews: "10,000", shortsPercent: "30", category: "finance" };

describe("estimateEarnings: hand-checked figures", () => {
  it("prices long-form and Shorts views at their own RPMs, per day, month (30 days) and year (365)", () => {
    const estimate = estimateEarnings({
      dailyViews: 10_000,
      shortsPercent: 30,
      longFormRpm: { low: 40, high: 300 },
      shortsRpm: { low: 0.5, high: 20 },
    });
    expect(estimate.longFormViews).toBe(7_000);
    expect(estimate.shortsViews).toBe(3_000);
    // (7,000 × 40 + 3,000 × 0.5) ÷ 1,000 and (7,000 × 300 + 3,000 × 20) ÷ 1,000
    expect(estimate.daily).toEqual({ low: 281.5, high: 2_160 });
    expect(estimate.monthly).toEqual({ low: 8_445, high: 64_800 });
    expect(estimate.yearly).toEqual({ low: 102_747.5, high: 788_400 });
    expect(estimate.formula).toBe(
      "7,000 long-form views × ₹40–₹300 per 1,000 + 3,000 Shorts views × ₹0.5–₹20 per 1,000, per day",
    );
    expect(formatInrRange(estimate.monthly)).toBe("₹8,400 – ₹65,000");
    expect(estimate.assumptions).toMatchObject({ daysPerMonth: 30, daysPerYear: 365, shortsPercent: 30 });
  });

  it("leaves out the part with no views from the formula", () => {
    const rpm = { longFormRpm: { low: 10, high: 20 }, shortsRpm: { low: 1, high: 2 } };
    expect(estimateEarnings({ dailyViews: 5_000, shortsPercent: 0, ...rpm }).formula).toBe(
      "5,000 long-form views × ₹10–₹20 per 1,000, per day",
    );
    const allShorts = estimateEarnings({ dailyViews: 5_000, shortsPercent: 100, ...rpm });
    expect(allShorts.formula).toBe("5,000 Shorts views × ₹1–₹2 per 1,000, per day");
    expect(allShorts.daily).toEqual({ low: 5, high: 10 });
  });

  it("formats RPM ranges with paise only where they exist", () => {
    expect(formatRpm(SHORTS_RPM)).toBe("₹0.5–₹20");
    expect(formatRpm({ low: 12.25, high: 40 })).toBe("₹12.25–₹40");
  });
});

describe("readMoneyForm", () => {
  it("takes the category's RPMs and the Shorts default when the RPM fields are blank", () => {
    expect(input(readMoneyForm(base))).toEqual({
      dailyViews: 10_000,
      shortsPercent: 30,
      longFormRpm: categoryById("finance").longFormRpm,
      shortsRpm: SHORTS_RPM,
    });
    expect(input(readMoneyForm({ ...base, shortsPercent: " " })).shortsPercent).toBe(0);
    expect(input(readMoneyForm({ ...base, dailyViews: "1.2 lakh", shortsPercent: "45%" }))).toMatchObject({
      dailyViews: 120_000,
      shortsPercent: 45,
    });
  });

  it("uses the visitor's own RPMs, decimals and zero included", () => {
    const read = input(
      readMoneyForm({
        ...base,
        longFormRpmLow: "₹55",
        longFormRpmHigh: "72.5",
        shortsRpmLow: "0",
        shortsRpmHigh: "3",
      }),
    );
    expect(read.longFormRpm).toEqual({ low: 55, high: 72.5 });
    expect(read.shortsRpm).toEqual({ low: 0, high: 3 });
  });

  it("gives every bad field its own message", () => {
    expect(errors(readMoneyForm({ ...base, dailyViews: "" }))).toEqual([
      { field: "dailyViews", message: MONEY_MESSAGES.viewsEmpty },
    ]);
    expect(errors(readMoneyForm({ ...base, dailyViews: "0" }))[0]?.message).toBe(NUMBER_MESSAGES.zero);
    expect(errors(readMoneyForm({ ...base, dailyViews: "many" }))[0]?.message).toBe(NUMBER_MESSAGES.notANumber);
    expect(errors(readMoneyForm({ ...base, dailyViews: "9".repeat(10_000) }))[0]?.message).toBe(
      NUMBER_MESSAGES.tooLong,
    );
    expect(errors(readMoneyForm({ ...base, shortsPercent: "150" }))).toEqual([
      { field: "shortsPercent", message: percentTooLargeMessage(100) },
    ]);
    expect(errors(readMoneyForm({ ...base, category: "" }))).toEqual([
      { field: "category", message: MONEY_MESSAGES.category },
    ]);
    expect(errors(readMoneyForm({ ...base, category: "crypto" }))[0]?.field).toBe("category");
    expect(errors(readMoneyForm({ ...base, longFormRpmLow: "200", longFormRpmHigh: "100" }))).toEqual([
      { field: "longFormRpmLow", message: MONEY_MESSAGES.lowAboveHigh },
    ]);
    expect(errors(readMoneyForm({ ...base, shortsRpmHigh: "6000" }))).toEqual([
      { field: "shortsRpmHigh", message: MONEY_MESSAGES.rpmTooLarge },
    ]);
    expect(errors(readMoneyForm({ ...base, longFormRpmHigh: "-4" }))[0]?.message).toBe(NUMBER_MESSAGES.negative);
  });

  it("reports several bad fields at once", () => {
    const found = errors(readMoneyForm({ dailyViews: "", shortsPercent: "abc", category: "x" }));
    expect(found.map((error) => error.field)).toEqual(["dailyViews", "shortsPercent", "category"]);
  });
});

describe("defaults and properties", () => {
  it("has a sane, sourced default range for every category", () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(7);
    for (const category of CATEGORIES) {
      expect(category.longFormRpm.low).toBeGreaterThan(0);
      expect(category.longFormRpm.low).toBeLessThan(category.longFormRpm.high);
      expect(category.basis).toMatch(/20\d\d/);
      // Long-form pays more than Shorts at the low end in every category.
      expect(category.longFormRpm.low).toBeGreaterThan(SHORTS_RPM.low);
    }
  });

  it("holds over many random channels: low ≤ high, scaled by 30 and 365, views conserved", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const category = CATEGORIES[randomInt(CATEGORIES.length, rng)];
      if (!category) throw new Error("no category");
      const dailyViews = 1 + randomInt(10_000_000, rng);
      const shortsPercent = randomInt(101, rng);
      const estimate = estimateEarnings({
        dailyViews,
        shortsPercent,
        longFormRpm: category.longFormRpm,
        shortsRpm: SHORTS_RPM,
      });
      expect(estimate.longFormViews + estimate.shortsViews).toBeCloseTo(dailyViews, 6);
      expect(estimate.daily.low).toBeGreaterThanOrEqual(0);
      expect(estimate.daily.low).toBeLessThanOrEqual(estimate.daily.high);
      expect(estimate.monthly.high).toBeCloseTo(estimate.daily.high * DAYS_PER_MONTH, 6);
      expect(estimate.yearly.low).toBeCloseTo(estimate.daily.low * DAYS_PER_YEAR, 6);
      const more = estimateEarnings({ ...estimate.assumptions, dailyViews: dailyViews * 2 });
      expect(more.daily.high).toBeCloseTo(estimate.daily.high * 2, 6);
    }
  });
});
