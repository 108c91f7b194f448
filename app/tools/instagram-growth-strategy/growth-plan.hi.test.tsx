import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { LangProvider } from "~/lib/lang/use-lang";
import { useCopy } from "~/lib/form/use-copy";
import { devanagariShare } from "~/test/devanagari-text";
import { buttonNamed } from "~/test/copy-button-name";
import { type GrowthPlan, planText } from "./growth-plan";
import { type PlanLine, WEEKDAYS, type WeekText } from "./banks/en/growth-plan.data";
import { HINDI_PLAN, HINDI_SOURCES } from "./banks/hi/growth-plan.data";
import { HINGLISH_PLAN, HINGLISH_SOURCES } from "./banks/hinglish/growth-plan.data";
import { growthPlanFor } from "./growth-plan.logic";
import { GrowthPlanView } from "./growth-plan-view";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import { STRATEGY_FORM } from "./instagram-growth-strategy.form";
import { STRATEGY_WORDS, hindiStrategyLabels } from "./words";
import type { PlanBank } from "./banks/plan-bank";
import { HINDI_TOPIC_PLAN } from "./banks/hi/topic-plan.data";
import { HINGLISH_TOPIC_PLAN } from "./banks/hinglish/topic-plan.data";
import { KIND_ACTIONS, FLAVOUR_ACTIONS, FORMAT_ANCHORS, NICHE_BRIDGES } from "./banks/en/topic-plan.data";
import { fakeClipboard } from "~/test/fake-clipboard";

const writeText = fakeClipboard();
type Written = "hi" | "hinglish";
const WRITINGS: readonly Written[] = ["hi", "hinglish"];
const BANKS: Readonly<Record<Written, PlanBank>> = {
  hi: { ...HINDI_PLAN, ...HINDI_TOPIC_PLAN },
  hinglish: { ...HINGLISH_PLAN, ...HINGLISH_TOPIC_PLAN },
};
const COMBINATIONS = STRATEGY_NICHES.flatMap((niche) => CONTENT_TYPES.map((type) => [niche, type] as const));
const SEEDS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Keywords of every kind and side, typed in English, Hinglish and Devanagari, two comparisons and an unknown word. */
const TOPICS = [
  "masala dosa",
  "masala dosa recipe",
  "मसाला डोसा",
  "दिल्ली स्ट्रीट फूड",
  "iphone 16 review",
  "आईफोन 16 रिव्यू",
  "iphone 16 vs galaxy s24",
  "goa vs manali",
  "साड़ी",
  "nike",
  "गोवा यात्रा",
  "क्रिकेट",
  "gym",
  "skincare",
  "मेहंदी डिज़ाइन",
  "dance",
  "trekking",
  "mutual funds",
  "बिल्ली",
  "virat kohli",
  "दिवाली सजावट",
  "neet",
  "bgmi",
  "pushpa 2",
  "mental health",
  "zorblaxian",
];

const MONTHS = {
  hi: "(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)",
  hinglish: "(January|February|March|April|May|June|July|August|September|October|November|December)",
};
const SOURCE_MARK = {
  hi: new RegExp(`\\(स्रोत: [^(),]+(, [^(),]+)?, ${MONTHS.hi} 20\\d\\d\\)`, "u"),
  hinglish: new RegExp(`\\(source: [^(),]+(, [^(),]+)?, ${MONTHS.hinglish} 20\\d\\d\\)`, "u"),
};
const SOURCES = { hi: HINDI_SOURCES, hinglish: HINGLISH_SOURCES };
const END = { hi: /[।?!]$/u, hinglish: /[.?!]$/u };
const FORMAT_WORD = {
  hi: { Reels: "रील", Posts: "कैरोसेल", Stories: "स्टोरी" },
  hinglish: { Reels: "Reel", Posts: "carousel", Stories: "Stor" },
};

