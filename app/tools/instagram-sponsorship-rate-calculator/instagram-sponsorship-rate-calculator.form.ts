// The calculator's fields as the address carries them, the defaults a blank method box stands for,
// and the answer as text.
import type { Fields, Parsed, Values } from "~/lib/form-fields";
import { formatInr, readCount, readPercent } from "~/lib/numbers";
import { labelledMessages, numberField } from "~/lib/field-messages";
import { FORMATS, type FormatId } from "./instagram-sponsorship-rate-calculator.data";
import {
  RATE_MESSAGES,
  type RateDefaults,
  type RateField,
  type RateReport,
  calculateRate,
  isFormatId,
  rateDefaults,
} from "./instagram-sponsorship-rate-calculator.logic";
import { numberFormat } from "~/lib/intl";

const plain = () => numberFormat({ maximumFractionDigits: 2 });

export const RATE_FIELDS: Fields<RateField> = {
  followers: numberField("Followers"),
  engagementRate: numberField("Engagement rate"),
  format: { kind: "choice", label: "Format", options: FORMATS.map((format) => format.id) },
  baseRateLow: numberField("Base rate, low"),
  baseRateHigh: numberField("Base rate, high"),
  engagementMultiplier: numberField("Engagement multiplier"),
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
  return outcome.ok ? { input: outcome.report } : { errors: labelledMessages(RATE_FIELDS, outcome.errors) };
}

/**
 * The defaults for what is typed so far, for the method boxes' placeholders; null until followers,
 * engagement and a format can all be read.
 */
export function previewDefaults(values: Values<RateField>): RateDefaults | null {
  const followers = readCount(values.followers, { wholeNumber: true });
  const engagement = readPercent(values.engagementRate);
  if (!followers.ok || !engagement.ok || !isFormatId(values.format)) return null;
  return rateDefaults(followers.value, engagement.value, values.format);
}

/** The line above the method boxes: what a blank box stands for, once it can be worked out. */
export function methodHint(defaults: RateDefaults | null): string {
  const lead = "Change any figure you know better.";
  if (!defaults) {
    return `${lead} Blank boxes use the defaults for your size, engagement and format, shown here once those are filled in.`;
  }
  const { baseRate, tier, engagementMultiplier, engagementLevel, format } = defaults;
  return [
    `${lead} Blank boxes use the defaults for you:`,
    `${formatInr(baseRate.low)}–${formatInr(baseRate.high)} per 1,000 followers for a ${tier.label.toLowerCase()} account,`,
    `× ${plain().format(engagementMultiplier)} for engagement ${engagementLevel} the typical band,`,
    `× ${plain().format(format.multiplier)} for ${FORMAT_PHRASES[format.id]}.`,
  ].join(" ");
}

/** The answer as plain text: the range, then the method step by step, then what it is not. */
export function rateSummary(report: RateReport): string {
  const format = FORMAT_PHRASES[report.defaults.format.id];
  return [
    `Instagram sponsorship rate for ${format}: ${report.estimate.text}`,
    "Method:",
    ...report.steps.map((step, index) => `${index + 1}. ${step}`),
    RATE_MESSAGES.estimate,
  ].join("\n");
}
