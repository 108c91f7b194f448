import {
  RESULT_CELL,
  CalculatorNotice,
  CalculatorResult,
  ColumnHeads,
  ResultPart,
} from "~/components/calculator-result";
import { formatCount, formatInrRange, formatPercent } from "~/lib/numbers";
import type { CopyState } from "~/lib/use-copy";
import {
  type MoneyReport,
  PERIODS,
  formatCentral,
  methodSentence,
  moneySummary,
  rpmWithCentre,
} from "./youtube-money-calculator.form";
import { MONEY_MESSAGES } from "./youtube-money-calculator.logic";

export function MoneyResults({ report, copy }: { report: MoneyReport; copy: CopyState }) {
  const { estimate, longForm, shorts } = report;
  const central = formatCentral(estimate.monthly);
  const range = formatInrRange(estimate.monthly);
  const { assumptions } = estimate;
  return (
    <CalculatorResult
      title="Your estimated YouTube earnings"
      status={`About ${central} a month from ads (likely ${range}). An estimate, not a promise.`}
      figure={central}
      figureLabel={
        <>
          a month from YouTube ads, central estimate; likely <span className="font-semibold text-ink">{range}</span>
        </>
      }
      copy={copy}
      copyText={moneySummary(report)}
      copyLabel="Copy earnings estimate"
      copiedMessage="Your earnings estimate is on your clipboard."
    >
      <CalculatorNotice>{MONEY_MESSAGES.estimate}</CalculatorNotice>

      <table className="w-full border-collapse text-[0.95rem]">
        <caption className="pb-2 text-left text-[0.9rem] text-muted">
          Estimated ad earnings: the central figure, and the range around it
        </caption>
        <ColumnHeads labels={["Period", "Central estimate", "Range"]} />
        <tbody>
          {PERIODS.map((period) => (
            <tr key={period.key}>
              <th scope="row" className={`${RESULT_CELL} font-normal`}>
                {period.label}
              </th>
              <td className={`${RESULT_CELL} font-bold text-ink`}>{formatCentral(estimate[period.key])}</td>
              <td className={RESULT_CELL}>{formatInrRange(estimate[period.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ResultPart title="How it was made">
        <p className="wrap-anywhere" data-testid="method">
          {methodSentence(report)}
        </p>
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            {formatCount(assumptions.dailyViews)} views a day: {formatCount(estimate.longFormViews)} long-form and{" "}
            {formatCount(estimate.shortsViews)} Shorts ({formatPercent(assumptions.shortsPercent)} Shorts).
          </li>
          <li>
            Long-form RPM {rpmWithCentre(longForm.range, estimate.centralRpm.longForm)} per 1,000 views.{" "}
            <span className="text-muted">{longForm.basis}.</span>
          </li>
          <li>
            Shorts RPM {rpmWithCentre(shorts.range, estimate.centralRpm.shorts)} per 1,000 views.{" "}
            <span className="text-muted">{shorts.basis}.</span>
          </li>
          <li>
            A month counts as {assumptions.daysPerMonth} days and a year as {assumptions.daysPerYear}.
          </li>
        </ul>
        <p className="text-muted">
          Change the RPM boxes above and press Estimate Earnings again to see your own numbers. Brand deals and
          affiliate income come on top of this.
        </p>
      </ResultPart>
    </CalculatorResult>
  );
}
