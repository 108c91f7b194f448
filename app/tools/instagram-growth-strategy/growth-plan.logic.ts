// Writes a four-week growth plan. Fetched once the page is interactive: the topic reader brings the
// hashtag topic map with it, which the screen does not need before the first press.
import { isUsableTag } from "~/lib/hashtags/tags";
import { type Rng, pick, randomInt, sample } from "~/lib/text/random";
import { type SubjectKind, type TopicReading, readTopic } from "~/lib/topic";
import { sentenceStart, topicSlots } from "~/lib/topic/template-slots";
import { inLatin } from "~/lib/topic";
import type { Writing } from "~/lib/text/writing";
import type { GrowthPlan, PlanAction, PlanWeek } from "./growth-plan";
import {
  CHECKS,
  FORMAT_WORDS,
  GOALS,
  NICHE_ACTIONS,
  NICHE_HASHTAGS,
  type PlanLine,
  SCHEDULES,
  TOPIC_GOALS,
  TYPE_ACTIONS,
  WEEKDAYS,
  type WeekText,
  type Weekly,
} from "./banks/en/growth-plan.data";
import type { ContentType, StrategyNiche } from "./instagram-growth-strategy.data";
import type { PlanBank } from "./banks/plan-bank";
import { HINDI_PLAN } from "./banks/hi/growth-plan.data";
import { HINGLISH_PLAN } from "./banks/hinglish/growth-plan.data";
import { HINDI_TOPIC_PLAN } from "./banks/hi/topic-plan.data";
import { HINGLISH_TOPIC_PLAN } from "./banks/hinglish/topic-plan.data";
import {
  COMPARISON_ACTIONS,
  FASHION_FLAVOUR_BRIDGES,
  FLAVOUR_ACTIONS,
  FORMAT_ANCHORS,
  KIND_ACTIONS,
  NICHE_BRIDGES,
  TOPIC_HASHTAGS,
} from "./banks/en/topic-plan.data";

/** The English page's plan, in the words of banks/en/growth-plan.data.ts and banks/en/topic-plan.data.ts. */
const ENGLISH: PlanBank = {
  goals: GOALS,
  topicGoals: TOPIC_GOALS,
  checks: CHECKS,
  typeActions: TYPE_ACTIONS,
  nicheActions: NICHE_ACTIONS,
  nicheHashtags: NICHE_HASHTAGS,
  formatWords: FORMAT_WORDS,
  yours: (subject) => (subject === null ? "your" : `your ${subject}`),
  and: "and",
  kindActions: KIND_ACTIONS,
  flavourActions: FLAVOUR_ACTIONS,
  comparisonActions: COMPARISON_ACTIONS,
  formatAnchors: FORMAT_ANCHORS,
  topicHashtags: TOPIC_HASHTAGS,
  nicheBridges: NICHE_BRIDGES,
  fashionFlavourBridges: FASHION_FLAVOUR_BRIDGES,
};

/** Each writing's plan: the Hindi page's in Devanagari or, when chosen, Hinglish. */
const BANKS: Readonly<Record<Writing, PlanBank>> = {
  en: ENGLISH,
  hi: { ...HINDI_PLAN, ...HINDI_TOPIC_PLAN },
  hinglish: { ...HINGLISH_PLAN, ...HINGLISH_TOPIC_PLAN },
};

/** The reading of what the visitor typed, or null when it holds no letter or digit to write about. */
export function readPostTopic(raw: string): TopicReading | null {
  if (!/[\p{L}\p{N}]/u.test(raw)) return null;
  const reading = readTopic(raw);
  return /[\p{L}\p{N}]/u.test(reading.subject) ? reading : null;
}

/**
 * Up to five tags from the topic map, the same for the same keyword: the best topic's biggest tag,
 * two community tags, two specific ones, and the place's own tag when the keyword names one.
 */
