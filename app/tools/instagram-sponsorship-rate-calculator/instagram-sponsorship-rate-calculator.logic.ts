import {
  NUMBER_MESSAGES,
  type Range,
  formatCount,
  formatInr,
  formatInrRange,
  formatPercent,
  readCount,
  readPercent,
  roundEstimate,
  tooLargeMessage,
} from "~/lib/numbers";
import type { EngagementTier } from "~/tools/instagram-engagement-rate-calculator/instagram-engagement-rate-calculator.data";
import {
  type BenchmarkPosition,
  benchmarkPosition,
  formatRangePercent,
  tierFor,
} from "~/tools/instagram-engagement-rate-calculator/instagram-engagement-rate-calculator.logic";
import {
  BARTER_BELOW,
  BASE_RATES,
  ENGAGEMENT_MULTIPLIERS,
  FORMATS,
  type Format,
  type FormatId,
  MAX_BASE_RATE,
  MAX_MULTIPLIER,
  UNUSUAL_ENGAGEMENT,
} from "./instagram-sponsorship-rate-calculator.data";
import { numberFormat } from "~/lib/intl";

/** Every number the estimate uses; the screen shows each one and lets the visitor change it. */
export interface RateInput {
  followers: number;
  /** Percent. */
  engagementRate: number;
  /** Rupees per 1,000 followers for a single-image post at typical engagement. */
  baseRate: Range;
  engagementMultiplier: number;
  formatMultiplier: number;
}

/** The defaults for an account: its tier, its base rate and where its engagement sits. */
export interface RateDefaults {
  tier: EngagementTier;
  baseRate: Range;
  engagementLevel: BenchmarkPosition;
  engagementMultiplier: number;
  format: Format;
}

export interface RateEstimate {
  /** Unrounded, for anyone who wants the arithmetic. */
  exact: Range;
  /** Rounded to two significant figures: what the screen shows. */
  rounded: Range;
  /** "₹12,000 – ₹27,000" */
  text: string;
  /** "25 × ₹250–₹550 × 1.3 × 1.5" */
  formula: string;
}

export interface RateReport {
  input: RateInput;
  defaults: RateDefaults;
  estimate: RateEstimate;
  /** The method, one line per step, in the visitor's numbers. */
  steps: string[];
  notes: string[];
}

/** The form as typed. Blank method fields take the defaults for the account. */
export interface RateForm {
  followers: string;
  engagementRate: string;
  format: string;
  baseRateLow?: string;
  baseRateHigh?: string;
  engagementMultiplier?: string;
  formatMultiplier?: string;
}

export type RateField = keyof RateForm;

export interface RateFieldError {
  field: RateField;
  message: string;
}

export type RateOutcome = { ok: true; report: RateReport } | { ok: false; errors: RateFieldError[] };

export const RATE_MESSAGES = {
  followersEmpty: "Please enter your follower count.",
  engagementEmpty: "Please enter your engagement rate.",
  format: "Please choose a format: Reel, carousel, single-image post or Story.",
  lowAboveHigh: "The low rate can't be more than the high one.",
  baseRateTooLarge: `A base rate above ${formatInr(MAX_BASE_RATE)} per 1,000 followers is far past any published Indian rate. Please check it.`,
  multiplier: `A multiplier has to be more than 0 and at most ${MAX_MULTIPLIER}.`,
  /** Shown with every result. */
  estimate:
    "A starting point for negotiation, not a market rate: no official rate card exists, so check the method and change any figure you know better.",
  barter: `Under ${formatCount(BARTER_BELOW)} followers most brand deals are barter (product for content), so treat the range as a rough guide.`,
  unusualEngagement:
    "An engagement rate this high is unusual. Brands may ask for Insights screenshots, so keep them ready.",
} as const;

const plain = () => numberFormat({ maximumFractionDigits: 2 });

export function isFormatId(value: string): value is FormatId {
  return FORMATS.some((format) => format.id === value);
}

export function formatById(id: FormatId): Format {
  return FORMATS.find((format) => format.id === id) as Format;
}

/** The account's tier, base rate and engagement level, from the defaults in data. */
export function rateDefaults(followers: number, engagementRate: number, format: FormatId): RateDefaults {
  const tier = tierFor(followers);
  const engagementLevel = benchmarkPosition(engagementRate, tier.typical);
  return {
    tier,
    baseRate: BASE_RATES[tier.id],
    engagementLevel,
    engagementMultiplier: ENGAGEMENT_MULTIPLIERS[engagementLevel],
    format: formatById(format),
  };
}

/** followers ÷ 1,000 × base rate × engagement multiplier × format multiplier, for each end of the range. */
export function estimateRate(input: RateInput): RateEstimate {
  const factor = (input.followers / 1000) * input.engagementMultiplier * input.formatMultiplier;
  const exact = { low: input.baseRate.low * factor, high: input.baseRate.high * factor };
  const rounded = { low: roundEstimate(exact.low), high: roundEstimate(exact.high) };
  const formula = [
    plain().format(input.followers / 1000),
    `${formatInr(input.baseRate.low)}–${formatInr(input.baseRate.high)}`,
    plain().format(input.engagementMultiplier),
    plain().format(input.formatMultiplier),
  ].join(" × ");
  return { exact, rounded, text: formatInrRange(exact), formula };
}

