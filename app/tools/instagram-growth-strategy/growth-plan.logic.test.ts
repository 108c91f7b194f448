import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { type GrowthPlan, planText } from "./growth-plan";
import {
  CHECKS,
  GOALS,
  NICHE_ACTIONS,
  NICHE_HASHTAGS,
  type PlanLine,
  SOURCES,
  TOPIC_GOALS,
  TYPE_ACTIONS,
  WEEKDAYS,
  type WeekText,
} from "./banks/en/growth-plan.data";
import { growthPlan, growthPlanFor, readPostTopic, strategyTags } from "./growth-plan.logic";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import {
  COMPARISON_ACTIONS,
  FASHION_FLAVOUR_BRIDGES,
  FLAVOUR_ACTIONS,
  FORMAT_ANCHORS,
  KIND_ACTIONS,
  NICHE_BRIDGES,
  TOPIC_HASHTAGS,
} from "./banks/en/topic-plan.data";

const COMBINATIONS = STRATEGY_NICHES.flatMap((niche) => CONTENT_TYPES.map((type) => [niche, type] as const));
const SEEDS = Array.from({ length: 30 }, (_, index) => index + 1);

/** One keyword for each kind and side the plans are written for, a named format, two comparisons and an unknown word. */
const TOPICS = [
  "masala dosa",
  "masala dosa recipe",
  "delhi street food",
  "iphone 16",
  "iphone 16 review",
  "iphone 16 vs galaxy s24",
  "goa vs manali",
  "saree",
  "nike",
  "goa trip",
  "cricket",
  "gym",
  "skincare",
  "mehndi",
  "dance",
  "trekking",
  "mutual funds",
  "photography",
  "street dogs",
  "virat kohli",
  "diwali",
  "neet",
  "bgmi",
  "pushpa 2",
  "mental health",
  "zorblaxian",
];

const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";
const SOURCE_MARK = new RegExp(`\\(source: [^(),]+(, [^(),]+)?, ${MONTH} 20\\d\\d\\)`);

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);
const textsOf = (plan: GrowthPlan) =>
  plan.weeks.flatMap((week) => [week.goal, ...week.actions.map((action) => action.text), week.check]);