export function strategyTags(reading: TopicReading): string[] {
  const [best] = reading.topics;
  if (!best) return [];
  const placeTopic = reading.topics.find((match) => match.topic.kind === "place" && match.topic !== best.topic)?.topic;
  const { broad, mid, niche } = best.topic;
  const picks = [broad[0], mid[0], mid[1], niche[0], placeTopic?.niche[0] ?? placeTopic?.mid[0] ?? niche[1]];
  return [...new Set(picks.filter((tag): tag is string => tag !== undefined && isUsableTag(tag)))].slice(0, 5);
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1) ?? ""}`;
}

type Slots = Readonly<Record<string, string | undefined>>;

function slotsFor(bank: PlanBank, contentType: ContentType, reading: TopicReading | null): Slots {
  const words = bank.formatWords[contentType];
  if (!reading) return { ...words, yours: bank.yours(null) };
  const tags = strategyTags(reading).map((tag) => `#${tag}`);
  const { where, a, b, A, B } = topicSlots(reading);
  return {
    ...words,
    s: reading.subject,
    S: sentenceStart(reading.subject),
    yours: bank.yours(reading.subject),
    where,
    a: a ?? undefined,
    b: b ?? undefined,
    A: A ?? undefined,
    B: B ?? undefined,
    tags: tags.length > 0 ? listed(tags, bank.and) : undefined,
    tag: tags[0],
  };
}

/** The line with its slots filled, in one pass so a subject is never read as a slot itself. */
function fill(text: string, slots: Slots): string {
  return text.replace(/\{(\w+)\}/gu, (_, name: string) => {
    const value = slots[name];
    // A slot without a value is a line used where it does not belong: a bug in the data.
    if (value === undefined) throw new Error(`The plan line "${text}" needs {${name}}`);
    return value;
  });
}

const lineText = (line: PlanLine) => (typeof line === "string" ? line : line.text);
const ORDER = { start: 0, middle: 1, end: 2 } as const;
const lineOrder = (line: PlanLine) => ORDER[typeof line === "string" ? "middle" : (line.at ?? "middle")];
const fits = (contentType: ContentType) => (line: PlanLine) =>
  typeof line === "string" || line.only === undefined || line.only.includes(contentType);
const wordsOf = (item: WeekText) => (typeof item === "string" ? item : item.text);
/** Whether a goal or check has what it speaks of (a collab, a remake) in the week `said` describes. */
const holds = (said: string) => (item: WeekText) => typeof item === "string" || item.needs.test(said);

/** Where a week's lines come from: what it always has, what to post, the format's habits. */
interface WeekSources {
  forced: readonly PlanLine[];
  main: readonly PlanLine[];
  extras: readonly PlanLine[];
  goals: readonly WeekText[];
  checks: readonly WeekText[];
}

/**
 * One week: three to five actions (what it always has, what to post, a habit of the format), setup
 * first and preparation last, on spread days; then a goal and a check that fit what it holds.
 */
function writeWeek(sources: WeekSources, contentType: ContentType, slots: Slots, rng: Rng): PlanWeek {
  const total = 3 + randomInt(3, rng);
  const habits = total === 5 ? 2 : 1;
  const chosen = [...sources.forced];
  chosen.push(...sample(sources.main.filter(fits(contentType)), Math.max(1, total - chosen.length - habits), rng));
  chosen.push(...sample(sources.extras.filter(fits(contentType)), Math.max(1, total - chosen.length), rng));
  const ordered = chosen
    .map((line, index) => ({ line, index }))
    .sort((a, b) => lineOrder(a.line) - lineOrder(b.line) || a.index - b.index)
    .map(({ line }) => lineText(line));
  const count = ordered.length;
  if (count !== 3 && count !== 4 && count !== 5)
    throw new Error(`A week needs three to five actions, not ${String(count)}`);
  const days = pick(SCHEDULES[count], rng);
  const actions: PlanAction[] = ordered.map((text, index) => ({
    day: WEEKDAYS[days[index] ?? index] ?? "Sunday",
    text: fill(text, slots),
  }));
  const goal = wordsOf(pick(sources.goals.filter(holds(ordered.join(" "))), rng));
  const check = wordsOf(pick(sources.checks.filter(holds([goal, ...ordered].join(" "))), rng));
  return { goal: fill(goal, slots), actions, check: fill(check, slots) };
}

/**
 * Two things weighed against each other get the comparison's lines; anything else its kind's, with
 * the first two weeks of its side (phone, saree, cricket, mutual funds) where one is written.
 */
function topicLines(bank: PlanBank, reading: TopicReading): Weekly<readonly PlanLine[]> {
  if (topicSlots(reading).a !== null) return bank.comparisonActions;
  const [first, second, third, fourth] = bank.kindActions[reading.kind];
  const side = reading.topics[0]?.topic.kind;
  const flavour = side === undefined ? undefined : bank.flavourActions[reading.kind]?.[side];
  return flavour ? [flavour[0], flavour[1], third, fourth] : [first, second, third, fourth];
}

