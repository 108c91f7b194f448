import { RESULT_CELL, CalculatorResult, ColumnHeads, ResultNotes, ResultPart } from "~/components/calculator-result";
import type { Lang } from "~/lib/lang/lang";
import { formatCount, formatPercent } from "~/lib/text/numbers";
import type { CopyState } from "~/lib/form/use-copy";
import {
  BENCHMARK_SOURCE,
  ENGAGEMENT_TIERS,
  formatRangePercent,
  tierRangeLabel,
} from "~/lib/calculator/engagement-benchmarks";
import { hiPercent } from "~/lib/calculator/words/hi";
import { countedFor, engagementSummary, hiTierRange } from "./instagram-engagement-rate-calculator.form";
import type { EngagementReport } from "./instagram-engagement-rate-calculator.logic";
import { ENGAGEMENT_WORDS } from "./words";

export function EngagementResults({
  report,
  copy,
  lang = "en",
}: {
  report: EngagementReport;
  copy: CopyState;
  lang?: Lang;
}) {
  const words = ENGAGEMENT_WORDS[lang];
  const percent = lang === "en" ? formatPercent : hiPercent;
  const rate = percent(report.rate);
  return (
    <CalculatorResult
      title={words.title}
      status={words.status(rate, report.positionText)}
      figure={rate}
      figureLabel={words.figureLabel(countedFor(lang, report.counted))}
      copy={copy}
      copyText={engagementSummary(report, lang)}
      copyLabel={words.copyLabel}
      copiedMessage={words.copied}
    >
      <ResultPart title={words.workedOut}>
        <p>{report.formula}</p>
        <p className="font-semibold wrap-anywhere" data-testid="working">
          {report.working}
        </p>
        {report.counted.length > 2 && (
          <p className="text-muted">{words.likesCommentsOnly(percent(report.likesCommentsRate))}</p>
        )}
      </ResultPart>

      {report.posts.length > 1 && (
        <ResultPart title={words.postByPost}>
          <table className="w-full border-collapse text-[0.95rem]">
            <ColumnHeads labels={words.postColumns} />
            <tbody>
              {report.posts.map((post) => (
                <tr key={post.index}>
                  <th scope="row" className={`${RESULT_CELL} font-normal`}>
                    {words.post(post.index + 1)}
                  </th>
                  <td className={RESULT_CELL}>{formatCount(post.interactions)}</td>
                  <td className={RESULT_CELL}>{percent(post.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ResultPart>
      )}

      <ResultPart title={words.against}>
        <p className="font-semibold" data-testid="position">
          {report.positionText}
        </p>
        <table className="w-full border-collapse text-[0.95rem]">
          <caption className="pb-2 text-left text-[0.9rem] text-muted">
            {words.tableCaption(BENCHMARK_SOURCE.name, BENCHMARK_SOURCE.year)}
          </caption>
          <ColumnHeads labels={words.tierColumns} />
          <tbody>
            {ENGAGEMENT_TIERS.map((tier) => {
              const yours = tier.id === report.tier.id;
              return (
                <tr
                  key={tier.id}
                  aria-current={yours ? "true" : undefined}
                  className={yours ? "bg-bg font-semibold text-ink" : "text-muted"}
                >
                  <th scope="row" className={`${RESULT_CELL} ${yours ? "border-l-4 border-l-accent" : "font-normal"}`}>
                    {words.tiers?.[tier.id] ?? tier.label}
                    {yours && <span className="block text-[0.8rem] text-accent">{words.yourSize}</span>}
                  </th>
                  <td className={RESULT_CELL}>
                    {lang === "en" ? tierRangeLabel(tier).replace(" followers", "") : hiTierRange(tier, "")}
                  </td>
                  <td className={RESULT_CELL}>{formatRangePercent(tier.typical)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ResultPart>

      <ResultNotes notes={report.notes} />
    </CalculatorResult>
  );
}
