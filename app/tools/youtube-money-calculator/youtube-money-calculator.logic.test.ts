import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { NUMBER_MESSAGES, formatInrRange, percentTooLargeMessage } from "~/lib/text/numbers";
import { randomInt, seededRng } from "~/lib/text/random";
import { CATEGORIES, DAYS_PER_MONTH, DAYS_PER_YEAR, MAX_DAILY_VIEWS } from "./youtube-money-calculator.data";
import {
  MONEY_MESSAGES,
  type MoneyForm,
  type MoneyFormResult,
  categoryById,
  centralRpm,
  estimateEarnings,
  formatRpm,
  pooledRange,
  readMoneyForm,
  defaultRpm,
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

describe("the issue's cases", () => {
  it("1.5 lakh daily views, 80% Shorts, entertainment: about ₹57,000 a month, ₹31,000 – ₹1,10,000 (it was ₹6,300 – ₹1,40,000)", () => {
    const estimate = estimateEarnings(
      input(readMoneyForm({ dailyViews: "1.5 lakh", shortsPercent: "80", category: "entertainment" })),
    );
    expect(estimate.assumptions.longFormRpm).toEqual({ low: 14, high: 42 });
    expect(estimate.assumptions.shortsRpm).toEqual({ low: 5, high: 19 });
    // 30,000 × ₹14 + 1,20,000 × ₹5 and 30,000 × ₹42 + 1,20,000 × ₹19, per 1,000, × 30
    expect(estimate.monthly.low).toBeCloseTo(30_600, 6);
    expect(estimate.monthly.high).toBeCloseTo(106_200, 6);
    expect(estimate.monthly.central).toBeCloseTo(30 * (30 * Math.sqrt(14 * 42) + 120 * Math.sqrt(5 * 19)), 6);
    expect(formatInrRange({ low: estimate.monthly.central, high: estimate.monthly.central })).toBe("₹57,000");
    expect(formatInrRange(estimate.monthly)).toBe("₹31,000 – ₹1,10,000");
    expect(estimate.monthly.high / estimate.monthly.low).toBeLessThan(3.5);
    expect(estimate.formula).toBe(
      "30,000 long-form views × ₹24.25 per 1,000 + 1,20,000 Shorts views × ₹9.75 per 1,000 = ₹1,897 a day",
    );
  });

  it("questions 500 crore daily views instead of computing them, and anything past 20 crore", () => {
    expect(errors(readMoneyForm({ ...base, dailyViews: "500 crore" }))).toEqual([
      { field: "dailyViews", message: MONEY_MESSAGES.viewsImplausible },
    ]);
    expect(errors(readMoneyForm({ ...base, dailyViews: "20,00,00,001" }))[0]?.message).toBe(
      MONEY_MESSAGES.viewsImplausible,
    );
    expect(input(readMoneyForm({ ...base, dailyViews: "20 crore" })).dailyViews).toBe(MAX_DAILY_VIEWS);
    expect(MONEY_MESSAGES.viewsImplausible).toMatch(/T-Series drew about 3\.7 billion views in January 2020/u);
    expect(MONEY_MESSAGES.viewsImplausible).toMatch(/\(Radio and Music, 29 February 2020\)/u);
    expect(MONEY_MESSAGES.viewsImplausible).toMatch(/Please check the number\.$/u);
  });
});

describe("estimateEarnings: hand-checked figures", () => {
  it("prices long-form and Shorts views at their own RPMs, per day, month (30 days) and year (365)", () => {
    const estimate = estimateEarnings({
      dailyViews: 10_000,
      shortsPercent: 30,
      longFormRpm: { low: 40, high: 160 },
      shortsRpm: { low: 4, high: 16 },
    });
    expect(estimate.longFormViews).toBe(7_000);
    expect(estimate.shortsViews).toBe(3_000);
    expect(estimate.centralRpm).toEqual({ longForm: 80, shorts: 8 });
    // (7,000 × 40 + 3,000 × 4) ÷ 1,000, (7,000 × 80 + 3,000 × 8) ÷ 1,000 and (7,000 × 160 + 3,000 × 16) ÷ 1,000
    expect(estimate.daily).toEqual({ low: 292, central: 584, high: 1_168 });
    expect(estimate.monthly).toEqual({ low: 292 * DAYS_PER_MONTH, central: 584 * 30, high: 1_168 * 30 });
    expect(estimate.yearly.central).toBe(584 * DAYS_PER_YEAR);
    expect(estimate.formula).toBe(
      "7,000 long-form views × ₹80 per 1,000 + 3,000 Shorts views × ₹8 per 1,000 = ₹584 a day",
    );
  });

  it("leaves out the part with no views, and one figure typed in both boxes gives no range", () => {
    const rpm = { longFormRpm: { low: 10, high: 10 }, shortsRpm: { low: 1, high: 4 } };
    const longOnly = estimateEarnings({ dailyViews: 5_000, shortsPercent: 0, ...rpm });
    expect(longOnly.formula).toBe("5,000 long-form views × ₹10 per 1,000 = ₹50 a day");
    expect(longOnly.daily).toEqual({ low: 50, central: 50, high: 50 });
    const allShorts = estimateEarnings({ dailyViews: 5_000, shortsPercent: 100, ...rpm });
    expect(allShorts.formula).toBe("5,000 Shorts views × ₹2 per 1,000 = ₹10 a day");
  });

  itGives(formatRpm, {
    "formats RPM ranges with paise only where they exist": [
      [{ low: 0.5, high: 20 }, "₹0.5–₹20"],
      [{ low: 12.25, high: 40 }, "₹12.25–₹40"],
      [{ low: 30, high: 30 }, "₹30"],
    ],
  });
});

describe("defaults drawn from the published figures", () => {
  it("takes each end of a category's range as the geometric mean of the guides' ends", () => {
    expect(pooledRange(categoryById("entertainment").longForm)).toEqual({ low: 14, high: 42 });
    expect(pooledRange(categoryById("health").longForm)).toEqual({ low: 20, high: 55 });
    expect(Object.fromEntries(CATEGORIES.map((category) => [category.id, defaultRpm(category)]))).toEqual({
      finance: { longForm: { low: 63, high: 128 }, shorts: { low: 10, high: 35 } },
      tech: { longForm: { low: 49, high: 98 }, shorts: { low: 9, high: 32 } },
      education: { longForm: { low: 50, high: 99 }, shorts: { low: 8, high: 30 } },
      health: { longForm: { low: 20, high: 55 }, shorts: { low: 7, high: 27 } },
      food: { longForm: { low: 12, high: 40 }, shorts: { low: 6, high: 24 } },
      gaming: { longForm: { low: 8, high: 28 }, shorts: { low: 5, high: 21 } },
      entertainment: { longForm: { low: 14, high: 42 }, shorts: { low: 5, high: 19 } },
    });
  });

  it("keeps every default range no wider than its widest source, and inside the sources' span", () => {
    for (const category of CATEGORIES) {
      const { longForm } = defaultRpm(category);
      const widest = Math.max(...category.longForm.map((rpm) => rpm.range.high / rpm.range.low));
      expect(longForm.high / longForm.low, category.id).toBeLessThanOrEqual(widest + 0.05);
      expect(longForm.low).toBeGreaterThanOrEqual(Math.min(...category.longForm.map((rpm) => rpm.range.low)));
      expect(longForm.high).toBeLessThanOrEqual(Math.max(...category.longForm.map((rpm) => rpm.range.high)));
    }
  });

  it("puts the central RPM in the middle on a ratio scale", () => {
    expect(centralRpm({ low: 14, high: 42 })).toBeCloseTo(24.249, 3);
    expect(centralRpm({ low: 9, high: 9 })).toBe(9);
    expect(centralRpm({ low: 0, high: 20 })).toBe(0);
  });
});

describe("continuity and monotonicity", () => {
  it("1% more views or one point more Shorts moves the estimate by under 3%, and more views never earn less", () => {
    // Steps that break a rule are listed and checked once: an expect() per step took most of the time.
    const problems: string[] = [];
    for (const category of CATEGORIES) {
      for (const share of [0, 30, 80, 100]) {
        const at = (views: number, percent = share) =>
          estimateEarnings(
            input(readMoneyForm({ dailyViews: String(views), shortsPercent: String(percent), category: category.id })),
          ).monthly;
        let previous = at(100);
        for (let views = 101; views < MAX_DAILY_VIEWS; views = Math.round(views * 1.01) + 1) {
          const now = at(views);
          const where = `${category.id}, ${share}% Shorts, ${views} views a day`;
          if (now.central / previous.central >= 1.03)
            problems.push(`${where}: jumps ${now.central / previous.central}×`);
          if (now.central < previous.central || now.low < previous.low) problems.push(`${where}: earns less`);
          previous = now;
        }
        if (share < 100) {
          const more = at(50_000, share + 1);
          expect(Math.abs(more.central / at(50_000).central - 1)).toBeLessThan(0.03);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("holds over many random channels: low ≤ central ≤ high, and a month is 30 days of the day", () => {
    for (let seed = 0; seed < 200; seed++) {
      const rng = seededRng(seed);
      const category = CATEGORIES[randomInt(CATEGORIES.length, rng)];
      if (!category) throw new Error("no category");
      const read = input(
        readMoneyForm({
          dailyViews: String(1 + randomInt(MAX_DAILY_VIEWS, rng)),
          shortsPercent: String(randomInt(101, rng)),
          category: category.id,
        }),
      );
      const estimate = estimateEarnings(read);
      expect(estimate.daily.low).toBeLessThanOrEqual(estimate.daily.central);
      expect(estimate.daily.central).toBeLessThanOrEqual(estimate.daily.high);
      expect(estimate.monthly.central).toBeCloseTo(estimate.daily.central * 30, 6);
      expect(estimate.daily.high / estimate.daily.low).toBeLessThan(4.5);
    }
  });
});

describe("readMoneyForm", () => {
  it("takes the category's default RPMs when the RPM fields are blank, and reads Indian numbers", () => {
    expect(input(readMoneyForm(base))).toEqual({
      dailyViews: 10_000,
      shortsPercent: 30,
      longFormRpm: { low: 63, high: 128 },
      shortsRpm: { low: 10, high: 35 },
    });
    expect(input(readMoneyForm({ ...base, shortsPercent: " " })).shortsPercent).toBe(0);
    expect(input(readMoneyForm({ ...base, dailyViews: "1.2 lakh", shortsPercent: "45%" }))).toMatchObject({
      dailyViews: 120_000,
      shortsPercent: 45,
    });
  });

  it("uses the visitor's own RPMs, decimals and zero included", () => {
    const read = input(
      readMoneyForm({ ...base, longFormRpmLow: "₹25.5", longFormRpmHigh: "45", shortsRpmLow: "0", shortsRpmHigh: "3" }),
    );
    expect(read.longFormRpm).toEqual({ low: 25.5, high: 45 });
    expect(read.shortsRpm).toEqual({ low: 0, high: 3 });
  });

  it("gives every bad field its own message", () => {
    expect(errors(readMoneyForm({ dailyViews: "", shortsPercent: "150", category: "crypto" }))).toEqual([
      { field: "dailyViews", message: MONEY_MESSAGES.viewsEmpty },
      { field: "shortsPercent", message: percentTooLargeMessage(100) },
      { field: "category", message: MONEY_MESSAGES.category },
    ]);
    expect(errors(readMoneyForm({ ...base, dailyViews: "12.5" }))[0]?.message).toBe(NUMBER_MESSAGES.wholeNumber);
    expect(errors(readMoneyForm({ ...base, longFormRpmLow: "200", longFormRpmHigh: "100" }))).toEqual([
      { field: "longFormRpmLow", message: MONEY_MESSAGES.lowAboveHigh },
    ]);
    expect(errors(readMoneyForm({ ...base, shortsRpmHigh: "6000" }))).toEqual([
      { field: "shortsRpmHigh", message: MONEY_MESSAGES.rpmTooLarge },
    ]);
  });
});
