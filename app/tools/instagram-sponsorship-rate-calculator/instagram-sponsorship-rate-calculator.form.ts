// The calculator's fields as the address carries them, the defaults a blank method box stands for,
// and the answer as text.
import { calculatorMessages } from "~/lib/calculator/messages";
import { numberField } from "~/lib/field-messages";
import type { Fields, Parsed, Values } from "~/lib/form-fields";
import { numberFormat } from "~/lib/intl";
import { formatCount, formatInr, formatPercent, readCount, readPercent } from "~/lib/numbers";
import { FORMATS, type FormatId, NICHES } from "./instagram-sponsorship-rate-calculator.data";
import {
  RATE_MESSAGES,
  type RateDefaults,
  type RateField,
  type RateReport,
  calculateRate,
  isFormatId,
  isNicheId,
  rateDefaults,
} from "./instagram-sponsorship-rate-calculator.logic";

const plain = () => numberFormat({ maximumFractionDigits: 2 });

export const RATE_FIELDS: Fields<RateField> = {
  followers: { ...numberField("Followers"), hint: "12500, 12.5k or 1.2 lakh all work.", placeholder: "e.g. 25k" },
  engagementRate: {
    ...numberField("Engagement rate (%)"),
    hint: "Likes and comments per post as a share of followers.",
    placeholder: "e.g. 3.5",
  },
  format: {
    kind: "choice",
    label: "Format",
    placeholder: "Choose a format",
    options: FORMATS.map((format) => ({ value: format.id, label: format.label })),
  },
  views: {
    ...numberField("Average views per Reel"),
    hint: "Optional. From Insights, over your last few Reels: brands weigh views as well as followers.",
    placeholder: "e.g. 40k",
  },
  niche: {
    kind: "choice",
    label: "Niche",
    hint: "Optional. Only niches with a published price per view are listed; for any other, leave it blank.",
    placeholder: "Another niche, or not sure",
    options: NICHES.map((niche) => ({ value: niche.id, label: niche.label })),
  },
  baseRateLow: numberField("Base rate, low (₹)"),
  baseRateHigh: numberField("Base rate, high (₹)"),
  engagementMultiplier: numberField("Engagement multiplier"),
  nicheMultiplier: numberField("Niche multiplier"),
  formatMultiplier: numberField("Format multiplier"),
};

/** What the fee is for, in a sentence: "for one Reel". */
export const FORMAT_PHRASES: Readonly<Record<FormatId, string>> = {
  reel: "one Reel",
  carousel: "one carousel post",
  post: "one single-image post",
  story: "one Story of up to 3 frames",
};

export function checkRate(values: Values<RateField>): Parsed<RateReport, RateField> {
  const outcome = calculateRate(values);
  return outcome.ok ? { input: outcome.report } : { errors: calculatorMessages(RATE_FIELDS, outcome.errors) };
}

/**
 * The defaults for what is typed so far, for the method boxes' placeholders; null until followers,
 * engagement and a format can all be read. The niche is optional.
 */
export function previewDefaults(values: Values<RateField>): RateDefaults | null {
  const followers = readCount(values.followers, { wholeNumber: true });
  const engagement = readPercent(values.engagementRate);
  if (!followers.ok || !engagement.ok || !isFormatId(values.format)) return null;
  return rateDefaults(followers.value, engagement.value, values.format, isNicheId(values.niche) ? values.niche : null);
}

/** A method box's placeholder: the figure a blank box stands for, once it is known. */
export function methodPlaceholders(defaults: RateDefaults | null): Partial<Record<RateField, string>> {
  if (!defaults) return {};
  return {
    baseRateLow: String(defaults.baseRate.low),
    baseRateHigh: String(defaults.baseRate.high),
    engagementMultiplier: String(defaults.engagementMultiplier),
    nicheMultiplier: String(defaults.nicheMultiplier),
    formatMultiplier: String(defaults.format.multiplier),
  };
}

/** The line above the method boxes: what a blank box stands for, once it can be worked out. */
export function methodHint(defaults: RateDefaults | null): string {
  const lead = "Change any figure you know better.";
  if (!defaults) {
    return `${lead} Blank boxes use the defaults for your size, engagement and format, shown here once those are filled in.`;
  }
  const { baseRate, engagementMultiplier, typicalEngagement, niche, nicheMultiplier, format } = defaults;
  return [
    `${lead} Blank boxes use the defaults for you:`,
    `${formatInr(baseRate.low)}–${formatInr(baseRate.high)} per 1,000 followers for an account your size,`,
    `× ${plain().format(engagementMultiplier)} for your engagement against a typical ${formatPercent(typicalEngagement)},`,
    `× ${plain().format(nicheMultiplier)} ${niche ? `for ${niche.label.toLowerCase()}` : "with no niche given"},`,
    `× ${plain().format(format.multiplier)} for ${FORMAT_PHRASES[format.id]}.`,
  ].join(" ");
}

/** The answer as plain text: the range, then the method step by step, then what it is not. */
export function rateSummary(report: RateReport): string {
  const format = FORMAT_PHRASES[report.defaults.format.id];
  const views = report.input.views === null ? "" : `, ${formatCount(report.input.views)} average views`;
  return [
    `Instagram sponsorship rate for ${format} (${formatCount(report.input.followers)} followers${views}): ${report.estimate.text}`,
    "Method:",
    ...report.steps.map((step, index) => `${index + 1}. ${step}`),
    RATE_MESSAGES.estimate,
  ].join("\n");
}
