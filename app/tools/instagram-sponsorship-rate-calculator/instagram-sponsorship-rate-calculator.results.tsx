import { CalculatorResult, ResultPart } from "~/components/calculator-result";
import type { CopyState } from "~/lib/use-copy";
import { FORMAT_PHRASES, rateSummary } from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES, type RateReport } from "./instagram-sponsorship-rate-calculator.logic";

export function RateResults({ report, copy }: { report: RateReport; copy: CopyState }) {
  const format = FORMAT_PHRASES[report.defaults.format.id];
  const { text } = report.estimate;
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
      <p className="rounded-[0.7rem] border border-[#a16207] bg-[#422006] px-3 py-2 text-[#fde68a]">
        {RATE_MESSAGES.estimate}
      </p>
      <ResultPart title="How it was worked out">
        <p>followers ÷ 1,000 × base rate × engagement multiplier × format multiplier</p>
        <ol className="grid list-decimal gap-2 pl-5" data-testid="steps">
          {report.steps.map((step) => (
            <li key={step} className="wrap-anywhere">
              {step}
            </li>
          ))}
        </ol>
      </ResultPart>
      {report.notes.length > 0 && (
        <ResultPart title="Worth knowing">
          <ul className="grid list-disc gap-2 pl-5">
            {report.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </ResultPart>
      )}
      <p className="text-muted">
        Usage rights, exclusivity and raw footage are priced on top; so is GST if you are registered.
      </p>
    </CalculatorResult>
  );
}
