import { readTopic } from "./read-topic";
import type { EvaluationCase, TopicReading } from "./reading";

export interface EvaluationMiss {
  case: EvaluationCase;
  reading: Pick<TopicReading, "subject" | "kind" | "format" | "place">;
}

export interface EvaluationReport {
  total: number;
  /** Kind and subject both exactly right: the measure. */
  exact: number;
  kind: number;
  subject: number;
  format: number;
  place: number;
  /** Read as `general` though the thing has a kind: honest, but the tools stay generic. */
  general: number;
  /** Read as a specific kind that is not the thing's: worse than general. */
  wrong: number;
  misses: EvaluationMiss[];
}

/** Reads every case and counts what the reader got exactly right. */
export function evaluate(cases: readonly EvaluationCase[]): EvaluationReport {
  const report: EvaluationReport = {
    total: cases.length,
    exact: 0,
    kind: 0,
    subject: 0,
    format: 0,
    place: 0,
    general: 0,
    wrong: 0,
    misses: [],
  };
  for (const item of cases) {
    const reading = readTopic(item.keyword);
    const kindRight = reading.kind === item.kind;
    const subjectRight = reading.subject === item.subject;
    if (kindRight) report.kind++;
    else if (reading.kind === "general") report.general++;
    else report.wrong++;
    if (subjectRight) report.subject++;
    if (reading.format === (item.format ?? null)) report.format++;
    if (reading.place === (item.place ?? null)) report.place++;
    if (kindRight && subjectRight) report.exact++;
    else {
      const { subject, kind, format, place } = reading;
      report.misses.push({ case: item, reading: { subject, kind, format, place } });
    }
  }
  return report;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

/** The report as lines a person reads: the four rates, then every miss with what was expected. */
export function formatReport(report: EvaluationReport, { misses = true }: { misses?: boolean } = {}): string[] {
  const { total } = report;
  return [
    `keywords: ${total}`,
    `kind and subject exact: ${report.exact} (${percent(report.exact, total)})`,
    `kind: ${percent(report.kind, total)} · subject: ${percent(report.subject, total)} · format: ${percent(report.format, total)} · place: ${percent(report.place, total)} · read as general: ${percent(report.general, total)} · confidently wrong: ${percent(report.wrong, total)}`,
    ...(misses ? report.misses : []).map(
      ({ case: item, reading }) =>
        `  ${JSON.stringify(item.keyword)}: expected ${item.kind} ${JSON.stringify(item.subject)}, read ${reading.kind} ${JSON.stringify(reading.subject)}`,
    ),
  ];
}
