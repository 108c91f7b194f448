import { describe, expect, it } from "vitest";
import { randomInt, seededRng } from "~/lib/random";
import { PREFIXES, SUFFIXES } from "./youtube-channel-name-generator.data";
import {
  NAME_COUNT,
  allChannelNames,
  generateChannelNames,
  normaliseKeyword,
} from "./youtube-channel-name-generator.logic";

describe("normaliseKeyword", () => {
  it("collapses whitespace, capitalises the first letter and lower-cases the rest", () => {
    expect(normaliseKeyword("  street   FOOD \t")).toBe("Street food");
    expect(normaliseKeyword("cooking")).toBe("Cooking");
    expect(normaliseKeyword("iPHONE\u200b\u00a0tips")).toBe("Iphone tips");
    expect(normaliseKeyword("éCOLE")).toBe("École");
  });

  it("keeps scripts without case and emoji as they are", () => {
    expect(normaliseKeyword("खाना")).toBe("खाना");
    expect(normaliseKeyword("🔥 fire")).toBe("🔥 fire");
  });

  it("is empty for blank input", () => {
    for (const raw of ["", "   ", "\t\n", "\u200b\u200b"]) expect(normaliseKeyword(raw)).toBe("");
  });
});

const PREFIX_WORDS = PREFIXES.filter((prefix) => prefix !== "");

function fromPatterns(name: string, keyword: string): boolean {
  if (name === `${keyword} Explained` || name === `Inside ${keyword}'s World`) return true;
  const prefixes = ["", ...PREFIX_WORDS.map((p) => `${p} `)];
  const suffixes = ["", ...SUFFIXES.map((s) => ` ${s}`)];
  return prefixes.some((p) => suffixes.some((s) => `${p}${keyword}${s}` === name));
}

describe("allChannelNames", () => {
  it("makes 38 distinct names, words joined by spaces", () => {
    const names = allChannelNames("Cooking");
    expect(names).toHaveLength(38);
    expect(names).toEqual(
      expect.arrayContaining([
        "The Cooking",
        "Cooking",
        "Cooking Hub",
        "The Cooking Hub",
        "Simply Cooking Creates",
        "Daily Cooking TV",
        "Cooking Explained",
        "Inside Cooking's World",
      ]),
    );
    for (const name of names) expect(fromPatterns(name, "Cooking")).toBe(true);
  });
});

describe("generateChannelNames", () => {
  it("gives a seeded pick exactly", () => {
    expect(generateChannelNames("Cooking", seededRng(42))).toEqual([
      "Daily Cooking Creates",
      "Cooking Talks",
      "Simply Cooking Vlogs",
      "Daily Cooking Show",
      "Daily Cooking Talks",
      "Inside Cooking's World",
      "Simply Cooking Show",
      "Daily Cooking",
      "Daily Cooking Vlogs",
      "Simply Cooking TV",
      "The Cooking Talks",
      "Simply Cooking",
      "The Cooking Hub",
      "Cooking",
      "Cooking Explained",
    ]);
  });

  it("gives exactly 15 unique, pattern-made names for any keyword of 1–60 characters", () => {
    const alphabet = [
      "a",
      "Z",
      "ö",
      "न",
      "5",
      " ",
      "  ",
      "\t",
      "'",
      "-",
      "🔥",
      "<",
      ">",
      "The",
      "Hub",
      "tv",
      "explained",
      "inside",
      "s World",
    ];
    for (let seed = 0; seed < 500; seed++) {
      const rng = seededRng(seed);
      const length = 1 + randomInt(60, rng);
      let raw = "";
      while (Array.from(raw).length < length) raw += alphabet[randomInt(alphabet.length, rng)];
      raw = Array.from(raw).slice(0, length).join("");
      const keyword = normaliseKeyword(raw);
      if (!keyword) continue;
      expect(allChannelNames(keyword)).toHaveLength(38);
      const names = generateChannelNames(keyword, rng);
      expect(names).toHaveLength(NAME_COUNT);
      expect(new Set(names).size).toBe(NAME_COUNT);
      for (const name of names) expect(fromPatterns(name, keyword), name).toBe(true);
    }
  });

  it("gives 15 unique names for keywords that echo the word lists", () => {
    const tricky = [
      "The",
      "hub",
      "the hub",
      "Simply the",
      "tv tv",
      "Explained",
      "inside",
      "x's world",
      "a",
      "'",
      "Daily daily daily",
    ];
    for (const raw of tricky) {
      const keyword = normaliseKeyword(raw);
      for (let seed = 0; seed < 20; seed++) {
        expect(new Set(generateChannelNames(keyword, seededRng(seed))).size).toBe(NAME_COUNT);
      }
    }
  });

  it("stays fast for a 10,000-character keyword", () => {
    const keyword = normaliseKeyword("a".repeat(10_000));
    const started = performance.now();
    expect(generateChannelNames(keyword, seededRng(7))).toHaveLength(NAME_COUNT);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
