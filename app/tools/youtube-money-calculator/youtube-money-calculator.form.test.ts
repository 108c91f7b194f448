import { describe, expect, it } from "vitest";
import { emptyValues, toAddress } from "~/lib/form-fields";
import { NUMBER_MESSAGES } from "~/lib/numbers";
import { CATEGORIES, SHORTS_RPM } from "./youtube-money-calculator.data";
import { MONEY_FIELDS, checkMoney, moneySummary, typicalLongForm } from "./youtube-money-calculator.form";
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
    expect(category.kind === "choice" && category.options).toEqual(CATEGORIES.map((c) => c.id));
  });

  it("knows the typical long-form range once a category is chosen", () => {
    expect(typicalLongForm("")).toBeNull();
    expect(typicalLongForm("crypto")).toBeNull();
    expect(typicalLongForm("food")?.longFormRpm).toEqual({ low: 12, high: 40 });
  });

  it("says where each RPM came from: the typical range with its sources, or the visitor", () => {
    const typical = checkMoney(values(finance));
    if (!("input" in typical)) throw new Error("expected a report");
    expect(typical.input.category.id).toBe("finance");
    expect(typical.input.longForm).toEqual({
      range: { low: 40, high: 300 },
      own: false,
      basis: `Typical for Finance & business: ${CATEGORIES[0]?.basis ?? ""}`,
    });
    expect(typical.input.shorts.range).toEqual(SHORTS_RPM);
    expect(typical.input.shorts.basis).toMatch(/^Typical for Shorts: MyKitchenIncome \(2026\)/u);

    const own = checkMoney(values({ ...finance, longFormRpmHigh: "120" }));
    if (!("input" in own)) throw new Error("expected a report");
    expect(own.input.longForm).toEqual({ range: { low: 40, high: 120 }, own: true, basis: "Your figure" });
    // Typing the typical figure itself is still the typical range.
    const same = checkMoney(values({ ...finance, longFormRpmLow: "40", longFormRpmHigh: "300" }));
    expect("input" in same && same.input.longForm.own).toBe(false);
  });

  it("names the field in the toast unless the message already does", () => {
    const checked = checkMoney(values({ dailyViews: "", shortsPercent: "abc", longFormRpmLow: "-1" }));
    if (!("errors" in checked)) throw new Error("expected errors");
    expect(checked.errors.map((error) => [error.field, error.summary])).toEqual([
      ["dailyViews", MONEY_MESSAGES.viewsEmpty],
      ["shortsPercent", `Shorts share: ${NUMBER_MESSAGES.notAPercent}`],
      ["category", MONEY_MESSAGES.category],
      ["longFormRpmLow", `Long-form RPM, low: ${NUMBER_MESSAGES.negative}`],
    ]);
  });

  it("copies the three ranges, what they assume and that it is an estimate", () => {
    const checked = checkMoney(values(finance));
    if (!("input" in checked)) throw new Error("expected a report");
    expect(moneySummary(checked.input)).toBe(
      [
        "YouTube ad earnings estimate (Finance & business)",
        "Per day: ₹280 – ₹2,200",
        "Per month (30 days): ₹8,400 – ₹65,000",
        "Per year (365 days): ₹1,00,000 – ₹7,90,000",
        "Based on: 7,000 long-form views × ₹40–₹300 per 1,000 + 3,000 Shorts views × ₹0.5–₹20 per 1,000, per day",
        "Long-form RPM ₹40–₹300, Shorts RPM ₹0.5–₹20",
        MONEY_MESSAGES.estimate,
      ].join("\n"),
    );
  });
});