const sentencesOf = (text: string) => text.split(/(?<=[।.!?])\s+/u);
const textsOf = (plan: GrowthPlan) =>
  plan.weeks.flatMap((week) => [week.goal, ...week.actions.map((action) => action.text), week.check]);
const linesOf = (lines: readonly PlanLine[]) => lines.map((line) => (typeof line === "string" ? line : line.text));
const wordsOf = (items: readonly WeekText[]) => items.map((item) => (typeof item === "string" ? item : item.text));

/** Everything a Hindi page's plan must be, whatever the seed: the list of what it breaks. */
function problemsIn(plan: GrowthPlan, writing: Written, where: string): string[] {
  const problems: string[] = [];
  if (plan.writing !== writing) problems.push(`${where}: written as ${String(plan.writing)}`);
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
    if (plan.subject !== undefined && !week.goal.toLowerCase().includes(plan.subject.toLowerCase()))
      problems.push(`${at}: goal does not name the topic`);
  });
  const names = plan.subject === undefined ? [] : [plan.subject, ...plan.subject.split(" vs ")];
  const withoutNames = (text: string) =>
    names
      .reduce((rest, name) => rest.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "giu"), ""), text)
      .replace(/#[\p{L}\p{M}\p{N}_]+/gu, "");
  for (const text of textsOf(plan)) {
    if (/\{|\}|undefined|null/.test(text)) problems.push(`${where}: leftover in "${text}"`);
    if (!END[writing].test(text)) problems.push(`${where}: unfinished "${text}"`);
    for (const sentence of sentencesOf(text)) {
      if (SOURCE_MARK[writing].test(sentence)) continue;
      if (/\d/.test(withoutNames(sentence))) problems.push(`${where}: unsourced figure in "${sentence}"`);
    }
    if (writing === "hinglish" && /[\u0900-\u097F]/u.test(text)) problems.push(`${where}: Devanagari in "${text}"`);
    if (writing === "hi" && devanagariShare(withoutNames(text)) < 0.75)
      problems.push(`${where}: not Devanagari enough: "${text}"`);
  }
  const all = textsOf(plan).join(" ");
  if (!all.includes(FORMAT_WORD[writing][plan.contentType])) problems.push(`${where}: never names the format`);
  return problems;
}

