// The calculator's fields as the address carries them, the defaults a blank method box stands for,
// and the answer as text.
import { calculatorMessages } from "~/lib/calculator/messages";
import { numberField } from "~/lib/form/field-messages";
import type { Fields, Parsed, Values } from "~/lib/form/form-fields";
import { numberFormat } from "~/config/intl";
import type { Lang } from "~/lib/lang/lang";
import { formatCount, formatInr, formatInrRange, formatPercent, readCount, readPercent } from "~/lib/text/numbers";
import { hiNumberMessage, messageMap } from "~/lib/calculator/words/hi";
import {
  FORMATS,
  type FormatId,
  MAX_BASE_RATE,
  MAX_MULTIPLIER,
  NICHES,
} from "./instagram-sponsorship-rate-calculator.data";
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
import { HI_RATE_MESSAGES, RATE_WORDS, hiMethodHint, hiNotes, hiRateSummary, hiSteps } from "./words";

const plain = () => numberFormat({ maximumFractionDigits: 2 });

function fieldsIn(lang: Lang): Fields<RateField> {
  const { fields, formats, niches } = RATE_WORDS[lang];
  const number = (name: RateField) => ({ ...numberField(fields[name].label), ...fields[name] });
  return {
    followers: number("followers"),
    engagementRate: number("engagementRate"),
    format: {
      kind: "choice",
      ...fields.format,
      options: FORMATS.map((format) => ({ value: format.id, label: formats?.[format.id] ?? format.label })),
    },
    views: number("views"),
    niche: {
      kind: "choice",
      ...fields.niche,
      options: NICHES.map((niche) => ({ value: niche.id, label: niches?.[niche.id] ?? niche.label })),
    },
    baseRateLow: number("baseRateLow"),
    baseRateHigh: number("baseRateHigh"),
    engagementMultiplier: number("engagementMultiplier"),
    nicheMultiplier: number("nicheMultiplier"),
    formatMultiplier: number("formatMultiplier"),
  };
}

export const RATE_FIELDS_IN: Readonly<Record<Lang, Fields<RateField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };

export const RATE_FIELDS = RATE_FIELDS_IN.en;

/** What the fee is for, in a sentence: "for one Reel". */
export const FORMAT_PHRASES: Readonly<Record<FormatId, string>> = RATE_WORDS.en.formatPhrases;

const HI_OWN_MESSAGES = messageMap(RATE_MESSAGES, HI_RATE_MESSAGES);

export function checkRate(values: Values<RateField>, lang: Lang = "en"): Parsed<RateReport, RateField> {
  const outcome = calculateRate(values);
  if (lang === "en") {
    return outcome.ok ? { input: outcome.report } : { errors: calculatorMessages(RATE_FIELDS, outcome.errors) };
  }
  if (outcome.ok) {
    // The estimate's words ("₹29 लाख") are the page's; the steps end on it, so it is set first.
    const { estimate } = outcome.report;
    const report = { ...outcome.report, estimate: { ...estimate, text: formatInrRange(estimate.exact, "hi") } };
    return { input: { ...report, steps: hiSteps(report), notes: hiNotes(report) } };
  }
  const errors = outcome.errors.map(({ field, message }) => ({
    field,
    message: hiNumberMessage(message, [MAX_BASE_RATE, MAX_MULTIPLIER, 100], HI_OWN_MESSAGES),
  }));
  return { errors: calculatorMessages(RATE_FIELDS_IN.hi, errors) };
}

/**
 * The defaults for what is typed so far, for the method boxes' placeholders; null until followers,
 * engagement and a format can all be read. The niche is optional.
 */
export function previewDefaults(values: Values<RateField>): RateDefaults | null {
  const followers = readCount(values.followers, { wholeNumber: true, orMore: true });
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
export function methodHint(defaults: RateDefaults | null, lang: Lang = "en"): string {
  if (lang === "hi") return hiMethodHint(defaults);
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
export function rateSummary(report: RateReport, lang: Lang = "en"): string {
  if (lang === "hi") return hiRateSummary(report);
  const format = FORMAT_PHRASES[report.defaults.format.id];
  const views = report.input.views === null ? "" : `, ${formatCount(report.input.views)} average views`;
  return [
    `Instagram sponsorship rate for ${format} (${formatCount(report.input.followers)} followers${views}): ${report.estimate.text}`,
    "Method:",
    ...report.steps.map((step, index) => `${index + 1}. ${step}`),
    RATE_MESSAGES.estimate,
  ].join("\n");
}