/** Everything a plan must be, whatever the seed: the list of what it breaks. */
function problemsIn(plan: GrowthPlan, where: string): string[] {
  const problems: string[] = [];
  if (plan.weeks.length !== 4) problems.push(`${where}: ${String(plan.weeks.length)} weeks`);
  const actions = plan.weeks.flatMap((week) => week.actions.map((action) => action.text));
  if (new Set(actions).size !== actions.length) problems.push(`${where}: an action repeats`);
  plan.weeks.forEach((week, index) => {
    const at = `${where} week ${String(index + 1)}`;
    if (week.actions.length < 3 || week.actions.length > 5)
      problems.push(`${at}: ${String(week.actions.length)} actions`);
    const days = week.actions.map((action) => WEEKDAYS.indexOf(action.day));
    if (days.some((day, i) => day < 0 || (i > 0 && day <= (days[i - 1] ?? -1))))
      problems.push(`${at}: days out of order`);
    if (plan.subject !== undefined && !week.goal.includes(plan.subject))
      problems.push(`${at}: goal does not name the topic`);
  });
  for (const text of textsOf(plan)) {
    if (/\{|\}|undefined|null/.test(text)) problems.push(`${where}: leftover in "${text}"`);
    if (!/[.!?]$/.test(text)) problems.push(`${where}: unfinished "${text}"`);
    // A figure is allowed only in a sentence that names its source and date; the topic's own name
    // (and a comparison's two sides) and its hashtags may hold digits of their own.
    const names = plan.subject === undefined ? [] : [plan.subject, ...plan.subject.split(" vs ")];
    for (const sentence of sentencesOf(text)) {
      if (SOURCE_MARK.test(sentence)) continue;
      const bare = names
        .reduce((rest, name) => rest.split(name).join(""), sentence)
        .replace(/#[\p{L}\p{M}\p{N}_]+/gu, "");
      if (/\d/.test(bare)) problems.push(`${where}: unsourced figure in "${sentence}"`);
    }
    if (/\b\d{1,2}\s?(am|pm)\b/i.test(text)) problems.push(`${where}: a posting time in "${text}"`);
  }
  const all = textsOf(plan).join(" ");
  const word = { Reels: "Reel", Posts: "carousel", Stories: "Stories" }[plan.contentType];
  if (!all.includes(word)) problems.push(`${where}: never says ${word}`);
  return problems;
}

describe("growthPlan: one exact plan", () => {
  it("seed 1, Food × Reels, masala dosa", () => {
    const plan = growthPlanFor("Food", "Reels", "masala dosa", seededRng(1));
    expect(plan).toEqual({
      niche: "Food",
      contentType: "Reels",
      subject: "masala dosa",
      weeks: [
        {
          goal: "Set up for masala dosa: a profile that says it, and the first Reels that prove it.",
          actions: [
            {
              day: "Monday",
              text: "Build a hashtag set for masala dosa, 5 tags at most, Instagram's limit for a post (source: Instagram, December 2025): start from #southindianfood, #masaladosa, #idlisambar, #medhuvada and #uttapam, and swap the specific ones to fit each Reel.",
            },
            {
              day: "Wednesday",
              text: "Fix your bio in one line: what you post and who it's for. Then pin the Reels that show it best.",
            },
            {
              day: "Friday",
              text: "Post a recipe Reel for masala dosa that opens on its best moment (the pour, the crisp edge, the first bite) and then goes back to step one.",
            },
            {
              day: "Sunday",
              text: "Post 'Masala dosa at home vs outside': the cost, the taste and the effort, honestly.",
            },
          ],
          check: "Which Reel brought follows, not just views? Look for the follows figure in each Reel's insights.",
        },
        {
          goal: "Turn masala dosa into a series people come back for.",
          actions: [
            {
              day: "Monday",
              text: "Start your masala dosa series: a different version or a different place every episode.",
            },
            { day: "Wednesday", text: "Post the mistakes that ruin masala dosa at home, each with its fix." },
            {
              day: "Friday",
              text: "Post masala dosa the way different regions or families make it, and ask how theirs is made.",
            },
            {
              day: "Sunday",
              text: "Use extra length only when the story needs it: Reels can run up to three minutes (source: Instagram, January 2025), but every second has to earn its place.",
            },
          ],
          check:
            "Rank this week's Reels by watch time and sends, two of the signals Instagram's head called the most important (source: Adam Mosseri, head of Instagram, January 2025); the top one sets next week's format.",
        },
        {
          goal: "Reach people who care about masala dosa but don't follow you yet.",
          actions: [
            {
              day: "Monday",
              text: "As a food page, go deep on masala dosa: the versions, the places and the stories behind them.",
            },
            {
              day: "Wednesday",
              text: "Run a cook-off with another food creator: both make masala dosa, and followers vote.",
            },
            {
              day: "Friday",
              text: "Post one Reel as a trial Reel, which Instagram shows to non-followers first (source: Instagram, December 2024), and share it with followers only if it does well.",
            },
          ],
          check:
            "Check how much of each Reel's reach came from accounts that don't follow you; that is what this week was for.",
        },
        {
          goal: "Keep what worked for masala dosa, drop what didn't, and set next month's plan.",
          actions: [
            { day: "Monday", text: "Post the masala dosa variation commenters asked for most." },
            { day: "Tuesday", text: "Post the masala dosa shortcuts that actually work, and the ones that don't." },
            {
              day: "Thursday",
              text: "Post your best masala dosa recipe again, improved with what commenters taught you, credited.",
            },
            {
              day: "Saturday",
              text: "Turn your best Reel into a carousel or a Story sequence, so the idea works twice.",
            },
          ],
          check:
            "Which week brought the most new followers, and what did you post that week? Plan next month around it.",
        },
      ],
    });
  });
});

describe("growthPlan: properties over seeds, niches, formats and topics", () => {
  it("without a topic: four weeks, no repeats, days in order, no unsourced figures, every seed", () => {
    const problems = COMBINATIONS.flatMap(([niche, type]) =>
      SEEDS.flatMap((seed) => {
        const plan = growthPlanFor(niche, type, "", seededRng(seed));
        return [
          ...problemsIn(plan, `${niche} ${type} seed ${String(seed)}`),
          ...(plan.subject === undefined ? [] : [`${niche} ${type}: a subject without a topic`]),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("with a topic of every kind: the same, and the topic named every week", () => {
    const problems = TOPICS.flatMap((topic) =>
      COMBINATIONS.flatMap(([niche, type]) =>
        SEEDS.slice(0, 12).flatMap((seed) => {
          const plan = growthPlanFor(niche, type, topic, seededRng(seed));
          const where = `${topic} ${niche} ${type} seed ${String(seed)}`;
          return plan.subject === undefined ? [`${where}: no subject`] : problemsIn(plan, where);
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it("holds for every keyword of the reader's evaluation set", () => {
    const problems = EVALUATION_SET.flatMap(({ keyword }, index) => {
      const [niche, type] = COMBINATIONS[index % COMBINATIONS.length] ?? ["Food", "Reels"];
      return problemsIn(growthPlanFor(niche, type, keyword, seededRng(index)), `${keyword} ${niche} ${type}`);
    });
    expect(problems).toEqual([]);
  });

  it("gives different clicks different plans", () => {
    for (const [niche, type] of COMBINATIONS) {
      for (const topic of ["", "masala dosa"]) {
        const texts = SEEDS.map((seed) => planText(growthPlanFor(niche, type, topic, seededRng(seed)), ""));
        expect(new Set(texts).size, `${niche} ${type} ${topic}`).toBeGreaterThanOrEqual(SEEDS.length - 1);
      }
    }
  });

  it("never promises in a goal or check what the week does not hold (a collab, a remake, a hook test)", () => {
    const conditional = [
      ...Object.values(GOALS).flat(2),
      ...TOPIC_GOALS.flat(),
      ...Object.values(CHECKS).flat(2),
    ].filter((item): item is Exclude<WeekText, string> => typeof item !== "string");
    const pattern = (text: string) =>
      new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, ".+")}$`);
    for (const [niche, type] of COMBINATIONS) {
      for (const topic of ["", "masala dosa", "iphone 16"]) {
        for (const seed of SEEDS) {
          for (const week of growthPlanFor(niche, type, topic, seededRng(seed)).weeks) {
            const actions = week.actions.map((action) => action.text).join(" ");
            for (const item of conditional) {
              const where = `${niche} ${type} ${topic} seed ${String(seed)}: "${item.text}"`;
              if (pattern(item.text).test(week.goal)) expect(item.needs.test(actions), where).toBe(true);
              if (pattern(item.text).test(week.check))
                expect(item.needs.test(`${week.goal} ${actions}`), where).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe("growthPlan: written for the topic", () => {
  const weekOne = (
    topic: string,
    niche: "Food" | "Fashion" | "Travel",
    type: "Reels" | "Posts" | "Stories",
    seed: number,
  ) =>
    growthPlanFor(niche, type, topic, seededRng(seed))
      .weeks[0]?.actions.map((action) => action.text)
      .join(" ") ?? "";

  it.each([
    ["masala dosa", /recipe (Reel|carousel|Story sequence) for masala dosa/],
    ["iphone 16", /your iPhone 16 review with the verdict first/],
    ["saree", /saree styled three ways/],
    ["cricket", /cricket moment in slow motion/],
    ["skincare", /your skincare routine in order/],
    ["mutual funds", /one mutual funds myth/],
    ["goa trip", /the best view of Goa first/],
    ["neet", /one NEET concept click/],
    ["iphone 16 vs galaxy s24", /iPhone 16 or Galaxy S24, for whom/],
  ])("%s opens with what fits its kind, in every format and on every seed", (topic, lead) => {
    for (const [niche, type] of COMBINATIONS) {
      for (const seed of SEEDS.slice(0, 8)) expect(weekOne(topic, niche, type, seed), `${niche} ${type}`).toMatch(lead);
    }
  });

  it("leads week two with the format the keyword names", () => {
    const week = growthPlanFor("Food", "Posts", "masala dosa recipe", seededRng(3)).weeks[1];
    expect(week?.actions[0]?.text).toBe(
      "Make masala dosa recipes your series: the finished dish first, quantities on screen, the full recipe in the caption.",
    );
    const review = growthPlanFor("Travel", "Reels", "iphone 16 review", seededRng(3)).weeks[1];
    expect(review?.actions[0]?.text).toBe(
      "Make honest iPhone 16 reviews your weekly Reel: the verdict first, then the proof.",
    );
  });

  it("adds the niche's line where it meets the topic, and only there", () => {
    const has = (niche: "Food" | "Fashion" | "Travel", topic: string, words: string) =>
      growthPlanFor(niche, "Reels", topic, seededRng(5)).weeks[2]?.actions.some((action) =>
        action.text.startsWith(words),
      ) ?? false;
    expect(has("Food", "masala dosa", "As a food page, go deep on masala dosa")).toBe(true);
    expect(has("Fashion", "cricket", "As a fashion page, post what to wear to play and to watch cricket")).toBe(true);
    expect(has("Travel", "goa trip", "As a travel page, cover Goa end to end")).toBe(true);
    // A festival is an event: its outfits by budget, not the lines for a festive craft like mehndi.
    expect(has("Fashion", "diwali", "As a fashion page, post Diwali outfit ideas by budget")).toBe(true);
    expect(has("Fashion", "mehndi", "As a fashion page, pair mehndi with the outfits it's made for")).toBe(true);
    expect(has("Food", "mutual funds", "As a")).toBe(false);
  });

  it("takes hashtags from the topic map, at most five, and names the way to find them when the map has none", () => {
    const reading = readPostTopic("masala dosa");
    expect(reading && strategyTags(reading)).toEqual([
      "southindianfood",
      "masaladosa",
      "idlisambar",
      "medhuvada",
      "uttapam",
    ]);
    const unknown = weekOne("zorblaxian", "Travel", "Posts", 1);
    expect(unknown).toContain("search zorblaxian on Instagram");
    for (const { keyword } of EVALUATION_SET) {
      const read = readPostTopic(keyword);
      if (read) expect(strategyTags(read).length, keyword).toBeLessThanOrEqual(5);
    }
  });

  it("without anything to write about, is the niche's own plan", () => {
    for (const topic of ["", "   ", "🔥🎉😀", "!!!"]) {
      const plan = growthPlanFor("Travel", "Stories", topic, seededRng(2));
      expect(plan.subject, topic).toBeUndefined();
      expect(plan).toEqual(growthPlan("Travel", "Stories", null, seededRng(2)));
    }
  });

  it("survives hostile input", () => {
    for (const topic of [
      "a".repeat(10_000),
      `<img src=x onerror="alert(1)">`,
      "مرحبا بالعالم",
      "{s} {tags}",
      "मसाला डोसा",
    ]) {
      const plan = growthPlanFor("Food", "Reels", topic, seededRng(4));
      expect(problemsIn(plan, topic)).toEqual([]);
      expect(planText(plan, "")).not.toMatch(/[<>]/);
    }
  });
});

describe("plan data", () => {
  const linesOf = (lines: readonly PlanLine[]) => lines.map((line) => (typeof line === "string" ? line : line.text));
  const wordsOf = (items: readonly WeekText[]) => items.map((item) => (typeof item === "string" ? item : item.text));
  const nicheLines = [
    ...Object.values(NICHE_ACTIONS).flatMap((byType) =>
      Object.values(byType).flatMap((weeks) => weeks.flatMap(linesOf)),
    ),
    ...Object.values(TYPE_ACTIONS).flatMap((weeks) => weeks.flatMap(linesOf)),
    ...Object.values(NICHE_HASHTAGS).flatMap((byType) => Object.values(byType)),
    ...Object.values(GOALS).flatMap((weeks) => weeks.flatMap(wordsOf)),
    ...Object.values(CHECKS).flatMap((weeks) => weeks.flatMap(wordsOf)),
  ];
  const topicLines = [
    ...Object.values(KIND_ACTIONS).flatMap((weeks) => weeks.flatMap(linesOf)),
    ...Object.values(FLAVOUR_ACTIONS).flatMap((sides) =>
      Object.values(sides ?? {}).flatMap((weeks) => weeks?.flatMap(linesOf) ?? []),
    ),
    ...COMPARISON_ACTIONS.flatMap(linesOf),
    ...Object.values(FORMAT_ANCHORS),
    ...Object.values(TOPIC_HASHTAGS).flatMap((lines) => [lines.mapped, lines.unmapped]),
    ...Object.values(NICHE_BRIDGES).flatMap((bridges) => Object.values(bridges)),
    ...Object.values(FASHION_FLAVOUR_BRIDGES),
    ...TOPIC_GOALS.flatMap(wordsOf),
  ];

  it("writes whole sentences, each once, with known slots, no posting times and no article before the topic", () => {
    const slots = new Set(["s", "S", "piece", "pieces", "unit", "yours", "tags", "tag", "where", "a", "b", "A", "B"]);
    for (const line of [...nicheLines, ...topicLines]) {
      expect(line.trim(), line).toBe(line);
      expect(line, line).toMatch(/[.!?]$/);
      expect(line, line).not.toMatch(/\b\d{1,2}\s?(am|pm)\b|%/i);
      expect(line, line).not.toMatch(/\b(a|an) \{[sS]\}/i);
      for (const [, name = ""] of line.matchAll(/\{(\w+)\}/g)) expect(slots.has(name), `${line}: {${name}}`).toBe(true);
    }
    const actions = [...nicheLines, ...topicLines];
    expect(actions.filter((line, index) => actions.indexOf(line) !== index)).toEqual([]);
  });

  it("writes the plans without a topic without its slots", () => {
    for (const line of nicheLines) expect(line, line).not.toMatch(/\{(s|S|tags|tag|where|a|b|A|B)\}/);
  });

  it("states a figure only beside a named, dated source, and every source is one of the listed", () => {
    const sources = new Set(Object.values(SOURCES).map((source) => `(${source})`));
    for (const line of [...nicheLines, ...topicLines]) {
      for (const sentence of sentencesOf(line)) {
        const mark = SOURCE_MARK.exec(sentence)?.[0];
        if (mark !== undefined) expect(sources.has(mark), sentence).toBe(true);
        if (/\d/.test(sentence)) expect(mark, sentence).toBeDefined();
      }
    }
  });

  it("gives example hashtags as real single tags", () => {
    for (const line of [...nicheLines, ...topicLines]) {
      for (const tag of line.match(/#[^\s,.)']+/g) ?? []) expect(tag, line).toMatch(/^#[a-z]+$/);
    }
  });

  it("leaves every week a goal and a check that need nothing", () => {
    for (const weeks of [...Object.values(GOALS), TOPIC_GOALS, ...Object.values(CHECKS)]) {
      for (const items of weeks) expect(items.some((item) => typeof item === "string")).toBe(true);
    }
  });
});

describe("planText", () => {
  it("writes the plan as it pastes: title, then each week's heading, actions and check", () => {
    const plan: GrowthPlan = {
      niche: "Food",
      contentType: "Stories",
      weeks: [
        {
          goal: "Start.",
          actions: [
            { day: "Monday", text: "One." },
            { day: "Friday", text: "Two." },
          ],
          check: "Look.",
        },
        { goal: "Go on.", actions: [{ day: "Sunday", text: "Three." }], check: "Look again." },
      ],
    };
    expect(planText(plan, "Your plan")).toBe(
      "Your plan\n\nWeek 1: Start.\n- Monday: One.\n- Friday: Two.\nCheck at the end of the week: Look.\n\nWeek 2: Go on.\n- Sunday: Three.\nCheck at the end of the week: Look again.",
    );
  });
});
