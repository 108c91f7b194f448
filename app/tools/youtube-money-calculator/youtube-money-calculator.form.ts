// The calculator's fields as the address carries them, and what the screen shows for an answer.
import type { Fields, Parsed, Values } from "~/lib/form-fields";
import { type Range, formatInrRange } from "~/lib/numbers";
import { labelledMessages, numberField } from "~/lib/field-messages";
import { CATEGORIES, type Category, SHORTS_RPM, SHORTS_RPM_BASIS } from "./youtube-money-calculator.data";
import {
  MONEY_MESSAGES,
  type MoneyEstimate,
  type MoneyField,
  categoryById,
  estimateEarnings,
  formatRpm,
  isCategoryId,
  readMoneyForm,
} from "./youtube-money-calculator.logic";

export const MONEY_FIELDS: Fields<MoneyField> = {
  dailyViews: numberField("Daily views"),
  shortsPercent: numberField("Shorts share"),
  category: { kind: "choice", label: "Content category", options: CATEGORIES.map((category) => category.id) },
  longFormRpmLow: numberField("Long-form RPM, low"),
  longFormRpmHigh: numberField("Long-form RPM, high"),
  shortsRpmLow: numberField("Shorts RPM, low"),
  shortsRpmHigh: numberField("Shorts RPM, high"),
};

/** Where an RPM range came from: the typical range (with its sources) or the visitor's own. */
export interface RpmSource {
  range: Range;
  own: boolean;
  /** "Typical for Finance & business (Fluxnote (Feb 2026): …)" or "Your figure". */
  basis: string;
}

export interface MoneyReport {
  estimate: MoneyEstimate;
  category: Category;
  longForm: RpmSource;
  shorts: RpmSource;
}

function sameRange(a: Range, b: Range): boolean {
  return a.low === b.low && a.high === b.high;
}

function source(range: Range, typical: Range, typicalBasis: string): RpmSource {
  const own = !sameRange(range, typical);
  return { range, own, basis: own ? "Your figure" : typicalBasis };
}

export function checkMoney(values: Values<MoneyField>): Parsed<MoneyReport, MoneyField> {
  const read = readMoneyForm(values);
  if (!read.ok) return { errors: labelledMessages(MONEY_FIELDS, read.errors) };
  // readMoneyForm accepts only a known category, so this lookup always finds one.
  const category = categoryById(values.category as Category["id"]);
  return {
    input: {
      estimate: estimateEarnings(read.input),
      category,
      longForm: source(
        read.input.longFormRpm,
        category.longFormRpm,
        `Typical for ${category.label}: ${category.basis}`,
      ),
      shorts: source(read.input.shortsRpm, SHORTS_RPM, `Typical for Shorts: ${SHORTS_RPM_BASIS}`),
    },
  };
}

/** The long-form range a blank field stands for, once a category is chosen. */
export function typicalLongForm(categoryValue: string): Category | null {
  return isCategoryId(categoryValue) ? categoryById(categoryValue) : null;
}

export const PERIODS = [
  { key: "daily", label: "Per day" },
  { key: "monthly", label: "Per month (30 days)" },
  { key: "yearly", label: "Per year (365 days)" },
] as const satisfies readonly { key: keyof MoneyEstimate; label: string }[];

/** The answer as plain text: the three ranges, what they assume, and that it is an estimate. */
export function moneySummary(report: MoneyReport): string {
  const { estimate } = report;
  return [
    `YouTube ad earnings estimate (${report.category.label})`,
    ...PERIODS.map((period) => `${period.label}: ${formatInrRange(estimate[period.key])}`),
    `Based on: ${estimate.formula}`,
    `Long-form RPM ${formatRpm(report.longForm.range)}, Shorts RPM ${formatRpm(report.shorts.range)}`,
    MONEY_MESSAGES.estimate,
  ].join("\n");
}
