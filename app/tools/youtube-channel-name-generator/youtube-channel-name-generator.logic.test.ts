import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/deck";
import { pick, randomInt, seededRng } from "~/lib/random";
import {
  MORE_PATTERNS,
  ONE_WORD_PATTERNS,
  PAIRED_PATTERNS,
  PREFIX_PATTERNS,
  SUFFIX_PATTERNS,
} from "./youtube-channel-name-generator.data";
import {
  NAME_COUNT,
  allChannelNames,
  channelNameDeck,
  generateChannelNames,
  insideWorld,
  normaliseKeyword,
} from "./youtube-channel-name-generator.logic";

describe("normaliseKeyword", () => {
  it("collapses whitespace and title-cases each word", () => {
    expect(normaliseKeyword("  street   FOOD \t")).toBe("Street FOOD");
    expect(normaliseKeyword("street food")).toBe("Street Food");
    expect(normaliseKeyword("cooking")).toBe("Cooking");
    expect(normaliseKeyword("cOOKING")).toBe("Cooking");
    expect(normaliseKeyword("éCOLE")).toBe("École");
    expect(normaliseKeyword("self-care tips")).toBe("Self-Care Tips");
    expect(normaliseKeyword("mom's kitchen")).toBe("Mom's Kitchen");
  });

  it("keeps small words lower case inside, but not first", () => {
    expect(normaliseKeyword("art of cooking")).toBe("Art of Cooking");
    expect(normaliseKeyword("the art of war")).toBe("The Art of War");
  });

  it("writes known acronyms and brands their way, however they were typed", () => {
    expect(normaliseKeyword("bgmi")).toBe("BGMI");
    expect(normaliseKeyword("Bgmi tips")).toBe("BGMI Tips");
    expect(normaliseKeyword("iPHONE\u200b\u00a0tips")).toBe("iPhone Tips");
    expect(normaliseKeyword("iphone")).toBe("iPhone");
    expect(normaliseKeyword("gta 5")).toBe("GTA 5");
    expect(normaliseKeyword("upsc preparation")).toBe("UPSC Preparation");
    expect(normaliseKeyword("youtube growth")).toBe("YouTube Growth");
  });

  it("keeps casing the visitor chose: capitals and camel case", () => {
    expect(normaliseKeyword("RRB ntpc")).toBe("RRB Ntpc");
    expect(normaliseKeyword("eSports")).toBe("eSports");
    expect(normaliseKeyword("McDonald reviews")).toBe("McDonald Reviews");
    expect(normaliseKeyword("FOOD")).toBe("FOOD");
  });

  it("treats a keyword typed all in capitals with a long word as caps lock", () => {
    expect(normaliseKeyword("STREET FOOD")).toBe("Street Food");
    expect(normaliseKeyword("BGMI HIGHLIGHTS")).toBe("BGMI Highlights");
    expect(normaliseKeyword("UPSC PREP")).toBe("UPSC PREP");
  });

  it("keeps scripts without case and emoji as they are", () => {
    expect(normaliseKeyword("खाना")).toBe("खाना");
    expect(normaliseKeyword("🔥 fire")).toBe("🔥 Fire");
  });

  it("is empty for blank input", () => {
    for (const raw of ["", "   ", "\t\n", "\u200b\u200b"]) expect(normaliseKeyword(raw)).toBe("");
  });
});

describe("insideWorld", () => {
  it("uses 's, or a bare apostrophe after a plural s", () => {
    expect(insideWorld("BGMI")).toBe("Inside BGMI's World");
    expect(insideWorld("Cooking")).toBe("Inside Cooking's World");
    expect(insideWorld("Cars")).toBe("Inside Cars' World");
    expect(insideWorld("iOS")).toBe("Inside iOS's World");
  });

  it("avoids the possessive where it would read badly", () => {
    expect(insideWorld("iPhone Tips")).toBe("Inside the World of iPhone Tips");
    expect(insideWorld("Street Food")).toBe("Inside the World of Street Food");
    expect(insideWorld("Fitness")).toBe("Inside the World of Fitness");
    expect(insideWorld("Mom's")).toBe("Inside the World of Mom's");
    expect(insideWorld("🔥")).toBe("Inside the World of 🔥");
  });
});

const ALL_PATTERNS = [
  ...PREFIX_PATTERNS,
  ...SUFFIX_PATTERNS,
  ...ONE_WORD_PATTERNS,
  ...PAIRED_PATTERNS,
  ...MORE_PATTERNS,
];

function madeFromPatterns(name: string, keyword: string): boolean {
  const fill = (pattern: string) => pattern.replace("{k}", () => keyword);
  const inside = [`Inside ${keyword}'s World`, `Inside ${keyword}' World`, `Inside the World of ${keyword}`];
  return [...ALL_PATTERNS.map(fill), ...inside].includes(name);
}

