import { describe, expect, it } from "vitest";
import type { Deck } from "~/lib/deck";
import { pick, seededRng } from "~/lib/random";
import { codePointLength } from "~/lib/text";
import {
  GENERAL_PATTERNS,
  TYPE_PATTERNS,
  type TitlePattern,
  VIDEO_TYPES,
  type VideoType,
} from "./youtube-title-generator.data";
import {
  type DeckSource,
  SEARCH_VISIBLE,
  TITLES_PER_GENERATION,
  TITLE_LIMIT,
  TITLE_MESSAGES,
  type TitleOutcome,
  buildTitle,
  fitTopic,
  generateTitles,
  normaliseTopic,
  titleCaseTopic,
  titleDeck,
  titlePatterns,
} from "./youtube-title-generator.logic";

function titles(outcome: TitleOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.titles;
}

/** One deck per type for a whole simulated visit, like the screen keeps. */
function visit(seed: number): DeckSource {
  const rng = seededRng(seed);
  const decks = new Map<VideoType, Deck<TitlePattern>>();
  return (type) => {
    let deck = decks.get(type);
    if (!deck) {
      deck = titleDeck(type, rng);
      decks.set(type, deck);
    }
    return deck;
  };
}

const pattern = (text: string): TitlePattern => ({ text, kind: "guide" });

describe("generateTitles", () => {
  it("deals twelve titles exactly for a seeded visit", () => {
    expect(titles(generateTitles("masala chai", "tutorial", visit(7))).map((title) => title.text)).toEqual([
      "The Truth About Masala Chai Nobody Talks About",
      "What I Learned from Masala Chai",
      "Masala Chai: Kya Sach Mein Kaam Karta Hai?",
      "7 Masala Chai Mistakes Beginners Make (and Quick Fixes)",
      "Masala Chai Seekho Bina Confusion Ke, Ek Hi Video Mein",
      "Masala Chai Tutorial in Hindi: Basics Se Advanced Tak",
      "The Easiest Way to Learn Masala Chai at Home",
      "Masala Chai in 10 Minutes: A Practical Walkthrough",
      "Masala Chai: Beginner to Pro Guide",
      "Is Masala Chai Worth It? An Honest Answer",
      "Masala Chai Made Easy: The Only Tutorial You Need",
      "Masala Chai Ke Baare Mein Sab Kuch, Simple Language Mein",
    ]);
  });

  it("says what is missing for an empty topic or an unknown type", () => {
    for (const raw of ["", "   ", "!!!", "🔥🔥", "#", '""']) {
      expect(generateTitles(raw, "vlog", visit(1))).toEqual({ ok: false, message: TITLE_MESSAGES.topic });
    }
    expect(generateTitles("chai", "podcast", visit(1))).toEqual({ ok: false, message: TITLE_MESSAGES.type });
    expect(generateTitles("chai", "", visit(1))).toEqual({ ok: false, message: TITLE_MESSAGES.type });
  });

  it("uses every pattern of a type once before any comes back", () => {
    for (const { value: type } of VIDEO_TYPES) {
      const source = visit(11);
      const bank = titlePatterns(type);
      const dealt: string[] = [];
      for (let round = 0; round < 4; round++) {
        dealt.push(...titles(generateTitles("home workout", type, source)).map((title) => title.text));
      }
      expect(new Set(dealt.slice(0, bank.length)).size).toBe(bank.length);
      expect(new Set(dealt.slice(bank.length, 2 * bank.length)).size).toBe(bank.length);
    }
  });
});

describe("buildTitle", () => {
  it("keeps the visitor's casing for acronyms and brands and title-cases plain words", () => {
    expect(buildTitle(pattern("{topic} Review: Worth Your Money?"), "iPhone 16 pro").text).toBe(
      "iPhone 16 Pro Review: Worth Your Money?",
    );
    expect(buildTitle(pattern("How to Get Started with {topic} (Step by Step)"), "BGMI sensitivity").text).toBe(
      "How to Get Started with BGMI Sensitivity (Step by Step)",
    );
    expect(titleCaseTopic("budget travel in goa with McDonald's and the gang", true)).toBe(
      "Budget Travel in Goa with McDonald's and the Gang",
    );
    expect(titleCaseTopic("the chai story", true)).toBe("The Chai Story");
    expect(titleCaseTopic("the chai story", false)).toBe("the Chai Story");
    expect(titleCaseTopic("घर पर पनीर 10k", true)).toBe("घर पर पनीर 10k");
    expect(titleCaseTopic("straße", true)).toBe("Straße");
  });

  it("drops words the topic repeats at the join", () => {
    expect(buildTitle(pattern("{topic} Review: Worth Your Money?"), "iPhone 16 review").text).toBe(
      "iPhone 16 Review: Worth Your Money?",
    );
    expect(buildTitle(pattern("A Day in My Life: {topic}"), "my life in Pune").text).toBe("A Day in My Life: In Pune");
    expect(buildTitle(pattern("{topic} Vlog: What Really Happened"), "Vlog").text).toBe(
      "Vlog Vlog: What Really Happened",
    );
  });

  it("inserts the topic literally, whatever it holds", () => {
    expect(buildTitle(pattern("Why Everyone Is Talking About {topic}"), "$& and {topic}").text).toBe(
      "Why Everyone Is Talking About $& and {topic}",
    );
  });

  it("counts length in code points and marks where search results cut", () => {
    const short = buildTitle(pattern("{topic} in 60 Seconds #shorts"), "🔥 chai");
    expect(short).toMatchObject({
      text: "🔥 Chai in 60 Seconds #shorts",
      length: 28,
      searchCut: null,
      hidden: "",
      shortened: false,
    });
    const long = buildTitle(
      pattern("Everything You Need to Know About {topic}"),
      "BGMI sensitivity settings for iPhone 13",
    );
    expect(long.length).toBe(73);
    expect(long.searchCut).toBe(SEARCH_VISIBLE);
    expect(long.visible).toBe("Everything You Need to Know About BGMI Sensitivity Settings for iPhone");
    expect(long.hidden).toBe(" 13");
    expect(long.visible + long.hidden).toBe(long.text);
  });
});

