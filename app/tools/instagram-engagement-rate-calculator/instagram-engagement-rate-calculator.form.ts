// The calculator's form as the address sees it: one field per number, and how those fields become
// the logic's input and its messages come back to the right field.
import { BENCHMARK_SOURCE } from "~/lib/calculator/engagement-benchmarks";
import {
  type FieldMessage,
  type FieldSpec,
  type Fields,
  type Parsed,
  type Values,
  plainOptions,
} from "~/lib/form-fields";
import { formatCount, formatPercent } from "~/lib/numbers";
import { numberField, summaryFor } from "~/lib/field-messages";
import { MAX_POSTS } from "./instagram-engagement-rate-calculator.data";
import {
  type EngagementInput,
  type EngagementReport,
  type FieldError,
  type Metric,
  calculateEngagement,
} from "./instagram-engagement-rate-calculator.logic";

/** Row numbers as they appear in the address: likes1 … likes12. */
export const ROW_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type RowNumber = (typeof ROW_NUMBERS)[number];

export const METRICS = ["likes", "comments", "saves", "shares"] as const satisfies readonly Metric[];
export type PostFieldName = `${Metric}${RowNumber}`;
export type EngagementFieldName = "followers" | "entry" | PostFieldName;

export const METRIC_LABELS: Readonly<Record<Metric, string>> = {
  likes: "Likes",
  comments: "Comments",
  saves: "Saves",
  shares: "Shares",
};

/** Post by post, or one row of averages per post. */
export const ENTRY_MODES = ["posts", "averages"] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

/** Rows shown before anything is typed: enough to invite a real sample, few enough for a phone. */
export const STARTING_ROWS = 3;

export function postField(metric: Metric, row: RowNumber): PostFieldName {
  return `${metric}${row}`;
}

function buildFields(): Fields<EngagementFieldName> {
  const fields: Partial<Record<EngagementFieldName, FieldSpec>> = {
    followers: {
      ...numberField("Followers"),
      hint: "As your profile shows them: 12500, 12.5k or 1.2 lakh all work.",
      placeholder: "e.g. 12.5k",
    },
    entry: { kind: "choice", label: "Entry", options: plainOptions(ENTRY_MODES) },
  };
  // Row by row, so a shared address reads likes1, comments1, … in the order of the form. Each box
  // is labelled by its metric alone, short enough for two columns on a phone: the row's legend says
  // whose numbers they are, and the logic's messages name the row.
  for (const row of ROW_NUMBERS) {
    for (const metric of METRICS) fields[postField(metric, row)] = numberField(METRIC_LABELS[metric]);
  }
  return fields as Fields<EngagementFieldName>;
}

export const ENGAGEMENT_FIELDS = buildFields();

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

export function checkEngagement(values: Values<EngagementFieldName>): Parsed<EngagementReport, EngagementFieldName> {
  const outcome = calculateEngagement(engagementInput(values));
  if (outcome.ok) return { input: outcome.report };
  const errors: FieldMessage<EngagementFieldName>[] = outcome.errors.map((error) => {
    const field = fieldOf(error);
    // Post rows come named ("Post 3 likes: …"); a number message about followers needs the name too.
    const summary = field === "followers" ? summaryFor("Followers", error.message) : error.summary;
    return { field, message: error.message, summary };
  });
  return { errors };
}

/** "likes and comments", "likes, comments and saves". */
export function countedText(counted: readonly Metric[]): string {
  if (counted.length <= 2) return counted.join(" and ");
  return `${counted.slice(0, -1).join(", ")} and ${counted.at(-1) ?? ""}`;
}

/** The answer as plain text, for a media kit or a note to a brand. */
export function engagementSummary(report: EngagementReport): string {
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
