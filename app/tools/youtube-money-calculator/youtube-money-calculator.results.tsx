import {
  RESULT_CELL,
  CalculatorNotice,
  CalculatorResult,
  ColumnHeads,
  ResultPart,
} from "~/components/calculator-result";
import type { Lang } from "~/lib/lang/lang";
import { formatCount, formatInrRange, formatPercent } from "~/lib/text/numbers";
import type { CopyState } from "~/lib/form/use-copy";
import { hiPercent } from "~/lib/calculator/words/hi";
import {
  type MoneyReport,
  PERIODS,
  formatCentral,
  methodSentence,
  moneySummary,
  rpmWithCentre,
} from "./youtube-money-calculator.form";
import { MONEY_MESSAGES } from "./youtube-money-calculator.logic";
import { HI_MONEY_MESSAGES, MONEY_WORDS, hiRpmWithCentre } from "./words";

export function MoneyResults({ report, copy, lang = "en" }: { report: MoneyReport; copy: CopyState; lang?: Lang }) {
  const words = MONEY_WORDS[lang];
  const { estimate, longForm, shorts } = report;
  const central = formatCentral(estimate.monthly, lang);
  const range = formatInrRange(estimate.monthly, lang);
  const { assumptions } = estimate;
  const withCentre = lang === "en" ? rpmWithCentre : hiRpmWithCentre;
  return (
    <CalculatorResult
      title={words.title}
      status={words.status(central, range)}
      figure={central}
      figureLabel={
        <>
          {words.figureLead}
          <span className="font-semibold text-ink">{range}</span>
        </>
      }
      copy={copy}
      copyText={moneySummary(report, lang)}
      copyLabel={words.copyLabel}
      copiedMessage={words.copied}
    >
      <CalculatorNotice>{lang === "en" ? MONEY_MESSAGES.estimate : HI_MONEY_MESSAGES.estimate}</CalculatorNotice>

      <table className="w-full border-collapse text-[0.95rem]">
        <caption className="pb-2 text-left text-[0.9rem] text-muted">{words.tableCaption}</caption>
        <ColumnHeads labels={words.columns} />
        <tbody>
          {PERIODS.map((period) => (
            <tr key={period.key}>
              <th scope="row" className={`${RESULT_CELL} font-normal`}>
                {words.periods[period.key]}
              </th>
              <td className={`${RESULT_CELL} font-bold text-ink`}>{formatCentral(estimate[period.key], lang)}</td>
              <td className={RESULT_CELL}>{formatInrRange(estimate[period.key], lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ResultPart title={words.made}>
        <p className="wrap-anywhere" data-testid="method">
          {methodSentence(report, lang)}
        </p>
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            {words.viewsLine(
              formatCount(assumptions.dailyViews),
              formatCount(estimate.longFormViews),
              formatCount(estimate.shortsViews),
              (lang === "en" ? formatPercent : hiPercent)(assumptions.shortsPercent),
            )}
          </li>
          <li>
            {words.longFormLine(withCentre(longForm.range, estimate.centralRpm.longForm))}
            <span className="text-muted">
              {longForm.basis}
              {words.sentenceEnd}
            </span>
          </li>
          <li>
            {words.shortsLine(withCentre(shorts.range, estimate.centralRpm.shorts))}
            <span className="text-muted">
              {shorts.basis}
              {words.sentenceEnd}
            </span>
          </li>
          <li>{words.daysLine(assumptions.daysPerMonth, assumptions.daysPerYear)}</li>
        </ul>
        <p className="text-muted">{words.footer}</p>
      </ResultPart>
    </CalculatorResult>
  );
}
