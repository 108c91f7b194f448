// What a writing of the growth plan holds: the English page's words (banks/en/growth-plan.data.ts and
// topic-plan.data.ts) or the Hindi page's, in Devanagari or Hinglish (banks/hi/ and banks/hinglish/).
import type { TopicKind } from "~/lib/topic-map/topic";
import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { PlanLine, WeekText, Weekly } from "./en/growth-plan.data";
import type { ContentType, StrategyNiche } from "../instagram-growth-strategy.data";
import type { FirstWeeks } from "./en/topic-plan.data";

export interface PlanBank {
  /** Each week's goal for a plan without a topic, by format. */
  goals: Readonly<Record<ContentType, Weekly<readonly WeekText[]>>>;
  /** Each week's goal for a plan written for a topic. */
  topicGoals: Weekly<readonly WeekText[]>;
  /** The one thing to look at when each week ends, by format. */
  checks: Readonly<Record<ContentType, Weekly<readonly WeekText[]>>>;
  /** The format's habits, in every plan of it. */
  typeActions: Readonly<Record<ContentType, Weekly<readonly PlanLine[]>>>;
  /** What to post each week by niche and format, without a topic. */
  nicheActions: Readonly<Record<StrategyNiche, Readonly<Record<ContentType, Weekly<readonly PlanLine[]>>>>>;
  /** Week one's hashtag habit without a topic. */
  nicheHashtags: Readonly<Record<StrategyNiche, Readonly<Record<ContentType, string>>>>;
  /** What each format is called inside a sentence: {piece}, {pieces}, {unit}. */
  formatWords: Readonly<Record<ContentType, { piece: string; pieces: string; unit: string }>>;
  /** {yours}: "your", or "your {s}" for a topic. */
  yours: (subject: string | null) => string;
  /** The word before the last of a list of tags. */
  and: string;
  kindActions: Readonly<Record<SubjectKind, Weekly<readonly PlanLine[]>>>;
  flavourActions: Readonly<Partial<Record<SubjectKind, Readonly<Partial<Record<TopicKind, FirstWeeks>>>>>>;
  comparisonActions: Weekly<readonly PlanLine[]>;
  formatAnchors: Readonly<Record<VideoFormat, string>>;
  topicHashtags: Readonly<Record<ContentType, { mapped: string; unmapped: string }>>;
  nicheBridges: Readonly<Record<StrategyNiche, Readonly<Partial<Record<SubjectKind, string>>>>>;
  fashionFlavourBridges: Readonly<Partial<Record<TopicKind, string>>>;
}

/** The part of a writing that plans without a topic (growth-plan*.data.ts). */
export type NichePlanBank = Pick<
  PlanBank,
  "goals" | "checks" | "typeActions" | "nicheActions" | "nicheHashtags" | "formatWords" | "yours" | "and"
>;

/** The part of a writing that plans for a topic (topic-plan*.data.ts). */
export type TopicPlanBank = Omit<PlanBank, keyof NichePlanBank>;
