import {
  NUMBER_MESSAGES,
  type Range,
  formatCount,
  formatInr,
  readCount,
  readPercent,
  tooLargeMessage,
} from "~/lib/numbers";
import {
  CATEGORIES,
  type Category,
  type CategoryId,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  MAX_RPM,
  SHORTS_RPM,
} from "./youtube-money-calculator.data";

/** Everything the estimate assumes, as numbers. RPMs are rupees per 1,000 views. */
export interface MoneyInput {
  dailyViews: number;
  /** Share of the daily views that are Shorts, 0 to 100. */
  shortsPercent: number;
  longFormRpm: Range;
  shortsRpm: Range;
}

export interface MoneyEstimate {
  longFormViews: number;
  shortsViews: number;
  daily: Range;
  monthly: Range;
  yearly: Range;
  /** The inputs behind the figures, for the screen to show and let the visitor edit. */
  assumptions: MoneyInput & { daysPerMonth: number; daysPerYear: number };
  /** "7,000 long-form views × ₹40–₹300 per 1,000 + 3,000 Shorts views × ₹0.5–₹20 per 1,000, per day" */
  formula: string;
}

/** The form as typed. Blank RPM fields take the category's defaults; a blank Shorts share is 0%. */
export interface MoneyForm {
  dailyViews: string;
  shortsPercent: string;
  category: string;
  longFormRpmLow?: string;
  longFormRpmHigh?: string;
  shortsRpmLow?: string;
  shortsRpmHigh?: string;
}

export type MoneyField = keyof MoneyForm;

export interface MoneyFieldError {
  field: MoneyField;
  message: string;
}

export type MoneyFormResult = { ok: true; input: MoneyInput } | { ok: false; errors: MoneyFieldError[] };

export const MONEY_MESSAGES = {
  viewsEmpty: "Please enter your daily views.",
  category: "Please choose a content category.",
  lowAboveHigh: "The low RPM can't be more than the high one.",
  /** Shown with every result. */
  estimate:
    "An estimate from typical RPMs, not a promise. The RPM in your YouTube Studio (Analytics → Revenue) gives your real figure.",
  rpmTooLarge: `An RPM above ${formatInr(MAX_RPM)} per 1,000 views is far beyond any published Indian figure. Please check it.`,
} as const;

export function isCategoryId(value: string): value is CategoryId {
  return CATEGORIES.some((category) => category.id === value);
}

export function categoryById(id: CategoryId): Category {
  return CATEGORIES.find((category) => category.id === id) as Category;
}

/** "₹0.5–₹20": an RPM range with paise shown where a figure has them. */
export function formatRpm(range: Range): string {
  return `${formatInr(range.low, 2)}–${formatInr(range.high, 2)}`;
}

function times(range: Range, factor: number): Range {
  return { low: range.low * factor, high: range.high * factor };
}

/**
 * Views split into long-form and Shorts, each priced at its own RPM range. RPM already averages
 * over every view (monetised or not) after YouTube's share, so views × RPM ÷ 1,000 is the estimate.
 */
export function estimateEarnings(input: MoneyInput): MoneyEstimate {
  const shortsViews = (input.dailyViews * input.shortsPercent) / 100;
  const longFormViews = input.dailyViews - shortsViews;
  const daily: Range = {
    low: (longFormViews * input.longFormRpm.low + shortsViews * input.shortsRpm.low) / 1000,
    high: (longFormViews * input.longFormRpm.high + shortsViews * input.shortsRpm.high) / 1000,
  };
  const parts: string[] = [];
  if (longFormViews > 0)
    parts.push(`${formatCount(longFormViews)} long-form views × ${formatRpm(input.longFormRpm)} per 1,000`);
  if (shortsViews > 0) parts.push(`${formatCount(shortsViews)} Shorts views × ${formatRpm(input.shortsRpm)} per 1,000`);
  return {
    longFormViews,
    shortsViews,
    daily,
    monthly: times(daily, DAYS_PER_MONTH),
    yearly: times(daily, DAYS_PER_YEAR),
    assumptions: { ...input, daysPerMonth: DAYS_PER_MONTH, daysPerYear: DAYS_PER_YEAR },
    formula: `${parts.join(" + ")}, per day`,
  };
}

function readRpm(
  raw: string | undefined,
  fallback: number,
  field: MoneyField,
  errors: MoneyFieldError[],
): number | null {
  if (raw === undefined || raw.trim() === "") return fallback;
  const result = readCount(raw, { allowZero: true, max: MAX_RPM });
  if (result.ok) return result.value;
  const tooLarge = result.message === tooLargeMessage(MAX_RPM);
  errors.push({ field, message: tooLarge ? MONEY_MESSAGES.rpmTooLarge : result.message });
  return null;
}

function readRange(
  form: MoneyForm,
  lowField: "longFormRpmLow" | "shortsRpmLow",
  highField: "longFormRpmHigh" | "shortsRpmHigh",
  fallback: Range,
  errors: MoneyFieldError[],
): Range | null {
  const low = readRpm(form[lowField], fallback.low, lowField, errors);
  const high = readRpm(form[highField], fallback.high, highField, errors);
  if (low === null || high === null) return null;
  if (low > high) {
    errors.push({ field: lowField, message: MONEY_MESSAGES.lowAboveHigh });
    return null;
  }
  return { low, high };
}

/** Reads and checks the whole form; every bad field gets its own message. */
export function readMoneyForm(form: MoneyForm): MoneyFormResult {
  const errors: MoneyFieldError[] = [];

  const views = readCount(form.dailyViews, { wholeNumber: true });
  if (!views.ok) {
    const message = views.message === NUMBER_MESSAGES.empty ? MONEY_MESSAGES.viewsEmpty : views.message;
    errors.push({ field: "dailyViews", message });
  }

  const share =
    form.shortsPercent.trim() === ""
      ? { ok: true as const, value: 0 }
      : readPercent(form.shortsPercent, { allowZero: true });
  if (!share.ok) errors.push({ field: "shortsPercent", message: share.message });

  const known = isCategoryId(form.category);
  if (!known) errors.push({ field: "category", message: MONEY_MESSAGES.category });
  const longFallback = known ? categoryById(form.category as CategoryId).longFormRpm : { low: 0, high: 0 };
  const longFormRpm = readRange(form, "longFormRpmLow", "longFormRpmHigh", longFallback, errors);
  const shortsRpm = readRange(form, "shortsRpmLow", "shortsRpmHigh", SHORTS_RPM, errors);

  if (errors.length > 0 || !views.ok || !share.ok || !longFormRpm || !shortsRpm) {
    return { ok: false, errors };
  }
  return { ok: true, input: { dailyViews: views.value, shortsPercent: share.value, longFormRpm, shortsRpm } };
}
