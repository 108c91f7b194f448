import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { pick, seededRng } from "~/lib/text/random";
import { codePointLength } from "~/lib/text/text";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { TITLE_PATTERNS, type TitlePattern } from "./banks/en/titles.data";
import {
  SEARCH_VISIBLE,
  TITLES_PER_GENERATION,
  TITLE_LIMIT,
  TITLE_MESSAGES,
  VIDEO_TYPES,
  normaliseTopic,
} from "./youtube-title-generator.form";
import {
  type TitleOutcome,
  buildTitle,
  dealTitles,
  facetsOf,
  fitTopic,
  generateTitles,
  seededDecks,
  titleBank,
  titleCaseTopic,
  titleTopic,
  withArticle,
} from "./youtube-title-generator.logic";

// A year no keyword in the tests names, so a year in a title can only come from a pattern.
const YEAR = 2031;

function titles(outcome: TitleOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.titles;
}

const texts = (topic: string, type: string, seed: number) =>
  titles(generateTitles(topic, type, { year: YEAR, decks: seededDecks(seededRng(seed)) })).map((t) => t.text);

const pattern = (text: string): TitlePattern => ({ text, angle: "guide", types: ["tutorial"], kinds: ["general"] });

describe("generateTitles", () => {
  it("writes for what the topic is, exactly, for a seeded visit", () => {
    expect(texts("cat", "challenge", 7)).toEqual([
      "Testing My Cat's IQ at Home",
      "Draw a Cat in 60 Seconds Challenge",
      "Cat Facts Quiz: Score 10/10?",
      "Will My Cat Choose Me or the Treat?",
      "My Cat Reacts to New Toys Challenge",
      "Cat Quiz: Roz Ek Sawaal",
      "Cat Knowledge Test: How Much Do I Know?",
      "The Cat Challenge Nobody Finishes",
      "Cat Quiz: Only True Fans Score 10/10",
      "Only 1% Know These Cat Answers",
      "Cat Quiz: Beat My Score",
      "Cat Speed Quiz: 10 Questions, 60 Seconds",
    ]);
    expect(texts("iphone 16 review", "review", 7)).toEqual([
      "iPhone 16 Lena Chahiye Ya Nahi? Seedhi Baat",
      "iPhone 16 After 30 Days: The Honest Review",
      "iPhone 16 Honest Review: Paisa Vasool Ya Nahi?",
      "iPhone 16 Price in India: Is It Fair?",
      "5 Things I Love (and 3 I Hate) About iPhone 16",
      "iPhone 16 Review for Indian Buyers: Price, Pros, Cons",
      "Don't Buy an iPhone 16 Before Watching This",
      "iPhone 16: Seedhi Aur Sachchi Baat",
      "iPhone 16: What Surprised Me",
      "iPhone 16, Rated Honestly",
      "iPhone 16: Love It or Skip It?",
      "iPhone 16: The Honest Verdict",
    ]);
    expect(texts("street food delhi", "vlog", 7)).toEqual([
      "Trying Street Food All Over Delhi",
      "Delhi Street Food Tour: Eating Till We Drop",
      "Delhi Street Food Vlog: Sasta, Tasty Aur Famous",
      "Delhi Street Food Ka Full Experience: Worth It Tha Kya?",
      "Delhi Street Food Vlog: Masti, Mistakes Aur Memories",
      "Delhi Street Food Vlog: What Really Happened",
      "Delhi Street Food Vlog: Aaj Ka Din Kaisa Raha",
      "Delhi Street Food: Full Day Vlog",
      "Delhi Street Food Vlog: A Day to Remember",
      "Delhi Street Food Vlog: Start to Finish",
      "Delhi Street Food Vlog: Raw and Unfiltered",
      "Delhi Street Food Vlog: Ek Din, Poori Kahani",
    ]);
    expect(texts("study with me", "shorts", 7)).toEqual([
      "Study Apps I Tried for 30 Days: Honest Review",
      "Study with Me Timelapse: 8 Hours in 60 Seconds",
      "5 Focus Tricks I Use in Every Study Session",
      "Study with Me: Night Before the Exam",
      "Late Night Study with Me: 2 Hours, Rain Sounds",
      "Study with Me on a Rainy Day: Lo-Fi and Focus",
      "Study with Me Live: Padhai Shuru Karo",
      "Study with Me: 4 Hours Before the Exam",
      "Study with Me: Ek Ghanta, Zero Distraction",
      "Study with Me at 5 AM: Early Morning Session",
      "Padhai Mein Mann Nahi Lagta? Study with Me",
      "7 Study Habits That Keep Me Focused",
    ]);
  });

  it("never meets a topic with a pattern written for another kind of thing", () => {
    for (let seed = 0; seed < 20; seed++) {
      for (const { value } of VIDEO_TYPES) {
        const all = [
          ...texts("cat", value, seed),
          ...texts("stock market", value, seed),
          ...texts("study with me", value, seed),
          ...texts("iphone 16 review", value, seed),
          ...texts("tortoise", value, seed),
        ].join("\n");
        expect(all).not.toMatch(
          /Tried (a )?Cat|Buy (a )?Stock Market|Doing Study|Review Review|Tortoise Kaise Sikhe/iu,
        );
        expect(all).not.toMatch(/\bIphone\b/u);
      }
    }
  });

  // A keyword of each kind, as the page's address would bring it (the browser test walks four of
  // them through the page): what every title must say, in the casing its makers use, and what none
  // may, over many seeds. A year appears only for a topic that dates itself.
  it.each([
    { topic: "cat", type: "challenge", says: /Cat/, never: /Tried Cat|Cat Kaise Sikhe|Buy/ },
    { topic: "iphone 16 review", type: "review", says: /iPhone 16/, never: /Review Review|Iphone/, dated: true },
    { topic: "stock market", type: "list", says: /Stock Market/, never: /Buy (a )?Stock Market|Recipe/ },
    { topic: "study with me", type: "shorts", says: /./, never: /Doing Study|Study Study|Study Preparation/ },
    { topic: "bangalore cafe", type: "vlog", says: /Bangalore|Cafe/, never: /Recipe|Kaise Banaye/ },
    { topic: "street food delhi", type: "vlog", says: /Street Food/, never: /Kaise Banaye|Recipe/ },
    { topic: "diwali", type: "tutorial", says: /Diwali/, never: /Recipe|Unboxing/, dated: true },
    { topic: "bgmi", type: "tutorial", says: /BGMI/, never: /Bgmi|Recipe/ },
    { topic: "neet", type: "tutorial", says: /NEET/, never: /Neet|Recipe/, dated: true },
    { topic: "virat kohli", type: "vlog", says: /Virat Kohli/, never: /Recipe|Unboxing/ },
    { topic: "pushpa 2", type: "review", says: /Pushpa 2/, never: /Recipe|Unboxing/, dated: true },
    { topic: "nykaa", type: "review", says: /Nykaa/, never: /Recipe|Kaise Sikhe/ },
    { topic: "gym", type: "challenge", says: /Gym/, never: /Recipe|Unboxing/ },
    { topic: "tortoise", type: "tutorial", says: /Tortoise/, never: /Kaise Sikhe|Recipe/ },
    { topic: "खाना", type: "list", says: /खाना/, never: /Kaise Sikhe/ },
    { topic: "xqzvbn", type: "tutorial", says: /Xqzvbn/, never: /Recipe|Review:|Unboxing/ },
  ])("writes $type titles for $topic as what it is", ({ topic, type, says, never, dated = false }) => {
    const problems: string[] = [];
    for (let seed = 0; seed < 10; seed++) {
      const dealt = texts(topic, type, seed);
      if (dealt.length !== TITLES_PER_GENERATION) problems.push(`seed ${seed}: ${dealt.length} titles`);
      for (const text of dealt) {
        if (!says.test(text)) problems.push(`seed ${seed}: ${text}: does not say ${says.source}`);
        if (never.test(text)) problems.push(`seed ${seed}: ${text}: says ${never.source}`);
        if (!dated && text.includes(String(YEAR))) problems.push(`seed ${seed}: ${text}: dated`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("says what is missing for an empty topic or an unknown type", () => {
    const context = { year: YEAR, decks: seededDecks(seededRng(1)) };
    for (const raw of ["", "   ", "!!!", "🔥🔥", "#", '""']) {
      expect(generateTitles(raw, "vlog", context)).toEqual({ ok: false, message: TITLE_MESSAGES.topic });
    }
    expect(generateTitles("chai", "podcast", context)).toEqual({ ok: false, message: TITLE_MESSAGES.type });
    expect(generateTitles("chai", "", context)).toEqual({ ok: false, message: TITLE_MESSAGES.type });
  });

  it("deals every pattern of a layer once before any comes back, within a visit", () => {
    const topic = titleTopic("masala chai");
    const decks = seededDecks(seededRng(11));
    const bank = titleBank(topic, "tutorial");
    const seen: TitlePattern[] = [];
    for (let round = 0; round < 6; round++) {
      seen.push(...dealTitles(topic, "tutorial", { year: YEAR, decks }).map(({ pattern }) => pattern));
    }
    const kindDealt = seen.filter((p) => bank.kind.includes(p));
    expect(new Set(kindDealt.slice(0, bank.kind.length)).size).toBe(bank.kind.length);
  });
});

describe("a visit", () => {
  it("shows at least half new titles on the next press, for every kind of topic", () => {
    for (const [topic, type] of [
      ["Goa trip", "vlog"],
      ["masala chai at home", "tutorial"],
      ["cat", "challenge"],
      ["bgmi", "shorts"],
      ["iphone 16 vs samsung s24", "review"],
      ["study with me", "vlog"],
      ["xqzvbn", "list"],
      ["teacher", "tutorial"],
    ] as const) {
      for (let seed = 0; seed < 20; seed++) {
        const context = { year: YEAR, decks: seededDecks(seededRng(seed)) };
        const first = new Set(titles(generateTitles(topic, type, context)).map((t) => t.text));
        const second = titles(generateTitles(topic, type, context)).map((t) => t.text);
        expect(second.filter((text) => !first.has(text)).length, topic).toBeGreaterThanOrEqual(6);
      }
    }
  });
});

describe("buildTitle", () => {
  it("keeps the reader's casing for brands and acronyms and title-cases plain words", () => {
    expect(texts("iphone 16 pro review", "review", 1).every((t) => t.includes("iPhone 16 Pro"))).toBe(true);
    expect(texts("bgmi", "shorts", 1).every((t) => t.includes("BGMI"))).toBe(true);
    expect(titleCaseTopic("budget travel in goa with McDonald's and the gang", true)).toBe(
      "Budget Travel in Goa with McDonald's and the Gang",
    );
    expect(titleCaseTopic("the chai story", false)).toBe("the Chai Story");
    expect(titleCaseTopic("realme 14 Pro", true)).toBe("realme 14 Pro");
    expect(titleCaseTopic("घर पर पनीर 10k", true)).toBe("घर पर पनीर 10k");
    expect(titleCaseTopic("straße", true)).toBe("Straße");
  });

  it("puts a place that qualifies the subject in front, and apart where a pattern asks", () => {
    expect(titleTopic("street food delhi")).toMatchObject({
      subject: "Delhi street food",
      thing: "street food",
      place: "Delhi",
    });
    expect(titleTopic("goa trip")).toMatchObject({ subject: "Goa", place: null });
  });

  it("chooses a or an, none for a plural, and an apostrophe alone after an s", () => {
    expect(withArticle("teacher")).toBe("a teacher");
    expect(withArticle("indie dog")).toBe("an indie dog");
    expect(withArticle("UPSC aspirant")).toBe("a UPSC aspirant");
    expect(withArticle("MBA student")).toBe("an MBA student");
    expect(withArticle("iPhone 16")).toBe("an iPhone 16");
    expect(withArticle("OnePlus 13")).toBe("a OnePlus 13");
    expect(withArticle("street dogs")).toBe("street dogs");
    expect(withArticle("बिल्ली")).toBe("बिल्ली");
    const dogs = titleTopic("street dogs");
    const possessive: TitlePattern = { ...pattern("My {subject}'s Morning Routine"), kinds: ["animal"] };
    expect(buildTitle(possessive, dogs, YEAR).text).toBe("My Street Dogs' Morning Routine");
  });

  it("fills the year only where a pattern asks for it", () => {
    const neet = titleTopic("neet");
    expect(buildTitle({ ...pattern("{subject} {year}: What Changed"), kinds: ["study"] }, neet, YEAR).text).toBe(
      "NEET 2031: What Changed",
    );
  });

  it("inserts the topic literally, whatever it holds", () => {
    expect(texts("$& and {topic}", "tutorial", 1).some((t) => t.includes("$& and {topic}"))).toBe(true);
  });

  it("counts length in code points and marks where search results cut", () => {
    const chai = titleTopic("🔥 chai");
    const short = buildTitle(pattern("{subject} in 60 Seconds #shorts"), chai, YEAR);
    expect(short).toMatchObject({ text: "Chai in 60 Seconds #shorts", searchCut: null, hidden: "", shortened: false });
    const long = buildTitle(
      pattern("{subject}: Everything You Need to Know"),
      // Words nobody knows stay as typed, so the subject is all of them.
      titleTopic("xqzvbn plinkadoo snarfwobble trelmoxi vrindlewax"),
      YEAR,
    );
    expect(long.searchCut).toBe(SEARCH_VISIBLE);
    expect(long.visible + long.hidden).toBe(long.text);
    expect(long.length).toBe(codePointLength(long.text));
  });
});

describe("fitTopic and normaliseTopic", () => {
  it("shortens at a word boundary without a dangling word or comma", () => {
    expect(fitTopic("Budget travel in Goa with friends and family", 30)).toEqual({
      text: "Budget travel in Goa",
      shortened: true,
    });
    expect(fitTopic("Chai, samosa, jalebi, more", 21)).toEqual({ text: "Chai, samosa, jalebi", shortened: true });
    expect(fitTopic("short", 30)).toEqual({ text: "short", shortened: false });
    expect(fitTopic("a".repeat(200), 40).text).toBe("a".repeat(40));
    expect(fitTopic(`${"b".repeat(38)}👨‍👩‍👧`, 40).text).toBe("b".repeat(38));
  });

  itGives(normaliseTopic, {
    "collapses whitespace, drops wrapping quotes, a leading # and end punctuation, keeps casing": [
      ['  "BGMI   tips"  ', "BGMI tips"],
      ["#iPhone review!!!", "iPhone review"],
      ["<b>BGMI</b> tips", "b BGMI /b tips"],
      [`${".".repeat(10_000)}x${".".repeat(10_000)}`, `${".".repeat(10_000)}x`],
    ],
  });
});

describe("the patterns", () => {
  it("are unique, each with one subject slot (none only for a format-only keyword), no stale year, room for a topic", () => {
    expect(new Set(TITLE_PATTERNS.map((p) => p.text)).size).toBe(TITLE_PATTERNS.length);
    for (const p of TITLE_PATTERNS) {
      const slots = p.text.match(/\{(?:a subject|subject|thing)\}/gu) ?? [];
      expect(slots.length, p.text).toBe(p.when?.includes("bare") ? 0 : 1);
      expect(p.text.replace(/\{(?:a subject|subject|thing|place|year)\}/gu, "")).not.toMatch(/[{}]/u);
      expect(p.text, p.text).not.toMatch(/\b20\d\d\b/u);
      expect(p.text.includes("{thing}"), p.text).toBe(p.text.includes("{place}"));
      expect(TITLE_LIMIT - codePointLength(p.text.replace(/\{[^}]*\}/gu, "")), p.text).toBeGreaterThanOrEqual(40);
      expect(p.kinds.length).toBeGreaterThan(0);
      expect(p.types.length).toBeGreaterThan(0);
    }
  });

  it("give every evaluation keyword at least twelve fitting patterns for every video type", () => {
    for (const { keyword } of EVALUATION_SET) {
      const topic = titleTopic(keyword);
      for (const { value } of VIDEO_TYPES) {
        const bank = titleBank(topic, value);
        expect(bank.format.length + bank.kind.length + bank.any.length, `${keyword} / ${value}`).toBeGreaterThanOrEqual(
          TITLES_PER_GENERATION,
        );
      }
    }
  }, 30_000);
});

describe("properties over the evaluation set and many seeds", () => {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean);

  // Every labelled keyword, every type, several seeds: ~8,000 generations on a busy two-core machine.
  it("uses patterns only for their types, kinds, formats and facets, and writes each title cleanly", () => {
    // Every breach is listed and checked once at the end: an expect() per title and rule (about
    // 200,000 of them) took most of this test's 6 s.
    const problems: string[] = [];
    const rng = seededRng(5);
    for (const { keyword } of EVALUATION_SET) {
      const topic = titleTopic(keyword);
      const { reading } = topic;
      const facets = facetsOf(reading);
      for (const { value: type } of VIDEO_TYPES) {
        const dealt = dealTitles(topic, type, { year: YEAR, decks: seededDecks(seededRng(randomSeed(rng))) });
        if (dealt.length !== TITLES_PER_GENERATION) problems.push(`${keyword} / ${type}: ${dealt.length} titles`);
        for (const { pattern: used, title } of dealt) {
          const breach = (rule: string) => problems.push(`${keyword} / ${type}: ${title.text}: ${rule}`);
          if (!used.types.includes(type)) breach(`a pattern for ${used.types.join(", ")}`);
          if (!used.kinds.includes(reading.kind)) breach(`a pattern for ${used.kinds.join(", ")}`);
          const { format } = reading;
          if (used.formats ? format === null || !used.formats.includes(format) : format === "comparison")
            breach(`a pattern for the formats ${used.formats?.join(", ") ?? "none"}`);
          for (const facet of used.when ?? []) if (!facets.has(facet)) breach(`needs ${facet}`);
          if (title.length > TITLE_LIMIT) breach(`${title.length} characters`);
          // No word twice in a row ("Review Review"), and the format word said once.
          const list = words(title.text).filter((word) => /\p{L}/u.test(word));
          if (list.some((word, i) => i > 0 && word === list[i - 1])) breach("a word twice in a row");
          if (reading.format === "review" && list.filter((w) => w === "review").length > 1) breach("review twice");
          // The year only where the reading is time-bound.
          if (title.text.includes(String(YEAR)) && !reading.timeBound) breach("a year for a timeless topic");
          // The reader's casing: a word it capitalised (iPhone, BGMI) is never written another way.
          const written = title.text.split(/[^\p{L}\p{M}\p{N}']+/u);
          for (const cased of reading.subject
            .split(" ")
            .filter((w) => /\p{Lu}/u.test(w) && w.length > 2 && w !== "The")) {
            const other = written.filter((w) => w.toLowerCase() === cased.toLowerCase() && w !== cased);
            if (other.length > 0) breach(`${other.join(", ")} for ${cased}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  const topics = [
    "chai",
    "BGMI",
    "iPhone 16 camera tricks",
    "घर पर पनीर बनाने का आसान तरीका",
    "Budget travel in Goa with friends and family during the monsoon season without spending much",
    "🔥👨‍👩‍👧🇮🇳 festive looks",
    "supercalifragilisticexpialidocious".repeat(20),
    "word ".repeat(2_000),
    "a".repeat(10_000),
    `${"Diwali decor ideas, ".repeat(500)}end`,
  ];

  it("never goes over 100 characters, counts honestly and never repeats within a generation", () => {
    for (let seed = 0; seed < 120; seed++) {
      const rng = seededRng(seed);
      const result = titles(
        generateTitles(pick(topics, rng), pick(VIDEO_TYPES, rng).value, {
          year: YEAR,
          decks: seededDecks(rng),
        }),
      );
      expect(result).toHaveLength(TITLES_PER_GENERATION);
      expect(new Set(result.map((title) => title.text)).size).toBe(TITLES_PER_GENERATION);
      for (const title of result) {
        expect(title.length).toBe(codePointLength(title.text));
        expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
        expect(title.length).toBeGreaterThan(0);
        expect(title.visible + title.hidden).toBe(title.text);
        expect(title.searchCut === null).toBe(title.length <= SEARCH_VISIBLE);
        expect(title.text).not.toMatch(/\s{2}|\{|\}|[\s,]$|[<>]/u);
      }
    }
  }, 30_000);

  it("handles a 10,000-character topic quickly", () => {
    const started = performance.now();
    const result = titles(
      generateTitles("chai ".repeat(2_000), "review", { year: YEAR, decks: seededDecks(seededRng(3)) }),
    );
    expect(result.every((title) => title.length <= TITLE_LIMIT)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

function randomSeed(rng: () => number): number {
  return Math.floor(rng() * 1_000_000);
}
