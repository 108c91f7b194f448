import { typicalEngagement } from "~/lib/calculator/engagement-benchmarks";
import { geometricMean, logLogCurve, roundTo } from "~/lib/calculator/interpolate";
import { numberFormat } from "~/config/intl";
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
} from "~/lib/text/numbers";
import {
  BARTER_BELOW,
  BASE_RATE_POINTS,
  ENGAGEMENT_EFFECT,
  FORMATS,
  type Format,
  type FormatId,
  GENERAL_PER_VIEW,
  MAX_BASE_RATE,
  MAX_MULTIPLIER,
  NICHES,
  type Niche,
  type NicheId,
  UNUSUAL_ENGAGEMENT,
  VIEWS_FORMAT,
} from "./instagram-sponsorship-rate-calculator.data";

/** Every number the estimate uses; the screen shows each one and lets the visitor change it. */
export interface RateInput {
  followers: number;
  /** Percent. */
  engagementRate: number;
  /** Average views of a Reel, when the visitor gives them. */
  views: number | null;
  /** Rupees per 1,000 followers for a single-image post at typical engagement. */
  baseRate: Range;
  engagementMultiplier: number;
  nicheMultiplier: number;
  formatMultiplier: number;
}

/** The defaults for an account: what each blank method box stands for. */
export interface RateDefaults {
  baseRate: Range;
  /** Typical engagement for an account this size, in percent. */
  typicalEngagement: number;
  engagementMultiplier: number;
  niche: Niche | null;
  nicheMultiplier: number;
  /** Rupees per view the views-based price uses. */
  perView: Range;
  format: Format;
}

