import { CalculatorNotice, CalculatorResult, ResultNotes, ResultPart } from "~/components/calculator-result";
import type { Lang } from "~/lib/lang/lang";
import type { CopyState } from "~/lib/form/use-copy";
import { rateSummary } from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES, type RateReport } from "./instagram-sponsorship-rate-calculator.logic";
import { HI_RATE_MESSAGES, RATE_WORDS } from "./words";

export function RateResults({ report, copy, lang = "en" }: { report: RateReport; copy: CopyState; lang?: Lang }) {
  const words = RATE_WORDS[lang];
  const format = words.formatPhrases[report.defaults.format.id];
  const { text } = report.estimate;
  const withViews = report.input.views !== null;
  return (
    <CalculatorResult
      title={words.title}
      status={words.status(format, text)}
      figure={text}
      figureLabel={words.figureLabel(format)}
      copy={copy}
      copyText={rateSummary(report, lang)}
      copyLabel={words.copyLabel}
      copiedMessage={words.copied}
    >
      <CalculatorNotice>{lang === "en" ? RATE_MESSAGES.estimate : HI_RATE_MESSAGES.estimate}</CalculatorNotice>
      <ResultPart title={words.workedOut}>
        <p>
          {words.formula}
          {withViews && words.formulaViews}
        </p>
        <ol className="grid list-decimal gap-2 pl-5" data-testid="steps">
          {report.steps.map((step) => (
            <li key={step} className="wrap-anywhere">
              {step}
            </li>
          ))}
        </ol>
        <p className="text-[0.9rem] text-muted">{words.sources}</p>
      </ResultPart>
      <ResultNotes notes={report.notes} />
      <p className="text-muted">{words.extras}</p>
    </CalculatorResult>
  );
}
