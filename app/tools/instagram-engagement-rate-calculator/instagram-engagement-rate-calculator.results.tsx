import { RESULT_CELL, CalculatorResult, ColumnHeads, ResultNotes, ResultPart } from "~/components/calculator-result";
import { formatCount, formatPercent } from "~/lib/numbers";
import type { CopyState } from "~/lib/use-copy";
import {
  BENCHMARK_SOURCE,
  ENGAGEMENT_TIERS,
  formatRangePercent,
  tierRangeLabel,
} from "~/lib/calculator/engagement-benchmarks";
import { countedText, engagementSummary } from "./instagram-engagement-rate-calculator.form";
import type { EngagementReport } from "./instagram-engagement-rate-calculator.logic";

export function EngagementResults({ report, copy }: { report: EngagementReport; copy: CopyState }) {
  const rate = formatPercent(report.rate);
  return (
    <CalculatorResult
      title="Your engagement rate"
      status={`Your engagement rate is ${rate}. ${report.positionText}`}
      figure={rate}
      figureLabel={`Engagement rate by followers, counting ${countedText(report.counted)}`}
      copy={copy}
      copyText={engagementSummary(report)}
      copyLabel="Copy engagement rate and working"
      copiedMessage="Your engagement rate and its working are on your clipboard."
    >
      <ResultPart title="How it was worked out">
        <p>{report.formula}</p>
        <p className="font-semibold wrap-anywhere" data-testid="working">
          {report.working}
        </p>
        {report.counted.length > 2 && (
          <p className="text-muted">
            Likes and comments only: {formatPercent(report.likesCommentsRate)}, the figure compared below.
          </p>
        )}
      </ResultPart>

      {report.posts.length > 1 && (
        <ResultPart title="Post by post">
          <table className="w-full border-collapse text-[0.95rem]">
            <ColumnHeads labels={["Post", "Interactions", "Rate"]} />
            <tbody>
              {report.posts.map((post) => (
                <tr key={post.index}>
                  <th scope="row" className={`${RESULT_CELL} font-normal`}>
                    Post {post.index + 1}
                  </th>
                  <td className={RESULT_CELL}>{formatCount(post.interactions)}</td>
                  <td className={RESULT_CELL}>{formatPercent(post.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ResultPart>
      )}

      <ResultPart title="Against accounts your size">
        <p className="font-semibold" data-testid="position">
          {report.positionText}
        </p>
        <table className="w-full border-collapse text-[0.95rem]">
          <caption className="pb-2 text-left text-[0.9rem] text-muted">
            Typical engagement by account size, likes and comments over followers ({BENCHMARK_SOURCE.name},{" "}
            {BENCHMARK_SOURCE.year})
          </caption>
          <ColumnHeads labels={["Account size", "Followers", "Typical rate"]} />
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
                    {tier.label}
                    {yours && <span className="block text-[0.8rem] text-accent">your size</span>}
                  </th>
                  <td className={RESULT_CELL}>{tierRangeLabel(tier).replace(" followers", "")}</td>
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
