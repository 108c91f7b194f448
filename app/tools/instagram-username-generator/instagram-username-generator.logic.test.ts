import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import {
  MAX_LENGTH,
  USERNAME_COUNT,
  cleanCandidate,
  generateUsernames,
  isValidUsername,
  normaliseKeyword,
  shortfallReason,
} from "./instagram-username-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

function letters(length: number): string {
  return Array.from({ length }, (_, i) => "abcdefghijklmnopqrstuvwxyz"[i % 26]).join("");
}

const KEYWORDS = [
  "a",
  "7",
  "ab",
  "priya",
  "rahulkumar",
  "travel.diaries",
  "the_foodie",
  "a.b_c",
  "1234",
  "level",
  letters(20),
  letters(21),
  letters(22),
  letters(23),
  letters(24),
  letters(40),
  letters(10_000),
];

describe("normaliseKeyword", () => {
  it("removes whitespace and lower-cases, like the hashtag tool", () => {
    expect(normaliseKeyword("  Priya \t Sharma\n")).toBe("priyasharma");
  });

  it("drops every character Instagram refuses in a username", () => {
    expect(normaliseKeyword("Café-Lover#1 ✨")).toBe("caflover1");
    expect(normaliseKeyword(`<img src=x onerror="window.__pwned=1">`)).toBe("imgsrcxonerrorwindow._pwned1");
    expect(normaliseKeyword("दिल्ली Food")).toBe("food");
  });

  it("collapses repeated dots and underscores and trims them from the ends", () => {
    expect(normaliseKeyword("._Priya..__Sharma_.")).toBe("priya._sharma");
    expect(normaliseKeyword("travel...diaries")).toBe("travel.diaries");
  });

  it("leaves nothing when no usable character is given", () => {
    for (const input of ["", "   ", "\t\n", "🔥🎉😀", "!!!", "___", ". . .", "दिल्ली"]) {
      expect(normaliseKeyword(input)).toBe("");
    }
  });
});

describe("cleanCandidate and isValidUsername", () => {
  it("cleans candidates the way the product describes", () => {
    expect(cleanCandidate("_the..priya__x.")).toBe("the.priya_x");
    expect(cleanCandidate("priya....")).toBe("priya");
  });

  it("accepts only Instagram-valid names of 4 to 24 characters", () => {
    for (const name of ["priya", "the.priya", "im_priya_07", "ig_priya", "a".repeat(24)]) {
      expect(isValidUsername(name), name).toBe(true);
    }
    for (const name of [
      "pri",
      "a".repeat(25),
      ".priya",
      "priya.",
      "_priya",
      "pri..ya",
      "pri__ya",
      "Priya",
      "pri-ya",
      "1234",
    ]) {
      expect(isValidUsername(name), name).toBe(false);
    }
  });
});

describe("generateUsernames", () => {
  it("gives exact names for a seed", () => {
    expect(generateUsernames("priya", seededRng(42))).toEqual([
      "priyaofficial",
      "priyahere",
      "real_priya",
      "ayirp_yt",
      "ig_ayirp",
      "im_priya",
      "priya_yt",
      "its.priya",
      "priya_here_67",
      "im_priya_official",
      "real.ayirp",
      "ayirp_27",
      "the.priya",
      "its.priya.here",
      "real.priya",
      "priya.official",
      "priya_9",
      "priya96",
      "priya_22",
      "thepriya",
    ]);
  });

  it("is repeatable for the same seed and varies across seeds", () => {
    expect(generateUsernames("priya", seededRng(3))).toEqual(generateUsernames("priya", seededRng(3)));
    expect(generateUsernames("priya", seededRng(3))).not.toEqual(generateUsernames("priya", seededRng(4)));
  });

  it("uses the prefixes, endings, numbers and reversed keyword across runs", () => {
    const seen = new Set(SEEDS.flatMap((seed) => generateUsernames("priya", seededRng(seed))));
    for (const expected of [
      "the_priya",
      "its.priya",
      "impriya",
      "realpriya",
      "official_priya",
      "ig_priya",
      "priya_yt",
      "priya_here",
      "priyaworld",
      "priya.x",
      "priyagram",
      "priya_official",
      "ayirp",
    ]) {
      expect(seen.has(expected), expected).toBe(true);
    }
    expect([...seen].some((name) => /^priya_?\d{1,2}$/.test(name))).toBe(true);
    expect([...seen].every((name) => !/\d{3}/.test(name))).toBe(true);
  });

  it("only ever outputs unique, valid names of 4 to 24 characters, 20 whenever the keyword leaves room", () => {
    for (const keyword of KEYWORDS) {
      for (const seed of SEEDS) {
        const names = generateUsernames(keyword, seededRng(seed));
        expect(new Set(names).size, keyword).toBe(names.length);
        // Collected rather than asserted one by one: 68,000 names would make the run slow.
        const bad = names.filter((name) => !isValidUsername(name) || name.length < 4 || name.length > 24);
        expect(bad, keyword.slice(0, 30)).toEqual([]);
        if (keyword.length <= 22) expect(names, keyword).toHaveLength(USERNAME_COUNT);
      }
    }
  });

  it("keeps the whole keyword, or its reverse, in every name", () => {
    for (const keyword of ["priya", "travel.diaries", "a.b_c"]) {
      const reversed = [...keyword].reverse().join("");
      for (const seed of SEEDS.slice(0, 50)) {
        for (const name of generateUsernames(keyword, seededRng(seed))) {
          expect(name.includes(keyword) || name.includes(reversed), name).toBe(true);
        }
      }
    }
  });

  it("finds every name that fits when a long keyword leaves only a few", () => {
    const keyword = letters(24);
    for (const seed of SEEDS.slice(0, 20)) {
      expect(generateUsernames(keyword, seededRng(seed)).sort()).toEqual(
        [keyword, [...keyword].reverse().join("")].sort(),
      );
    }
    expect(generateUsernames(letters(23), seededRng(1))).toHaveLength(USERNAME_COUNT);
  });

  it("returns nothing for a keyword that cannot fit, or no keyword", () => {
    expect(generateUsernames(letters(25), seededRng(1))).toEqual([]);
    expect(generateUsernames(letters(40), seededRng(1))).toEqual([]);
    expect(generateUsernames("", seededRng(1))).toEqual([]);
  });

  it("answers at once for a 10,000-character keyword, straight from raw input", () => {
    const raw = `${"ab._".repeat(2_500)}`;
    const keyword = normaliseKeyword(raw);
    expect(keyword.length).toBeGreaterThan(MAX_LENGTH);
    expect(generateUsernames(keyword, seededRng(1))).toEqual([]);
    expect(generateUsernames(normaliseKeyword(letters(10_000)), seededRng(1))).toEqual([]);
  });
});

describe("shortfallReason", () => {
  it("says nothing when all 20 names are there", () => {
    expect(shortfallReason("priya", 20)).toBeNull();
  });

  it("explains a keyword that is too long to fit", () => {
    expect(shortfallReason(letters(10_000), 0)).toBe(
      "Instagram usernames are at most 24 characters, and your keyword has 10,000, so no username can hold it. Try a shorter keyword, like a first name.",
    );
  });

  it("explains a short list", () => {
    expect(shortfallReason(letters(24), 2)).toBe(
      "Only 2 valid usernames fit: Instagram usernames are at most 24 characters, so a long keyword leaves little room for prefixes, words and numbers. Try a shorter keyword for all 20.",
    );
    expect(shortfallReason(letters(24), 1)).toMatch(/^Only 1 valid username fits:/);
    expect(shortfallReason("1".repeat(24), 0)).toMatch(/^No valid username fits:/);
  });
});