/** Names that read badly: "The Cooking", "The BGMI Creates", "Tips's", "X's's". */
function readsBadly(name: string, keyword: string): boolean {
  return (
    name === `The ${keyword}` ||
    ["The", "Daily", "Simply"].some((prefix) => name === `${prefix} ${keyword} Creates`) ||
    (keyword.includes(" ") && name === `${keyword} Creates`) ||
    name.includes("'s's") ||
    (/\p{Ll}s$/u.test(keyword) && name.includes(`${keyword}'s`))
  );
}

describe("allChannelNames", () => {
  it("makes 40 distinct names for a one-word keyword, all from the patterns", () => {
    const names = allChannelNames("Cooking");
    expect(names).toHaveLength(40);
    expect(new Set(names).size).toBe(40);
    expect(names).toEqual(
      expect.arrayContaining([
        "Daily Cooking",
        "Cooking Hub",
        "The Cooking Show",
        "Simply Cooking Vlogs",
        "Cooking Creates",
        "Cooking Explained",
        "Inside Cooking's World",
        "Cooking Ki Duniya",
      ]),
    );
    for (const name of names) expect(madeFromPatterns(name, "Cooking"), name).toBe(true);
  });

  it("leaves out the patterns that read badly", () => {
    const names = allChannelNames("BGMI");
    for (const bad of ["The BGMI", "The BGMI Creates", "Daily BGMI Creates", "The BGMI TV", "BGMI"]) {
      expect(names).not.toContain(bad);
    }
    expect(allChannelNames("iPhone Tips")).not.toContain("iPhone Tips Creates");
    expect(allChannelNames("iPhone Tips")).toContain("Inside the World of iPhone Tips");
  });

  it("does not repeat a word where the keyword meets the pattern", () => {
    expect(allChannelNames("Daily Vlogs")).not.toContain("Daily Daily Vlogs");
    expect(allChannelNames("Daily Vlogs")).not.toContain("Daily Vlogs Vlogs");
    expect(allChannelNames("The Hub")).not.toContain("The The Hub Hub");
  });
});

describe("channel name decks", () => {
  it("deals an exact hand for a seed", () => {
    expect(channelNameDeck("BGMI", seededRng(42)).deal(NAME_COUNT)).toEqual([
      "Daily BGMI Show",
      "The BGMI Show",
      "BGMI Adda",
      "BGMI Squad",
      "The BGMI Labs",
      "BGMI Unplugged",
      "Desi BGMI",
      "BGMI Labs",
      "BGMI Decoded",
      "Simply BGMI",
      "BGMI Explained",
      "BGMI Guru",
      "Planet BGMI",
      "BGMI Vlogs",
      "Simply BGMI Vlogs",
    ]);
  });

  it("shows only new names on the second run of a visit", () => {
    const keyword = normaliseKeyword("visit check keyword");
    const first = generateChannelNames(keyword, seededRng(1));
    const second = generateChannelNames(keyword, seededRng(2));
    expect(first).toHaveLength(NAME_COUNT);
    expect(second).toHaveLength(NAME_COUNT);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
  });

  it("gives 15 unique, well-read, pattern-made names, new ones on a second run, over many seeds and keywords", () => {
    const pieces = ["a", "Z", "ö", "न", "5", " ", "  ", "\t", "'", "-", "🔥", "<", ">", "s", "The", "Hub", "tv"];
    const words = ["bgmi", "iphone tips", "UPSC", "street food", "cars", "explained", "inside", "Daily", "fitness"];
    for (let seed = 0; seed < 500; seed++) {
      const rng = seededRng(seed);
      let raw = "";
      const length = 1 + randomInt(30, rng);
      while (Array.from(raw).length < length) {
        raw += rng() < 0.3 ? ` ${pick(words, rng)} ` : pick(pieces, rng);
      }
      const keyword = normaliseKeyword(raw);
      if (!keyword) continue;
      const bank = allChannelNames(keyword);
      expect(bank.length, keyword).toBeGreaterThanOrEqual(2 * NAME_COUNT);
      const deck = createDeck(bank, rng);
      const first = generateChannelNames(keyword, rng, deck);
      const second = generateChannelNames(keyword, rng, deck);
      for (const names of [first, second]) {
        expect(names).toHaveLength(NAME_COUNT);
        expect(new Set(names).size).toBe(NAME_COUNT);
        for (const name of names) {
          expect(madeFromPatterns(name, keyword), name).toBe(true);
          expect(readsBadly(name, keyword), name).toBe(false);
        }
      }
      expect(
        second.filter((name) => first.includes(name)),
        keyword,
      ).toEqual([]);
    }
  });

  it("stays fast for a 10,000-character keyword", () => {
    const keyword = normaliseKeyword("a".repeat(10_000));
    const started = performance.now();
    expect(channelNameDeck(keyword, seededRng(7)).deal(NAME_COUNT)).toHaveLength(NAME_COUNT);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