export interface RateEstimate {
  /** followers ÷ 1,000 × base rate × the three multipliers. */
  byFollowers: Range;
  /** views × price per view, scaled from a Reel to the format; null without views. */
  byViews: Range | null;
  /** Unrounded: by followers alone, or halfway (on a ratio scale) between the two. */
  exact: Range;
  /** Rounded to two significant figures: what the screen shows. */
  rounded: Range;
  /** "₹44,000 – ₹98,000" */
  text: string;
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
  views?: string;
  niche?: string;
  baseRateLow?: string;
  baseRateHigh?: string;
  engagementMultiplier?: string;
  nicheMultiplier?: string;
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
  niche: "Please choose one of the niches listed, or leave it blank.",
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

export function isNicheId(value: string): value is NicheId {
  return NICHES.some((niche) => niche.id === value);
}

export function nicheById(id: NicheId): Niche {
  return NICHES.find((niche) => niche.id === id) as Niche;
}

/** Rupees per 1,000 followers at this size, read off the curve and rounded to whole rupees as shown. */
export function baseRateFor(followers: number): Range {
  const at = (end: keyof Range) =>
    Math.round(
      logLogCurve(
        BASE_RATE_POINTS.map((point) => ({ x: point.followers, y: point.rate[end] })),
        followers,
      ),
    );
  return { low: at("low"), high: at("high") };
}

/**
 * × 1 at the typical rate for the account's size, rising smoothly to the ceiling at twice it and
 * falling to the floor at half of it (straight on a log scale in between), to two decimals.
 */
export function engagementMultiplierFor(engagementRate: number, typical: number): number {
  const doublings = Math.log2(engagementRate / typical);
  const { ceiling, floor } = ENGAGEMENT_EFFECT;
  const effect =
    doublings >= 0 ? Math.min(ceiling, 1 + (ceiling - 1) * doublings) : Math.max(floor, 1 + (1 - floor) * doublings);
  return roundTo(effect, 2);
}

/** A niche's price per view against the general one, to two decimals; × 1 without a niche. */
export function nicheMultiplierFor(niche: Niche | null): number {
  if (!niche) return 1;
  return roundTo(
    geometricMean([niche.perView.low, niche.perView.high]) /
      geometricMean([GENERAL_PER_VIEW.low, GENERAL_PER_VIEW.high]),
    2,
  );
}

/** The account's defaults: base rate, typical engagement and the multipliers. */
export function rateDefaults(
  followers: number,
  engagementRate: number,
  format: FormatId,
  nicheId: NicheId | null = null,
): RateDefaults {
  const typical = typicalEngagement(followers);
  const niche = nicheId === null ? null : nicheById(nicheId);
  return {
    baseRate: baseRateFor(followers),
    typicalEngagement: typical,
    engagementMultiplier: engagementMultiplierFor(engagementRate, typical),
    niche,
    nicheMultiplier: nicheMultiplierFor(niche),
    perView: niche ? niche.perView : GENERAL_PER_VIEW,
    format: formatById(format),
  };
}

function scale(range: Range, factor: number): Range {
  return { low: range.low * factor, high: range.high * factor };
}

/**
 * By followers: followers ÷ 1,000 × base rate × engagement × niche × format. With average views,
 * also by views (views × price per view, scaled from a Reel to the format), and the estimate is
 * halfway between the two on a ratio scale, since brands weigh both (Kofluence, Moneycontrol 2024).
 */
export function estimateRate(input: RateInput, perView: Range): RateEstimate {
  const factor = (input.followers / 1000) * input.engagementMultiplier * input.nicheMultiplier * input.formatMultiplier;
  const byFollowers = scale(input.baseRate, factor);
  const reel = formatById(VIEWS_FORMAT).multiplier;
  const byViews = input.views === null ? null : scale(perView, (input.views * input.formatMultiplier) / reel);
  const exact = byViews
    ? { low: geometricMean([byFollowers.low, byViews.low]), high: geometricMean([byFollowers.high, byViews.high]) }
    : byFollowers;
  const rounded = { low: roundEstimate(exact.low), high: roundEstimate(exact.high) };
  return { byFollowers, byViews, exact, rounded, text: formatInrRange(exact) };
}

function rupees(range: Range, fractionDigits = 0): string {
  return `${formatInr(range.low, fractionDigits)}–${formatInr(range.high, fractionDigits)}`;
}

/** The estimate with its method spelled out step by step, in the visitor's numbers. */
export function buildRateReport(input: RateInput, defaults: RateDefaults): RateReport {
  const estimate = estimateRate(input, defaults.perView);
  const { format, niche } = defaults;
  const edited = (value: number, fallback: number) => (value === fallback ? "" : " (your figure)");
  const baseEdited = input.baseRate.low !== defaults.baseRate.low || input.baseRate.high !== defaults.baseRate.high;
  const thousands = plain().format(input.followers / 1000);
  const multipliers = [input.engagementMultiplier, input.nicheMultiplier, input.formatMultiplier];
  const byFollowers = `${[thousands, rupees(input.baseRate), ...multipliers.map((m) => plain().format(m))].join(" × ")} = ${rupees(estimate.byFollowers)}`;
  const steps = [
    `Followers ÷ 1,000: ${formatCount(input.followers)} ÷ 1,000 = ${thousands}`,
    `Base rate for ${formatCount(input.followers)} followers: ${rupees(input.baseRate)} per 1,000 followers for a single-image post${baseEdited ? " (your figure)" : ""}`,
    `Engagement ${formatPercent(input.engagementRate)} against a typical ${formatPercent(defaults.typicalEngagement)} for that size: × ${plain().format(input.engagementMultiplier)}${edited(input.engagementMultiplier, defaults.engagementMultiplier)}`,
    `${niche ? `Niche, ${niche.label}` : "No niche given"}: × ${plain().format(input.nicheMultiplier)}${edited(input.nicheMultiplier, defaults.nicheMultiplier)}`,
    `${format.label}: × ${plain().format(input.formatMultiplier)}${edited(input.formatMultiplier, format.multiplier)}`,
  ];
  if (estimate.byViews && input.views !== null) {
    const reel = formatById(VIEWS_FORMAT).multiplier;
    const toFormat =
      input.formatMultiplier === reel
        ? ""
        : ` × ${plain().format(input.formatMultiplier)} ÷ ${plain().format(reel)} for a ${format.label.toLowerCase()} instead of a Reel`;
    steps.push(
      `By followers: ${byFollowers}`,
      `By views: ${formatCount(input.views)} views × ${rupees(defaults.perView, 2)} a view${toFormat} = ${rupees(estimate.byViews)}`,
      `Halfway between the two on a ratio scale (the square root of their product): ${rupees(estimate.exact)}, rounded to ${estimate.text}`,
    );
  } else {
    steps.push(`${byFollowers}, rounded to ${estimate.text}`);
  }
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

/** Average views: optional; when given, a whole number above zero. */
function readViews(raw: string | undefined, errors: RateFieldError[]): number | null | undefined {
  if (raw === undefined || raw.trim() === "") return null;
  const result = readCount(raw, { wholeNumber: true, orMore: true });
  if (result.ok) return result.value;
  errors.push({ field: "views", message: result.message });
  return undefined;
}

/** Reads and checks the whole form, fills blanks from the defaults, and builds the report. */
export function calculateRate(form: RateForm): RateOutcome {
  const errors: RateFieldError[] = [];
  const followers = readCount(form.followers, { wholeNumber: true, orMore: true });
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
  const views = readViews(form.views, errors);
  const nicheValue = (form.niche ?? "").trim();
  const nicheId = isNicheId(nicheValue) ? nicheValue : null;
  if (nicheValue !== "" && nicheId === null) errors.push({ field: "niche", message: RATE_MESSAGES.niche });
  if (!followers.ok || !engagement.ok || !isFormatId(formatId)) {
    // The method's defaults depend on these three; check the method fields once they are known.
    return { ok: false, errors };
  }

  const defaults = rateDefaults(followers.value, engagement.value, formatId, nicheId);
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
  const nicheMultiplier = readMultiplier(form.nicheMultiplier, defaults.nicheMultiplier, "nicheMultiplier", errors);
  const formatMultiplier = readMultiplier(
    form.formatMultiplier,
    defaults.format.multiplier,
    "formatMultiplier",
    errors,
  );
  if (
    errors.length > 0 ||
    views === undefined ||
    low === null ||
    high === null ||
    engagementMultiplier === null ||
    nicheMultiplier === null ||
    formatMultiplier === null
  ) {
    return { ok: false, errors };
  }
  const input: RateInput = {
    followers: followers.value,
    engagementRate: engagement.value,
    views,
    baseRate: { low, high },
    engagementMultiplier,
    nicheMultiplier,
    formatMultiplier,
  };
  return { ok: true, report: buildRateReport(input, defaults) };
}
