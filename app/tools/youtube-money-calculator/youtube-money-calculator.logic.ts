import { geometricMean } from "~/lib/calculator/interpolate";
import {
  NUMBER_MESSAGES,
  type Range,
  formatCount,
  formatInr,
  readCount,
  readPercent,
  tooLargeMessage,
} from "~/lib/text/numbers";
import {
  ALL_NICHE_SHORTS,
  CATEGORIES,
  type Category,
  type CategoryId,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  MAX_DAILY_VIEWS,
  MAX_RPM,
  type PublishedRpm,
  SOURCES,
} from "./youtube-money-calculator.data";

/** Everything the estimate assumes, as numbers. RPMs are rupees per 1,000 views. */
export interface MoneyInput {
  dailyViews: number;
  /** Share of the daily views that are Shorts, 0 to 100. */
  shortsPercent: number;
  longFormRpm: Range;
  shortsRpm: Range;
}

/** A central figure with the range around it. */
export interface Span extends Range {
  central: number;
}

export interface MoneyEstimate {
  longFormViews: number;
  shortsViews: number;
  /** The RPM each part is priced at for the central figure: the middle of its range. */
  centralRpm: { longForm: number; shorts: number };
  daily: Span;
  monthly: Span;
  yearly: Span;
  /** The inputs behind the figures, for the screen to show and let the visitor edit. */
  assumptions: MoneyInput & { daysPerMonth: number; daysPerYear: number };
  /** "30,000 long-form views × ₹24.25 per 1,000 + 1,20,000 Shorts views × ₹9.75 per 1,000 = ₹1,897 a day" */
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
  /** Asked instead of an answer, kindly: the number is past anything a channel in India gets. */
  viewsImplausible: `More than 20 crore views a day is more than India's most-watched channel gets: T-Series drew about 3.7 billion views in January 2020, some 12 crore a day (${SOURCES.radioAndMusic.name}, ${SOURCES.radioAndMusic.date}). Could that be views for a month, or for all time? Please check the number.`,
  /** Shown with every result. */
  estimate:
    "An estimate from published RPMs, not a promise. The RPM in your YouTube Studio (Analytics → Revenue) gives your real figure.",
  rpmTooLarge: `An RPM above ${formatInr(MAX_RPM)} per 1,000 views is far beyond any published Indian figure. Please check it.`,
} as const;

export function isCategoryId(value: string): value is CategoryId {
  return CATEGORIES.some((category) => category.id === value);
}

export function categoryById(id: CategoryId): Category {
  return CATEGORIES.find((category) => category.id === id) as Category;
}

/**
 * Where the guides disagree, each end of the range is the geometric mean of theirs (each guide
 * counts once, and no single guide sets an end), to whole rupees.
 */
export function pooledRange(published: readonly PublishedRpm[]): Range {
  return {
    low: Math.round(geometricMean(published.map((rpm) => rpm.range.low))),
    high: Math.round(geometricMean(published.map((rpm) => rpm.range.high))),
  };
}

/** The long-form and Shorts RPM ranges a category's blank boxes stand for. */
export function defaultRpm(category: Category): { longForm: Range; shorts: Range } {
  return { longForm: pooledRange(category.longForm), shorts: pooledRange([...category.shorts, ALL_NICHE_SHORTS]) };
}

/**
 * The middle of an RPM range on a ratio scale (₹14–₹42 gives ₹24.25); a single figure stays itself,
 * and a range from ₹0 has its middle at ₹0, the figure it tends to as its low end falls.
 */
export function centralRpm(range: Range): number {
  return Math.sqrt(range.low * range.high);
}

/** "₹0.5–₹20": an RPM range with paise shown where a figure has them. */
export function formatRpm(range: Range): string {
  return range.low === range.high ? formatInr(range.low, 2) : `${formatInr(range.low, 2)}–${formatInr(range.high, 2)}`;
}

function times(span: Span, factor: number): Span {
  return { low: span.low * factor, central: span.central * factor, high: span.high * factor };
}

/**
 * Views split into long-form and Shorts, each priced at its own RPM. RPM already averages over
 * every view (monetised or not) after YouTube's share, so views × RPM ÷ 1,000 is the estimate: at
 * each part's central RPM for the central figure, at both low ends and both high ends for the range.
 */
export function estimateEarnings(input: MoneyInput): MoneyEstimate {
  const shortsViews = (input.dailyViews * input.shortsPercent) / 100;
  const longFormViews = input.dailyViews - shortsViews;
  const central = { longForm: centralRpm(input.longFormRpm), shorts: centralRpm(input.shortsRpm) };
  const at = (longForm: number, shorts: number) => (longFormViews * longForm + shortsViews * shorts) / 1000;
  const daily: Span = {
    low: at(input.longFormRpm.low, input.shortsRpm.low),
    central: at(central.longForm, central.shorts),
    high: at(input.longFormRpm.high, input.shortsRpm.high),
  };
  const parts: string[] = [];
  if (longFormViews > 0)
    parts.push(`${formatCount(longFormViews)} long-form views × ${formatInr(central.longForm, 2)} per 1,000`);
  if (shortsViews > 0)
    parts.push(`${formatCount(shortsViews)} Shorts views × ${formatInr(central.shorts, 2)} per 1,000`);
  return {
    longFormViews,
    shortsViews,
    centralRpm: central,
    daily,
    monthly: times(daily, DAYS_PER_MONTH),
    yearly: times(daily, DAYS_PER_YEAR),
    assumptions: { ...input, daysPerMonth: DAYS_PER_MONTH, daysPerYear: DAYS_PER_YEAR },
    formula: `${parts.join(" + ")} = ${formatInr(daily.central)} a day`,
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

/** Daily views: a whole number above zero, and not past what any Indian channel gets. */
function readViews(raw: string, errors: MoneyFieldError[]): number | null {
  const views = readCount(raw, { wholeNumber: true, orMore: true });
  if (!views.ok) {
    const message = views.message === NUMBER_MESSAGES.empty ? MONEY_MESSAGES.viewsEmpty : views.message;
    errors.push({ field: "dailyViews", message });
    return null;
  }
  if (views.value > MAX_DAILY_VIEWS) {
    errors.push({ field: "dailyViews", message: MONEY_MESSAGES.viewsImplausible });
    return null;
  }
  return views.value;
}

/** Reads and checks the whole form; every bad field gets its own message. */
export function readMoneyForm(form: MoneyForm): MoneyFormResult {
  const errors: MoneyFieldError[] = [];
  const views = readViews(form.dailyViews, errors);

  const share =
    form.shortsPercent.trim() === ""
      ? { ok: true as const, value: 0 }
      : readPercent(form.shortsPercent, { allowZero: true });
  if (!share.ok) errors.push({ field: "shortsPercent", message: share.message });

  const known = isCategoryId(form.category);
  if (!known) errors.push({ field: "category", message: MONEY_MESSAGES.category });
  const typical = known ? defaultRpm(categoryById(form.category as CategoryId)) : null;
  const none = { low: 0, high: 0 };
  const longFormRpm = readRange(form, "longFormRpmLow", "longFormRpmHigh", typical?.longForm ?? none, errors);
  const shortsRpm = readRange(form, "shortsRpmLow", "shortsRpmHigh", typical?.shorts ?? none, errors);

  if (errors.length > 0 || views === null || !share.ok || !longFormRpm || !shortsRpm) {
    return { ok: false, errors };
  }
  return { ok: true, input: { dailyViews: views, shortsPercent: share.value, longFormRpm, shortsRpm } };
}
