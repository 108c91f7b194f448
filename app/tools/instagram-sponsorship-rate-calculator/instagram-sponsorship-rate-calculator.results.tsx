import { CalculatorNotice, CalculatorResult, ResultNotes, ResultPart } from "~/components/calculator-result";
import { cite } from "~/lib/calculator/sources";
import type { CopyState } from "~/lib/use-copy";
import { SOURCES } from "./instagram-sponsorship-rate-calculator.data";
import { FORMAT_PHRASES, rateSummary } from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES, type RateReport } from "./instagram-sponsorship-rate-calculator.logic";

export function RateResults({ report, copy }: { report: RateReport; copy: CopyState }) {
  const format = FORMAT_PHRASES[report.defaults.format.id];
  const { text } = report.estimate;
  const withViews = report.input.views !== null;
  return (
    <CalculatorResult
      title="Your suggested rate"
      status={`Suggested rate for ${format}: ${text}.`}
      figure={text}
      figureLabel={`for ${format}, before GST and extras`}
      copy={copy}
      copyText={rateSummary(report)}
      copyLabel="Copy rate and method"
      copiedMessage="Your rate and its method are on your clipboard."
    >
      <CalculatorNotice>{RATE_MESSAGES.estimate}</CalculatorNotice>
      <ResultPart title="How it was worked out">
        <p>
          followers ÷ 1,000 × base rate × engagement × niche × format
          {withViews && ", then halfway to average views × price per view"}
        </p>
        <ol className="grid list-decimal gap-2 pl-5" data-testid="steps">
          {report.steps.map((step) => (
            <li key={step} className="wrap-anywhere">
              {step}
            </li>
          ))}
        </ol>
        <p className="text-[0.9rem] text-muted">
          The base rate follows a smooth curve through our own starting points, checked against published Reel prices (
          {cite(SOURCES.kofluenceReport)}; {cite(SOURCES.moneycontrol)}). Prices per view and the niche multipliers:{" "}
          {cite(SOURCES.moneycontrol)}. Format gaps: {cite(SOURCES.ryme)}.
        </p>
      </ResultPart>
      <ResultNotes notes={report.notes} />
      <p className="text-muted">
        Usage rights, exclusivity and raw footage are priced on top; so is GST if you are registered.
      </p>
    </CalculatorResult>
  );
}
