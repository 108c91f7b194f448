// The calculator's form as the address sees it: one field per number, and how those fields become
// the logic's input and its messages come back to the right field.
import { BENCHMARK_SOURCE } from "~/lib/calculator/engagement-benchmarks";
import type { Lang } from "~/lib/lang/lang";
import {
  type FieldMessage,
  type FieldSpec,
  type Fields,
  type Parsed,
  type Values,
  plainOptions,
} from "~/lib/form/form-fields";
import { formatCount, formatPercent } from "~/lib/text/numbers";
import { numberField, summaryFor } from "~/lib/form/field-messages";
import { hiNumberMessage, messageMap } from "~/lib/calculator/words/hi";
import { MAX_POSTS } from "./instagram-engagement-rate-calculator.data";
import {
  ENGAGEMENT_MESSAGES,
  type EngagementInput,
  type EngagementReport,
  type FieldError,
  type Metric,
  calculateEngagement,
} from "./instagram-engagement-rate-calculator.logic";
import { ENGAGEMENT_WORDS, HI_ENGAGEMENT_MESSAGES, countedIn, hiRow, hiSummary, inHindi } from "./words";

export { hiTierRange } from "./words";

/** Row numbers as they appear in the address: likes1 … likes12. */
export const ROW_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type RowNumber = (typeof ROW_NUMBERS)[number];

export const METRICS = ["likes", "comments", "saves", "shares"] as const satisfies readonly Metric[];
export type PostFieldName = `${Metric}${RowNumber}`;
export type EngagementFieldName = "followers" | "entry" | PostFieldName;

/** Post by post, or one row of averages per post. */
export const ENTRY_MODES = ["posts", "averages"] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

/** Rows shown before anything is typed: enough to invite a real sample, few enough for a phone. */
export const STARTING_ROWS = 3;

export function postField(metric: Metric, row: RowNumber): PostFieldName {
  return `${metric}${row}`;
}

function buildFields(lang: Lang): Fields<EngagementFieldName> {
  const words = ENGAGEMENT_WORDS[lang];
  const fields: Partial<Record<EngagementFieldName, FieldSpec>> = {
    followers: {
      ...numberField(words.followers),
      hint: words.followersHint,
      placeholder: words.followersPlaceholder,
    },
    entry: { kind: "choice", label: words.entry, options: plainOptions(ENTRY_MODES) },
  };
  // Row by row, so a shared address reads likes1, comments1, … in the order of the form. Each box
  // is labelled by its metric alone, short enough for two columns on a phone: the row's legend says
  // whose numbers they are, and the logic's messages name the row.
  for (const row of ROW_NUMBERS) {
    for (const metric of METRICS) fields[postField(metric, row)] = numberField(words.metrics[metric]);
  }
  return fields as Fields<EngagementFieldName>;
}

export const ENGAGEMENT_FIELDS_IN: Readonly<Record<Lang, Fields<EngagementFieldName>>> = {
  en: buildFields("en"),
  hi: buildFields("hi"),
};

export const ENGAGEMENT_FIELDS = ENGAGEMENT_FIELDS_IN.en;

export function entryMode(values: Values<EngagementFieldName>): EntryMode {
  return values.entry === "averages" ? "averages" : "posts";
}

/** The last row with anything typed in it, 0 when none has. */
export function lastFilledRow(values: Values<EngagementFieldName>): number {
  let last = 0;
  for (const row of ROW_NUMBERS) {
    if (METRICS.some((metric) => values[postField(metric, row)].trim() !== "")) last = row;
  }
  return last;
}

/** How many rows to show: at least `wanted`, and never hide a row that holds numbers. */
export function shownRows(values: Values<EngagementFieldName>, wanted: number): number {
  return Math.min(MAX_POSTS, Math.max(1, wanted, lastFilledRow(values)));
}