describe.each(WRITINGS)("the Hindi page's plan, written as %s", (writing) => {
  it("without a topic: four weeks, no repeats, days in order, no unsourced figures, in its script", () => {
    const problems = COMBINATIONS.flatMap(([niche, type]) =>
      SEEDS.flatMap((seed) => {
        const plan = growthPlanFor(niche, type, "", seededRng(seed), writing);
        return [
          ...problemsIn(plan, writing, `${niche} ${type} seed ${String(seed)}`),
          ...(plan.subject === undefined ? [] : [`${niche} ${type}: a subject without a topic`]),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("with a topic of every kind, in any script: the same, and the topic named every week", () => {
    const problems = TOPICS.flatMap((topic) =>
      COMBINATIONS.flatMap(([niche, type]) =>
        SEEDS.slice(0, 2).flatMap((seed) => {
          const plan = growthPlanFor(niche, type, topic, seededRng(seed), writing);
          const where = `${topic} ${niche} ${type} seed ${String(seed)}`;
          return plan.subject === undefined ? [`${where}: no subject`] : problemsIn(plan, writing, where);
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  // Half the set for each writing, the other half for the other: together, every keyword.
  it("holds for the reader's evaluation set", () => {
    const half = writing === "hi" ? 0 : 1;
    const problems = EVALUATION_SET.flatMap(({ keyword }, index) => {
      if (index % 2 !== half) return [];
      const [niche, type] = COMBINATIONS[index % COMBINATIONS.length] ?? ["Food", "Reels"];
      return problemsIn(growthPlanFor(niche, type, keyword, seededRng(index), writing), writing, keyword);
    });
    expect(problems).toEqual([]);
  });

  it("never promises in a goal or check what the week does not hold", () => {
    const bank = BANKS[writing];
    const conditional = [
      ...Object.values(bank.goals).flat(2),
      ...bank.topicGoals.flat(),
      ...Object.values(bank.checks).flat(2),
    ].filter((item): item is Exclude<WeekText, string> => typeof item !== "string");
    const pattern = (text: string) =>
      new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, ".+")}$`, "u");
    for (const [niche, type] of COMBINATIONS) {
      for (const topic of ["", "masala dosa", "iphone 16"]) {
        for (const seed of SEEDS) {
          for (const week of growthPlanFor(niche, type, topic, seededRng(seed), writing).weeks) {
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

  it("writes every line whole, once, with known slots, never {where}, and figures only beside a listed source", () => {
    const bank = BANKS[writing];
    const nicheLines = [
      ...Object.values(bank.nicheActions).flatMap((byType) =>
        Object.values(byType).flatMap((weeks) => weeks.flatMap(linesOf)),
      ),
      ...Object.values(bank.typeActions).flatMap((weeks) => weeks.flatMap(linesOf)),
      ...Object.values(bank.nicheHashtags).flatMap((byType) => Object.values(byType)),
      ...Object.values(bank.goals).flatMap((weeks) => weeks.flatMap(wordsOf)),
      ...Object.values(bank.checks).flatMap((weeks) => weeks.flatMap(wordsOf)),
    ];
    const topicLines = [
      ...Object.values(bank.kindActions).flatMap((weeks) => weeks.flatMap(linesOf)),
      ...Object.values(bank.flavourActions).flatMap((sides) =>
        Object.values(sides ?? {}).flatMap((weeks) => weeks?.flatMap(linesOf) ?? []),
      ),
      ...bank.comparisonActions.flatMap(linesOf),
      ...Object.values(bank.formatAnchors),
      ...Object.values(bank.topicHashtags).flatMap((lines) => [lines.mapped, lines.unmapped]),
      ...Object.values(bank.nicheBridges).flatMap((bridges) => Object.values(bridges)),
      ...Object.values(bank.fashionFlavourBridges),
      ...bank.topicGoals.flatMap(wordsOf),
    ];
    const slots = new Set(["s", "S", "piece", "pieces", "unit", "tags", "tag", "a", "b", "A", "B"]);
    const sources = new Set(Object.values(SOURCES[writing]).map((source) => `(${source})`));
    for (const line of [...nicheLines, ...topicLines]) {
      expect(line.trim(), line).toBe(line);
      expect(line, line).toMatch(END[writing]);
      expect(line, line).not.toMatch(/\b\d{1,2}\s?(am|pm)\b|%/i);
      for (const [, name = ""] of line.matchAll(/\{(\w+)\}/g)) expect(slots.has(name), `${line}: {${name}}`).toBe(true);
      for (const sentence of sentencesOf(line)) {
        const mark = SOURCE_MARK[writing].exec(sentence)?.[0];
        if (mark !== undefined) expect(sources.has(mark), sentence).toBe(true);
        if (/\d/.test(sentence)) expect(mark, sentence).toBeDefined();
      }
      for (const tag of line.match(/#[^\s,.)'।]+/gu) ?? []) expect(tag, line).toMatch(/^#[a-z]+$/);
    }
    for (const line of nicheLines) expect(line, line).not.toMatch(/\{(s|S|tags|tag|a|b|A|B)\}/);
    const all = [...nicheLines, ...topicLines];
    expect(all.filter((line, index) => all.indexOf(line) !== index)).toEqual([]);
  });

  it("has a line for every kind, side, format and pairing the English plan writes for", () => {
    const bank = BANKS[writing];
    expect(Object.keys(bank.kindActions).sort()).toEqual(Object.keys(KIND_ACTIONS).sort());
    expect(Object.keys(bank.formatAnchors).sort()).toEqual(Object.keys(FORMAT_ANCHORS).sort());
    for (const [kind, sides] of Object.entries(FLAVOUR_ACTIONS)) {
      expect(Object.keys(bank.flavourActions[kind as keyof typeof FLAVOUR_ACTIONS] ?? {}).sort(), kind).toEqual(
        Object.keys(sides).sort(),
      );
    }
    for (const niche of STRATEGY_NICHES) {
      expect(Object.keys(bank.nicheBridges[niche]).sort(), niche).toEqual(Object.keys(NICHE_BRIDGES[niche]).sort());
    }
    for (const weeks of [...Object.values(bank.goals), bank.topicGoals, ...Object.values(bank.checks)]) {
      for (const items of weeks) expect(items.some((item) => typeof item === "string")).toBe(true);
    }
  });
});

describe("the Hindi page's plan, written for the topic", () => {
  const weekOne = (topic: string, writing: Written, seed = 1) =>
    growthPlanFor("Food", "Reels", topic, seededRng(seed), writing)
      .weeks[0]?.actions.map((action) => action.text)
      .join(" ") ?? "";

  it("opens with what fits the kind, naming the thing itself", () => {
    for (const seed of SEEDS.slice(0, 6)) {
      expect(weekOne("masala dosa", "hi", seed)).toMatch(/masala dosa की ऐसी रेसिपी रील/u);
      expect(weekOne("मसाला डोसा", "hi", seed)).toMatch(/मसाला डोसा की ऐसी रेसिपी रील/u);
      expect(weekOne("मसाला डोसा", "hinglish", seed)).toMatch(/Masala dosa ki aisi recipe Reel/u);
      expect(weekOne("iphone 16", "hi", seed)).toMatch(/iPhone 16 का रिव्यू फ़ैसले से शुरू करके/u);
      expect(weekOne("iphone 16 vs galaxy s24", "hinglish", seed)).toMatch(/iPhone 16 ya Galaxy S24, kiske liye/u);
    }
  });

  it("leads week two with the format the keyword names", () => {
    expect(growthPlanFor("Food", "Posts", "masala dosa recipe", seededRng(3), "hi").weeks[1]?.actions[0]?.text).toBe(
      "masala dosa की रेसिपीज़ को अपनी सीरीज़ बनाएं: पहले तैयार डिश, मात्रा स्क्रीन पर, पूरी रेसिपी कैप्शन में।",
    );
  });

  it("adds the niche's line where it meets the topic", () => {
    const week3 = growthPlanFor("Travel", "Reels", "गोवा यात्रा", seededRng(5), "hi").weeks[2];
    expect(week3?.actions.some((action) => action.text.startsWith("ट्रैवल पेज होने के नाते,"))).toBe(true);
  });

  it("takes the topic map's hashtags and lists them in the writing", () => {
    expect(weekOne("masala dosa", "hi")).toContain(
      "#southindianfood, #masaladosa, #idlisambar, #medhuvada और #uttapam",
    );
    expect(weekOne("masala dosa", "hinglish")).toContain("#medhuvada aur #uttapam");
    expect(growthPlanFor("Travel", "Posts", "zorblaxian", seededRng(1), "hi").weeks[0]?.actions[0]?.text).toContain(
      "Instagram पर zorblaxian सर्च करें",
    );
  });

  it("writes the plan without a topic when the keyword holds nothing to write about", () => {
    const plan = growthPlanFor("Travel", "Stories", "🔥🎉", seededRng(2), "hi");
    expect(plan.subject).toBeUndefined();
    expect(plan.writing).toBe("hi");
  });
});

describe("the Hindi screen", () => {
  const PLAN = growthPlanFor("Food", "Reels", "मसाला डोसा", seededRng(1), "hi");
  const HINGLISH = growthPlanFor("Food", "Reels", "मसाला डोसा", seededRng(1), "hinglish");

  function View({ plan, copyTitle }: { plan: GrowthPlan; copyTitle?: string }) {
    const copy = useCopy();
    return (
      <LangProvider value="hi">
        <GrowthPlanView plan={plan} title="आपकी प्लान" status="तैयार है।" copy={copy} copyTitle={copyTitle} />
      </LangProvider>
    );
  }

  it("names the fields, choices and messages in Hindi", () => {
    const { niche, type, topic, writing } = STRATEGY_FORM.hi;
    expect([niche.label, type.label, topic.label]).toEqual(["निश", "कंटेंट टाइप", "पोस्ट किस बारे में है?"]);
    expect(niche.kind === "choice" && niche.options).toEqual([
      { value: "Fashion", label: "फ़ैशन" },
      { value: "Travel", label: "ट्रैवल" },
      { value: "Food", label: "फ़ूड" },
    ]);
    expect(type.kind === "choice" && type.options.map((option) => option.label)).toEqual(["रील्स", "पोस्ट्स", "स्टोरीज़"]);
    expect(writing.kind === "choice" && writing.options.map((option) => option.value)).toEqual(["hi", "hinglish"]);
    expect(STRATEGY_WORDS.hi.message).toBe("पहले निश और कंटेंट टाइप, दोनों चुनें।");
    expect(hindiStrategyLabels("Food", "Reels", "मसाला डोसा", "hi")).toEqual({
      title: "मसाला डोसा के लिए आपकी फ़ूड रील्स स्ट्रैटेजी",
      status: "मसाला डोसा पर आपका चार हफ़्ते का फ़ूड रील्स प्लान तैयार है।",
      copyTitle: undefined,
    });
    expect(hindiStrategyLabels("Travel", "Posts", undefined, "hinglish")).toEqual({
      title: "आपकी ट्रैवल पोस्ट्स स्ट्रैटेजी",
      status: "आपका चार हफ़्ते का ट्रैवल पोस्ट्स प्लान तैयार है।",
      copyTitle: "Aapki Travel Posts strategy",
    });
  });

  it("shows each week under its Hindi heading, the days in Hindi and the week's check", () => {
    render(<View plan={PLAN} />);
    const weeks = screen.getAllByTestId("plan-week");
    expect(weeks).toHaveLength(4);
    weeks.forEach((item, index) => {
      const week = PLAN.weeks[index];
      expect(within(item).getByRole("heading", { level: 3 }).textContent).toBe(
        `हफ़्ता ${String(index + 1)}: ${week?.goal ?? ""}`,
      );
      expect(within(item).getAllByTestId("plan-day")[0]?.textContent).toMatch(/^(सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि)वार$/u);
      expect(within(item).getByTestId("plan-check").textContent).toBe(`हफ़्ते के आखिर में देखें: ${week?.check ?? ""}`);
    });
  });

  it("copies the plan with its Hindi labels, and a Hinglish plan under its Hinglish heading", async () => {
    const { unmount } = render(<View plan={PLAN} />);
    await userEvent.click(buttonNamed("स्ट्रैटेजी कॉपी करें"));
    expect(writeText).toHaveBeenLastCalledWith(planText(PLAN, "आपकी प्लान"));
    expect(planText(PLAN, "आपकी प्लान")).toMatch(/^आपकी प्लान\n\nहफ़्ता 1: .+\n- (सोम|मंगल|बुध)वार: /u);
    unmount();
    render(<View plan={HINGLISH} copyTitle="masala dosa ke liye aapki Food Reels strategy" />);
    await userEvent.click(buttonNamed("स्ट्रैटेजी कॉपी करें"));
    const text = writeText.mock.lastCall?.[0] ?? "";
    expect(text).toMatch(/^masala dosa ke liye aapki Food Reels strategy\n\nHafta 1: /u);
    expect(text).toContain("Hafte ke end mein dekho: ");
    expect(text).not.toMatch(/[\u0900-\u097F]/u);
  });
});