function describeLevel(level: BenchmarkPosition, rate: number, tier: EngagementTier): string {
  const where = { below: "below", within: "within", above: "above" }[level];
  return `Engagement ${formatPercent(rate)} is ${where} the typical ${formatRangePercent(tier.typical)} for ${tier.label.toLowerCase()} accounts`;
}

/** The estimate with its method spelled out step by step, in the visitor's numbers. */
export function buildRateReport(input: RateInput, defaults: RateDefaults): RateReport {
  const estimate = estimateRate(input);
  const { tier, format } = defaults;
  const edited = (value: number, fallback: number) => (value === fallback ? "" : " (your figure)");
  const baseEdited = input.baseRate.low !== defaults.baseRate.low || input.baseRate.high !== defaults.baseRate.high;
  const steps = [
    `Followers ÷ 1,000: ${formatCount(input.followers)} ÷ 1,000 = ${plain().format(input.followers / 1000)}`,
    `Base rate for ${tier.label.toLowerCase()} accounts: ${formatInr(input.baseRate.low)}–${formatInr(input.baseRate.high)} per 1,000 followers for a single-image post${baseEdited ? " (your figure)" : ""}`,
    `${describeLevel(defaults.engagementLevel, input.engagementRate, tier)}: × ${plain().format(input.engagementMultiplier)}${edited(input.engagementMultiplier, defaults.engagementMultiplier)}`,
    `${format.label}: × ${plain().format(input.formatMultiplier)}${edited(input.formatMultiplier, format.multiplier)}`,
    `${estimate.formula} = ${formatInr(estimate.exact.low)}–${formatInr(estimate.exact.high)}, rounded to ${estimate.text}`,
  ];
  const notes: string[] = [];
  if (input.followers < BARTER_BELOW) notes.push(RATE_MESSAGES.barter);
  if (input.engagementRate > UNUSUAL_ENGAGEMENT) notes.push(RATE_MESSAGES.unusualEngagement);
  return { input, defaults, estimate, steps, notes };
}

/** "1.5", "x1.5" or "×1.5". */
function readMultiplier(
  raw: string | undefined,
  fallback: number,
  field: RateField,
  errors: RateFieldError[],
): number | null {
  if (raw === undefined || raw.trim() === "") return fallback;
  const result = readCount(raw.trim().replace(/^[×x*]\s*/iu, ""), { max: MAX_MULTIPLIER });
  if (result.ok) return result.value;
  // Zero, negative and too large all mean the same thing here: outside the range a multiplier can take.
  const outOfRange: readonly string[] = [
    NUMBER_MESSAGES.zero,
    NUMBER_MESSAGES.negative,
    tooLargeMessage(MAX_MULTIPLIER),
  ];
  errors.push({ field, message: outOfRange.includes(result.message) ? RATE_MESSAGES.multiplier : result.message });
  return null;
}

function readBase(
  raw: string | undefined,
  fallback: number,
  field: RateField,
  errors: RateFieldError[],
): number | null {
  if (raw === undefined || raw.trim() === "") return fallback;
  const result = readCount(raw, { max: MAX_BASE_RATE });
  if (result.ok) return result.value;
  errors.push({
    field,
    message: result.message === tooLargeMessage(MAX_BASE_RATE) ? RATE_MESSAGES.baseRateTooLarge : result.message,
  });
  return null;
}

/** Reads and checks the whole form, fills blanks from the defaults, and builds the report. */
export function calculateRate(form: RateForm): RateOutcome {
  const errors: RateFieldError[] = [];
  const followers = readCount(form.followers, { wholeNumber: true });
  if (!followers.ok) {
    const message = followers.message === NUMBER_MESSAGES.empty ? RATE_MESSAGES.followersEmpty : followers.message;
    errors.push({ field: "followers", message });
  }
  const engagement = readPercent(form.engagementRate);
  if (!engagement.ok) {
    const message = engagement.message === NUMBER_MESSAGES.empty ? RATE_MESSAGES.engagementEmpty : engagement.message;
    errors.push({ field: "engagementRate", message });
  }
  const formatId = form.format.trim();
  if (!isFormatId(formatId)) errors.push({ field: "format", message: RATE_MESSAGES.format });
  if (!followers.ok || !engagement.ok || !isFormatId(formatId)) {
    // The method's defaults depend on these three; check the method fields once they are known.
    return { ok: false, errors };
  }

  const defaults = rateDefaults(followers.value, engagement.value, formatId);
  const low = readBase(form.baseRateLow, defaults.baseRate.low, "baseRateLow", errors);
  const high = readBase(form.baseRateHigh, defaults.baseRate.high, "baseRateHigh", errors);
  if (low !== null && high !== null && low > high) {
    errors.push({ field: "baseRateLow", message: RATE_MESSAGES.lowAboveHigh });
  }
  const engagementMultiplier = readMultiplier(
    form.engagementMultiplier,
    defaults.engagementMultiplier,
    "engagementMultiplier",
    errors,
  );
  const formatMultiplier = readMultiplier(
    form.formatMultiplier,
    defaults.format.multiplier,
    "formatMultiplier",
    errors,
  );
  if (
    errors.length > 0 ||
    low === null ||
    high === null ||
    engagementMultiplier === null ||
    formatMultiplier === null
  ) {
    return { ok: false, errors };
  }
  const input: RateInput = {
    followers: followers.value,
    engagementRate: engagement.value,
    baseRate: { low, high },
    engagementMultiplier,
    formatMultiplier,
  };
  return { ok: true, report: buildRateReport(input, defaults) };
}
