import { describe, expect, it } from "vitest";
import { emptyValues, toAddress } from "~/lib/form/form-fields";
import { NUMBER_MESSAGES } from "~/lib/text/numbers";
import { CATEGORIES } from "./youtube-money-calculator.data";
import { MONEY_FIELDS, checkMoney, methodSentence, moneySummary, typicalFor } from "./youtube-money-calculator.form";
import { MONEY_MESSAGES, type MoneyField } from "./youtube-money-calculator.logic";

function values(given: Partial<Record<MoneyField, string>>) {
  return { ...emptyValues(MONEY_FIELDS), ...given };
}

const finance = { dailyViews: "10,000", shortsPercent: "30", category: "finance" };

describe("the money form", () => {
  it("carries every field in the address, the RPM boxes included", () => {
    expect(Object.keys(MONEY_FIELDS)).toEqual([
      "dailyViews",
      "shortsPercent",
      "category",
      "longFormRpmLow",
      "longFormRpmHigh",
      "shortsRpmLow",
      "shortsRpmHigh",
    ]);
    expect(toAddress(MONEY_FIELDS, values({ ...finance, shortsRpmHigh: "4" }))).toBe(
      "?dailyViews=10%2C000&shortsPercent=30&category=finance&shortsRpmHigh=4",
    );
    const category = MONEY_FIELDS.category;
    expect(category.kind === "choice" && category.options.map((option) => option.value)).toEqual(
      CATEGORIES.map((c) => c.id),
    );
  });

  it("knows the default ranges once a category is chosen", () => {
    expect(typicalFor("")).toBeNull();
    expect(typicalFor("crypto")).toBeNull();
    expect(typicalFor("food")).toMatchObject({ longForm: { low: 12, high: 40 }, shorts: { low: 6, high: 24 } });
  });

  it("says where each RPM came from: the published figures behind the default, or the visitor", () => {
    const typical = checkMoney(values(finance));
    if (!("input" in typical)) throw new Error("expected a report");
    expect(typical.input.category.id).toBe("finance");
    expect(typical.input.longForm).toEqual({
      range: { low: 63, high: 128 },
      own: false,
      basis:
        "Published: Fluxnote, YouTube Shorts RPM in India (25 February 2026): ₹40–₹110 for finance; Upgrowth, YouTube CPM in India (5 February 2026): ₹100–₹150 for finance and education. Each end of the default is the geometric mean of theirs",
    });
    expect(typical.input.shorts.basis).toMatch(/₹5–₹30 for Shorts in any niche\. Each end/u);

    const own = checkMoney(values({ ...finance, longFormRpmHigh: "120" }));
    if (!("input" in own)) throw new Error("expected a report");
    expect(own.input.longForm).toEqual({ range: { low: 63, high: 120 }, own: true, basis: "Your figure" });
    const health = checkMoney(values({ ...finance, category: "health" }));
    expect("input" in health && health.input.longForm.basis).toBe(
      "Published: Fluxnote, YouTube Shorts RPM in India (25 February 2026): ₹20–₹55 for health",
    );
  });

  it("names the field in the toast unless the message already does, without its unit", () => {
    const checked = checkMoney(values({ dailyViews: "", shortsPercent: "abc", longFormRpmLow: "-1" }));
    if (!("errors" in checked)) throw new Error("expected errors");
    expect(checked.errors.map((error) => [error.field, error.summary])).toEqual([
      ["dailyViews", MONEY_MESSAGES.viewsEmpty],
      ["shortsPercent", `Shorts share: ${NUMBER_MESSAGES.notAPercent}`],
      ["category", MONEY_MESSAGES.category],
      ["longFormRpmLow", `Long-form RPM, low: ${NUMBER_MESSAGES.negative}`],
    ]);
    const huge = checkMoney(values({ ...finance, dailyViews: "500 crore" }));
    if (!("errors" in huge)) throw new Error("expected errors");
    expect(huge.errors[0]?.summary).toBe(`Daily views: ${MONEY_MESSAGES.viewsImplausible}`);
  });

  it("writes big figures in lakh and crore on the English page", () => {
    const checked = checkMoney(values({ ...finance, dailyViews: "10 lakh" }));
    if (!("input" in checked)) throw new Error("expected a report");
    const summary = moneySummary(checked.input).split("\n");
    expect(summary[2]).toMatch(/^Per month \(30 days\): about ₹[\d.]+ lakh \(₹[\d.]+ lakh – ₹[\d.]+ lakh\)$/u);
    expect(summary[3]).toMatch(/^Per year \(365 days\): about ₹[\d.]+ crore \(/u);
  });

  it("says how the figure was made and copies the central figures with their ranges", () => {
    const checked = checkMoney(values(finance));
    if (!("input" in checked)) throw new Error("expected a report");
    expect(methodSentence(checked.input)).toBe(
      "Made from 7,000 long-form views × ₹89.8 per 1,000 + 3,000 Shorts views × ₹18.71 per 1,000 = ₹685 a day, × 30 days for a month. Each RPM is the middle of its range (the square root of low × high); the range uses both low ends, then both high ends. RPM already allows for views that showed no ad and for YouTube's share (creators keep 55% of long-form ad revenue and 45% of the Shorts revenue allocated to them).",
    );
    expect(moneySummary(checked.input).split("\n")).toEqual([
      "YouTube ad earnings estimate (Finance & business)",
      "Per day: about ₹680 (₹470 – ₹1,000)",
      "Per month (30 days): about ₹21,000 (₹14,000 – ₹30,000)",
      "Per year (365 days): about ₹2,50,000 (₹1,70,000 – ₹3,70,000)",
      methodSentence(checked.input),
      "Long-form RPM ₹63–₹128, Shorts RPM ₹10–₹35",
      MONEY_MESSAGES.estimate,
    ]);
  });
});
