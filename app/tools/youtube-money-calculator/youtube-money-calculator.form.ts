// The calculator's fields as the address carries them, and what the screen shows for an answer.
import { calculatorMessages } from "~/lib/calculator/messages";
import { cite } from "~/lib/calculator/sources";
import { numberField } from "~/lib/form/field-messages";
import type { Fields, Parsed, Values } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { type Range, formatInr, formatInrRange } from "~/lib/text/numbers";
import { hiNumberMessage, messageMap } from "~/lib/calculator/words/hi";
import {
  ALL_NICHE_SHORTS,
  CATEGORIES,
  CREATOR_SHARE,
  type Category,
  DAYS_PER_MONTH,
  MAX_RPM,
  type PublishedRpm,
} from "./youtube-money-calculator.data";
import {
  MONEY_MESSAGES,
  type MoneyEstimate,
  type MoneyField,
  type Span,
  categoryById,
  estimateEarnings,
  formatRpm,
  isCategoryId,
  readMoneyForm,
  defaultRpm,
} from "./youtube-money-calculator.logic";
import {
  HI_MONEY_MESSAGES,
  HI_OWN_FIGURE,
  MONEY_WORDS,
  hiBasisOf,
  hiFormula,
  hiMethodSentence,
  hiMoneySummary,
} from "./words";

function fieldsIn(lang: Lang): Fields<MoneyField> {
  const { fields, categories } = MONEY_WORDS[lang];
  const number = (name: MoneyField) => ({ ...numberField(fields[name].label), ...fields[name] });
  return {
    dailyViews: number("dailyViews"),
    shortsPercent: number("shortsPercent"),
    category: {
      kind: "choice",
      ...fields.category,
      options: CATEGORIES.map((category) => ({
        value: category.id,
        label: categories?.[category.id] ?? category.label,
      })),
    },
    longFormRpmLow: number("longFormRpmLow"),
    longFormRpmHigh: number("longFormRpmHigh"),
    shortsRpmLow: number("shortsRpmLow"),
    shortsRpmHigh: number("shortsRpmHigh"),
  };
}

export const MONEY_FIELDS_IN: Readonly<Record<Lang, Fields<MoneyField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };

export const MONEY_FIELDS = MONEY_FIELDS_IN.en;

/** Where an RPM range came from: the published figures behind the default, or the visitor's own. */
export interface RpmSource {
  range: Range;
  own: boolean;
  /** "Fluxnote, … (25 February 2026): ₹5–₹22 for entertainment; Upgrowth, … : ₹40–₹80 …" or "Your figure". */
  basis: string;
}

export interface MoneyReport {
  estimate: MoneyEstimate;
  category: Category;
  longForm: RpmSource;
  shorts: RpmSource;
}

/** "Fluxnote, YouTube Shorts RPM in India (25 February 2026): ₹5–₹22 for entertainment" */
function describe(published: readonly PublishedRpm[]): string {
  return published
    .map((rpm) => `${cite(rpm.source)}: ${formatRpm(rpm.range)}${rpm.as === undefined ? "" : ` for ${rpm.as}`}`)
    .join("; ");
}

/** What the published figures are and how the default was drawn from them. */
export function basisOf(published: readonly PublishedRpm[]): string {
  const pooled = published.length > 1 ? ". Each end of the default is the geometric mean of theirs" : "";
  return `Published: ${describe(published)}${pooled}`;
}

function source(range: Range, typical: Range, published: readonly PublishedRpm[], lang: Lang): RpmSource {
  const own = range.low !== typical.low || range.high !== typical.high;
  if (lang === "hi") return { range, own, basis: own ? HI_OWN_FIGURE : hiBasisOf(published) };
  return { range, own, basis: own ? "Your figure" : basisOf(published) };
}

const HI_OWN_MESSAGES = messageMap(MONEY_MESSAGES, HI_MONEY_MESSAGES);

export function checkMoney(values: Values<MoneyField>, lang: Lang = "en"): Parsed<MoneyReport, MoneyField> {
  const read = readMoneyForm(values);
  if (!read.ok) {
    const errors =
      lang === "en"
        ? read.errors
        : read.errors.map(({ field, message }) => ({
            field,
            message: hiNumberMessage(message, [MAX_RPM, 100], HI_OWN_MESSAGES),
          }));
    return { errors: calculatorMessages(MONEY_FIELDS_IN[lang], errors) };
  }
  // readMoneyForm accepts only a known category, so this lookup always finds one.
  const category = categoryById(values.category as Category["id"]);
  const typical = defaultRpm(category);
  const estimate = estimateEarnings(read.input);
  return {
    input: {
      estimate: lang === "en" ? estimate : { ...estimate, formula: hiFormula(estimate) },
      category,
      longForm: source(read.input.longFormRpm, typical.longForm, category.longForm, lang),
      shorts: source(read.input.shortsRpm, typical.shorts, [...category.shorts, ALL_NICHE_SHORTS], lang),
    },
  };
}

/** The category chosen so far with its default RPMs, for the boxes' placeholders; null until one is. */
export function typicalFor(categoryValue: string): { category: Category; longForm: Range; shorts: Range } | null {
  if (!isCategoryId(categoryValue)) return null;
  const category = categoryById(categoryValue);
  return { category, ...defaultRpm(category) };
}

export const PERIODS = [
  { key: "daily", label: "Per day" },
  { key: "monthly", label: "Per month (30 days)" },
  { key: "yearly", label: "Per year (365 days)" },
] as const satisfies readonly { key: keyof MoneyEstimate; label: string }[];

/** "₹57,000", "₹29 lakh", rounded as an estimate, in the page's language. */
export function formatCentral(span: Span, lang: Lang = "en"): string {
  return formatInrRange({ low: span.central, high: span.central }, lang);
}

/** How the figure was made, in two sentences the visitor can check by hand. */
export function methodSentence(report: MoneyReport, lang: Lang = "en"): string {
  if (lang === "hi") return hiMethodSentence(report.estimate);
  const { estimate } = report;
  return [
    `Made from ${estimate.formula}, × ${DAYS_PER_MONTH} days for a month.`,
    "Each RPM is the middle of its range (the square root of low × high); the range uses both low ends, then both high ends.",
    `RPM already allows for views that showed no ad and for YouTube's share (creators keep ${CREATOR_SHARE.longForm}% of long-form ad revenue and ${CREATOR_SHARE.shorts}% of the Shorts revenue allocated to them).`,
  ].join(" ");
}

/** The answer as plain text: the central figures and ranges, how they were made, and that it is an estimate. */
export function moneySummary(report: MoneyReport, lang: Lang = "en"): string {
  const { estimate } = report;
  if (lang === "hi") {
    const category = MONEY_WORDS.hi.categories?.[report.category.id] ?? report.category.label;
    return hiMoneySummary(estimate, category, report.longForm.range, report.shorts.range, (span) =>
      formatCentral(span, "hi"),
    );
  }
  return [
    `YouTube ad earnings estimate (${report.category.label})`,
    ...PERIODS.map(
      (period) =>
        `${period.label}: about ${formatCentral(estimate[period.key])} (${formatInrRange(estimate[period.key])})`,
    ),
    methodSentence(report),
    `Long-form RPM ${formatRpm(report.longForm.range)}, Shorts RPM ${formatRpm(report.shorts.range)}`,
    MONEY_MESSAGES.estimate,
  ].join("\n");
}

/** "₹14–₹42 (middle ₹24.25)" */
export function rpmWithCentre(range: Range, central: number): string {
  return range.low === range.high ? formatRpm(range) : `${formatRpm(range)} (middle ${formatInr(central, 2)})`;
}