/** The values after taking `row` out: the rows below move up one, the last becomes empty. */
export function removeRow(values: Values<EngagementFieldName>, row: RowNumber): Partial<Values<EngagementFieldName>> {
  const changes: Partial<Values<EngagementFieldName>> = {};
  for (const target of ROW_NUMBERS) {
    if (target < row) continue;
    const source = target < MAX_POSTS ? ((target + 1) as RowNumber) : undefined;
    for (const metric of METRICS) {
      changes[postField(metric, target)] = source === undefined ? "" : values[postField(metric, source)];
    }
  }
  return changes;
}

export function engagementInput(values: Values<EngagementFieldName>): EngagementInput {
  const averages = entryMode(values) === "averages";
  const rows: readonly RowNumber[] = averages ? [1] : ROW_NUMBERS;
  return {
    followers: values.followers,
    averages,
    posts: rows.map((row) => ({
      likes: values[postField("likes", row)],
      comments: values[postField("comments", row)],
      saves: values[postField("saves", row)],
      shares: values[postField("shares", row)],
    })),
  };
}

/** The form field a message belongs to: "no posts at all" is shown at the first row's likes. */
export function fieldOf(error: FieldError): EngagementFieldName {
  if (error.field === "followers") return "followers";
  const row = ((error.post ?? 0) + 1) as RowNumber;
  return error.field === "posts" ? postField("likes", 1) : postField(error.field, row);
}

export function checkEngagement(
  values: Values<EngagementFieldName>,
  lang: Lang = "en",
): Parsed<EngagementReport, EngagementFieldName> {
  const input = engagementInput(values);
  const outcome = calculateEngagement(input);
  if (outcome.ok) return { input: lang === "en" ? outcome.report : inHindi(outcome.report, input.averages === true) };
  const errors: FieldMessage<EngagementFieldName>[] = outcome.errors.map((error) => {
    const field = fieldOf(error);
    if (lang === "hi") return hindiMessage(field, error, input.averages === true);
    // Post rows come named ("Post 3 likes: …"); a number message about followers needs the name too.
    const summary = field === "followers" ? summaryFor("Followers", error.message) : error.summary;
    return { field, message: error.message, summary };
  });
  return { errors };
}

const HI_OWN_MESSAGES = messageMap(ENGAGEMENT_MESSAGES, HI_ENGAGEMENT_MESSAGES);

/** A message of the logic on the Hindi page, its toast line naming the row as the English does. */
function hindiMessage(
  field: EngagementFieldName,
  error: FieldError,
  averages: boolean,
): FieldMessage<EngagementFieldName> {
  const words = ENGAGEMENT_WORDS.hi;
  const message = hiNumberMessage(error.message, [], HI_OWN_MESSAGES);
  if (error.field === "followers") return { field, message, summary: summaryFor(words.followers, message) };
  if (error.post === null || error.field === "posts") return { field, message, summary: message };
  return { field, message, summary: `${hiRow(error.field, error.post, averages)}${message}` };
}

/** "likes and comments", "likes, comments and saves". */
export function countedText(counted: readonly Metric[]): string {
  if (counted.length <= 2) return counted.join(" and ");
  return `${counted.slice(0, -1).join(", ")} and ${counted.at(-1) ?? ""}`;
}

/** The answer as plain text, for a media kit or a note to a brand. */
export function engagementSummary(report: EngagementReport, lang: Lang = "en"): string {
  if (lang === "hi") return hiSummary(report);
  const lines = [
    `Instagram engagement rate: ${formatPercent(report.rate)} (${formatCount(report.followers)} followers)`,
    `Formula: ${report.formula}`,
    `Working: ${report.working}`,
  ];
  if (report.counted.length > 2) {
    lines.push(`Likes and comments only: ${formatPercent(report.likesCommentsRate)}`);
  }
  lines.push(`${report.positionText} Benchmarks: ${BENCHMARK_SOURCE.name} (${BENCHMARK_SOURCE.year}).`);
  return lines.join("\n");
}

/** What went into the rate, in the page's words. */
export function countedFor(lang: Lang, counted: readonly Metric[]): string {
  return lang === "en" ? countedText(counted) : countedIn(lang, counted);
}
