// What a growth plan is, and the text it is copied as. Kept apart from the plan's writer, which
// brings the topic reader and its map: the screen needs only this much before the first press.
// Only types come from the plan's modules: a value both this and the lazily loaded writer imported
// would be bundled into the code every page of the site loads.
import type { Weekday } from "./banks/en/growth-plan.data";
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
  /** The Hindi page's writing of the plan; an English plan has none. */
  writing?: "hi" | "hinglish";
  weeks: readonly PlanWeek[];
}

/** The label before each week's check, on screen and in the copied text. */
export const CHECK_LABEL = "Check at the end of the week";

/** The words around a plan's lines, in the plan's own writing: they are copied with it. */
export interface PlanLabels {
  week: string;
  check: string;
  day: (day: Weekday) => string;
}

const HINDI_DAYS: Readonly<Record<Weekday, string>> = {
  Monday: "सोमवार",
  Tuesday: "मंगलवार",
  Wednesday: "बुधवार",
  Thursday: "गुरुवार",
  Friday: "शुक्रवार",
  Saturday: "शनिवार",
  Sunday: "रविवार",
};

export const PLAN_LABELS: Readonly<Record<"en" | "hi" | "hinglish", PlanLabels>> = {
  en: { week: "Week", check: CHECK_LABEL, day: (day) => day },
  hi: { week: "हफ़्ता", check: "हफ़्ते के आखिर में देखें", day: (day) => HINDI_DAYS[day] },
  hinglish: { week: "Hafta", check: "Hafte ke end mein dekho", day: (day) => day },
};

/** The labels of a plan's writing. */
export const labelsOf = (plan: GrowthPlan): PlanLabels => PLAN_LABELS[plan.writing ?? "en"];

/** "Week 1: Make it obvious…", the heading of a week on screen and in the copied text. */
export function weekHeading(index: number, week: PlanWeek, labels: PlanLabels = PLAN_LABELS.en): string {
  return `${labels.week} ${String(index + 1)}: ${week.goal}`;
}

/** The whole plan as plain text, the way it pastes into notes or a chat: heading, then week by week. */
export function planText(plan: GrowthPlan, title: string): string {
  const labels = labelsOf(plan);
  const weeks = plan.weeks.map((week, index) =>
    [
      weekHeading(index, week, labels),
      ...week.actions.map((action) => `- ${labels.day(action.day)}: ${action.text}`),
      `${labels.check}: ${week.check}`,
    ].join("\n"),
  );
  return [title, ...weeks].join("\n\n");
}