describe("fitTopic", () => {
  it("shortens at a word boundary without a dangling word or comma", () => {
    expect(fitTopic("Budget travel in Goa with friends and family", 30)).toEqual({
      text: "Budget travel in Goa",
      shortened: true,
    });
    expect(fitTopic("Chai, samosa, jalebi, more", 21)).toEqual({ text: "Chai, samosa, jalebi", shortened: true });
    expect(fitTopic("short", 30)).toEqual({ text: "short", shortened: false });
  });

  it("cuts one long word hard, on a grapheme boundary", () => {
    expect(fitTopic("a".repeat(200), 40).text).toBe("a".repeat(40));
    const family = `${"b".repeat(38)}👨‍👩‍👧`;
    expect(fitTopic(family, 40).text).toBe("b".repeat(38));
  });
});

describe("normaliseTopic", () => {
  it("collapses whitespace, drops wrapping quotes, a leading # and end punctuation, keeps casing", () => {
    expect(normaliseTopic('  "BGMI   tips"  ')).toBe("BGMI tips");
    expect(normaliseTopic("#iPhone review!!!")).toBe("iPhone review");
    expect(normaliseTopic("chai kaise banaye?")).toBe("chai kaise banaye");
    expect(normaliseTopic("<b>BGMI</b> tips")).toBe("b BGMI /b tips");
    expect(normaliseTopic(`${".".repeat(10_000)}x${".".repeat(10_000)}`)).toBe(`${".".repeat(10_000)}x`);
  });
});

describe("banks", () => {
  it("has at least 8 patterns per type, a Hinglish one, a question, mistakes and a comparison or list", () => {
    for (const { value: type } of VIDEO_TYPES) {
      const own = TYPE_PATTERNS[type];
      expect(own.length).toBeGreaterThanOrEqual(8);
      const kinds = new Set(titlePatterns(type).map((p) => p.kind));
      for (const kind of ["hinglish", "question", "mistakes"] as const) expect(kinds.has(kind)).toBe(true);
      expect(kinds.has("comparison") || kinds.has("list")).toBe(true);
      expect(titlePatterns(type).length).toBeGreaterThanOrEqual(TITLES_PER_GENERATION);
    }
  });

  it("has unique patterns, each with one {topic} slot, no stale year, and room for a topic", () => {
    const all = [...Object.values(TYPE_PATTERNS).flat(), ...GENERAL_PATTERNS];
    expect(new Set(all.map((p) => p.text)).size).toBe(all.length);
    for (const p of all) {
      expect(p.text.split("{topic}")).toHaveLength(2);
      expect(p.text).not.toMatch(/\b20\d\d\b/u);
      expect(TITLE_LIMIT - codePointLength(p.text.replace("{topic}", ""))).toBeGreaterThanOrEqual(40);
    }
  });
});

describe("properties over many seeds and topics", () => {
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

  // 200 runs over topics up to 10,000 characters: a few seconds on a busy two-core machine.
  it("never goes over 100 characters, counts honestly and never repeats within a generation", () => {
    for (let seed = 0; seed < 200; seed++) {
      const rng = seededRng(seed);
      const topic = pick(topics, rng);
      const type = pick(VIDEO_TYPES, rng).value;
      const result = titles(generateTitles(topic, type, visit(seed)));
      expect(result).toHaveLength(TITLES_PER_GENERATION);
      expect(new Set(result.map((title) => title.text)).size).toBe(TITLES_PER_GENERATION);
      for (const title of result) {
        expect(title.length).toBe(codePointLength(title.text));
        expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
        expect(title.length).toBeGreaterThan(0);
        expect(title.visible + title.hidden).toBe(title.text);
        expect(title.searchCut === null).toBe(title.length <= SEARCH_VISIBLE);
        if (title.searchCut !== null) expect(title.searchCut).toBeLessThanOrEqual(SEARCH_VISIBLE);
        expect(title.text).not.toMatch(/\s{2}|\{topic\}|[\s,]$|[<>]/u);
        expect(title.text).not.toMatch(/\b(and|with|during|ka|,)\s+(:|\?|Vlog|Review)/u);
      }
    }
  }, 20_000);

  it("handles a 10,000-character topic quickly", () => {
    const started = performance.now();
    const result = titles(generateTitles("chai ".repeat(2_000), "review", visit(3)));
    expect(result.every((title) => title.shortened && title.length <= TITLE_LIMIT)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
