import { CopyTextButton } from "~/components/copy-button";
import { ResultsHead, ResultsSection } from "~/components/results";
import type { CopyState } from "~/lib/form/use-copy";
import { useLang } from "~/lib/lang/use-lang";
import { type GrowthPlan, labelsOf, planText, weekHeading } from "./growth-plan";
import { STRATEGY_WORDS } from "./words";

interface GrowthPlanViewProps {
  plan: GrowthPlan;
  title: string;
  /** Announced to screen readers when the plan arrives. */
  status: string;
  copy: CopyState;
  /** The heading the plan is copied under, when it is written in another script than the page's. */
  copyTitle?: string;
}

/**
 * A plan as what it is: an ordered list of weeks, each with its goal as a heading, a list of what
 * to do on which day, and the week's check. One button copies it all as plain text.
 */
export function GrowthPlanView({ plan, title, status, copy, copyTitle }: GrowthPlanViewProps) {
  const words = STRATEGY_WORDS[useLang()];
  const labels = labelsOf(plan);
  const text = planText(plan, copyTitle ?? title);
  return (
    <ResultsSection aria-label={title}>
      <ResultsHead
        title={title}
        status={status}
        actions={
          <CopyTextButton
            label={words.copy}
            text={words.copy}
            variant="primary"
            copy={copy}
            copyKey="plan"
            value={text}
            copiedMessage={words.copied}
          />
        }
      />
      <ol className="mt-4 grid items-start gap-4 lg:grid-cols-2">
        {plan.weeks.map((week, index) => (
          <li
            key={weekHeading(index, week, labels)}
            data-testid="plan-week"
            className="rounded-[0.8rem] border border-line bg-surface-2 p-[1.1rem]"
          >
            <h3 className="text-[1.05rem] leading-snug font-bold">
              <span className="block text-[0.8rem] tracking-[0.05em] text-accent uppercase">
                {labels.week} {index + 1}
                <span className="sr-only">:</span>
              </span>{" "}
              {week.goal}
            </h3>
            <ul className="mt-3 mb-4 grid gap-3">
              {week.actions.map((action) => (
                <li
                  key={action.day}
                  data-testid="plan-action"
                  className="grid gap-0.5 leading-[1.6] wrap-anywhere sm:grid-cols-[7rem_1fr] sm:gap-3"
                >
                  <span data-testid="plan-day" className="font-semibold text-ink">
                    {labels.day(action.day)}
                  </span>
                  <span data-testid="plan-action-text" className="text-ink">
                    {action.text}
                  </span>
                </li>
              ))}
            </ul>
            <p
              data-testid="plan-check"
              className="border-t border-line pt-3 text-[0.95rem] leading-[1.6] wrap-anywhere text-muted"
            >
              <strong className="font-semibold text-ink">{labels.check}:</strong>{" "}
              <span data-testid="plan-check-text">{week.check}</span>
            </p>
          </li>
        ))}
      </ol>
    </ResultsSection>
  );
}
