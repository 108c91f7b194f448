// What a growth plan is, and the text it is copied as. Kept apart from the plan's writer, which
// brings the topic reader and its map: the screen needs only this much before the first press.
// Only types come from the plan's modules: a value both this and the lazily loaded writer imported
// would be bundled into the code every page of the site loads.
import type { Weekday } from "./growth-plan.data";
import type { ContentType, StrategyNiche } from "./instagram-growth-strategy.data";

/** One thing to do (mostly, what to post) on one day of the week. */
export interface PlanAction {
  day: Weekday;
  text: string;
}

export interface PlanWeek {
  /** What the week is for, in one line. */
  goal: string;
  /** Three to five actions, in the order of their days. */
  actions: readonly PlanAction[];
  /** The one thing to look at when the week ends. */
  check: string;
}

/** Four weeks for a niche and format, written for a topic when the visitor named one. */
export interface GrowthPlan {
  niche: StrategyNiche;
  contentType: ContentType;
  /** What the plan is about, when the visitor named a topic it was written for. */
  subject?: string;
  weeks: readonly PlanWeek[];
}

/** The label before each week's check, on screen and in the copied text. */
export const CHECK_LABEL = "Check at the end of the week";

/** "Week 1: Make it obvious…", the heading of a week on screen and in the copied text. */
export function weekHeading(index: number, week: PlanWeek): string {
  return `Week ${String(index + 1)}: ${week.goal}`;
}

/** The whole plan as plain text, the way it pastes into notes or a chat: heading, then week by week. */
export function planText(plan: GrowthPlan, title: string): string {
  const weeks = plan.weeks.map((week, index) =>
    [
      weekHeading(index, week),
      ...week.actions.map((action) => `- ${action.day}: ${action.text}`),
      `${CHECK_LABEL}: ${week.check}`,
    ].join("\n"),
  );
  return [title, ...weeks].join("\n\n");
}