/** The kinds a fashion page meets by their side: things people do or follow, not things or events. */
const FLAVOURED: ReadonlySet<SubjectKind> = new Set(["activity", "field"]);

/**
 * Week three's line where the niche meets the topic, if the pairing has one. A fashion page meets
 * an activity by its side (what to wear to play cricket, to a mehndi); anything else by its kind.
 */
function bridgeFor(bank: PlanBank, niche: StrategyNiche, reading: TopicReading): string | undefined {
  const side = FLAVOURED.has(reading.kind) ? reading.topics[0]?.topic.kind : undefined;
  const fashion = niche === "Fashion" && side !== undefined ? bank.fashionFlavourBridges[side] : undefined;
  return fashion ?? bank.nicheBridges[niche][reading.kind];
}

function hashtagLine(
  bank: PlanBank,
  niche: StrategyNiche,
  contentType: ContentType,
  reading: TopicReading | null,
): string {
  if (!reading) return bank.nicheHashtags[niche][contentType];
  const lines = bank.topicHashtags[contentType];
  return strategyTags(reading).length > 0 ? lines.mapped : lines.unmapped;
}

/**
 * Each week's lines, with those it always has taken out of its pool. Week one opens with the
 * hashtag habit and, for a topic, what fits its kind best (a dish's recipe, a phone's review); week
 * two with its series (the format the keyword names, or the pool's first line, which starts one);
 * week three has the line where the niche meets the topic.
 */
function weekLines(
  bank: PlanBank,
  niche: StrategyNiche,
  contentType: ContentType,
  reading: TopicReading | null,
): Weekly<{ forced: PlanLine[]; main: readonly PlanLine[] }> {
  const [first, second, third, fourth] = reading ? topicLines(bank, reading) : bank.nicheActions[niche][contentType];
  const hashtags: PlanLine = { text: hashtagLine(bank, niche, contentType, reading), at: "start" };
  const [kindLead, ...firstRest] = first;
  const weekOne =
    reading && kindLead !== undefined
      ? { forced: [hashtags, kindLead], main: firstRest }
      : { forced: [hashtags], main: first };
  // A comparison's own lines already make the comparison the series.
  const named =
    reading?.format == null || topicSlots(reading).a !== null ? undefined : bank.formatAnchors[reading.format];
  const [seriesLead, ...secondRest] = second;
  const series = named ?? seriesLead;
  const bridge = reading ? bridgeFor(bank, niche, reading) : undefined;
  return [
    weekOne,
    { forced: series === undefined ? [] : [series], main: secondRest },
    { forced: bridge === undefined ? [] : [bridge], main: third },
    { forced: [], main: fourth },
  ];
}

/**
 * Four weeks for a niche and format: set up, start a series, reach new people, double down. With a
 * topic, what to post is written for it (its kind, its side, the format its keyword names) and the
 * niche adds a line where it meets the topic. Each call draws its own equally valid mix from `rng`.
 */
export function growthPlan(
  niche: StrategyNiche,
  contentType: ContentType,
  topic: TopicReading | null,
  rng: Rng,
  writing: Writing = "en",
): GrowthPlan {
  const bank = BANKS[writing];
  // English and Hinglish are written in Latin letters: a Devanagari subject as people type it.
  const reading = topic && writing !== "hi" ? inLatin(topic) : topic;
  const slots = slotsFor(bank, contentType, reading);
  const lines = weekLines(bank, niche, contentType, reading);
  const weeks = ([0, 1, 2, 3] as const).map((stage) =>
    writeWeek(
      {
        ...lines[stage],
        extras: bank.typeActions[contentType][stage],
        goals: reading ? bank.topicGoals[stage] : bank.goals[contentType][stage],
        checks: bank.checks[contentType][stage],
      },
      contentType,
      slots,
      rng,
    ),
  );
  const plan: GrowthPlan = reading
    ? { niche, contentType, subject: reading.subject, weeks }
    : { niche, contentType, weeks };
  return writing === "en" ? plan : { ...plan, writing };
}

/** The plan for the form's values: written for the topic when it holds something to write about. */
export function growthPlanFor(
  niche: StrategyNiche,
  contentType: ContentType,
  topic: string,
  rng: Rng,
  writing: Writing = "en",
): GrowthPlan {
  return growthPlan(niche, contentType, readPostTopic(topic), rng, writing);
}
