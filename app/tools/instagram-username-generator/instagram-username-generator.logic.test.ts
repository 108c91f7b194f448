import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import {
  LEADS,
  MAX_LENGTH,
  TAILS,
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

const reverse = (text: string) => Array.from(text).reverse().join("");

/** A name is an opener, the keyword, an ending and a number under 99, each optional but the keyword. */
function piecesCheck(keyword: string): (name: string) => boolean {
  const starts = new Set(LEADS.flatMap((lead) => TAILS.map((tail) => `${lead}${keyword}${tail}`)));
  // "im.76" may be "im." + "7" + "6": every split of a trailing number is tried.
  return (name) =>
    [0, 1, 2, 3].some((cut) => {
      const number = name.slice(name.length - cut);
      const numberOk = cut === 0 || (/^_?\d{1,2}$/.test(number) && Number(number.replace("_", "")) < 99);
      return numberOk && starts.has(name.slice(0, name.length - cut));
    });
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
      "priya.diaries_27",
      "priyaworld",
      "priya19",
      "priyaofficial",
      "priya58",
      "ig_priya_52",
      "official_priya",
      "ig_priya_59",
      "im.priya",
      "im.priya.official",
      "priyalife_42",
      "ig_priya_yt",
      "priya.creates_92",
      "officialpriya",
      "therealpriya",
      "priya.x",
      "iam.priya",
      "im.priya_yt",
      "priya_life81",
      "iampriya",
    ]);
  });

  it("is repeatable for the same seed and varies across seeds", () => {
    expect(generateUsernames("priya", seededRng(3))).toEqual(generateUsernames("priya", seededRng(3)));
    expect(generateUsernames("priya", seededRng(3))).not.toEqual(generateUsernames("priya", seededRng(4)));
  });

  it("uses the product's prefixes, endings and numbers, and the newer openers and endings, across runs", () => {
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
      "heypriya",
      "iam.priya",
      "just_priya",
      "the.real.priya",
      "the_real_priya",
      "priya.vibes",
      "priya_diaries",
      "priyadaily",
      "priya.creates",
      "priya_life",
    ]) {
      expect(seen.has(expected), expected).toBe(true);
    }
    expect([...seen].some((name) => /^priya_?\d{1,2}$/.test(name))).toBe(true);
    expect([...seen].every((name) => !/\d{3}/.test(name))).toBe(true);
  });

  it("never uses the reversed keyword, over many seeds and keywords", () => {
    for (const keyword of ["priya", "rahulkumar", "travel.diaries", "a.b_c", "ananya", "arjun_07", "foodie"]) {
      const reversed = reverse(keyword);
      const names = SEEDS.flatMap((seed) => generateUsernames(keyword, seededRng(seed)));
      expect(names.filter((name) => name.includes(reversed))).toEqual([]);
    }
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

  it("builds every name from the keyword as typed and the known pieces, never its reverse", () => {
    for (const keyword of KEYWORDS.filter((k) => k.length <= MAX_LENGTH)) {
      const isMadeOfPieces = piecesCheck(keyword);
      const names = SEEDS.flatMap((seed) => generateUsernames(keyword, seededRng(seed)));
      expect(
        names.filter((name) => !isMadeOfPieces(name)),
        keyword,
      ).toEqual([]);
      if (reverse(keyword) !== keyword) expect(names, keyword).not.toContain(reverse(keyword));
    }
  });

  it("finds every name that fits when a long keyword leaves only a few", () => {
    const keyword = letters(24);
    for (const seed of SEEDS.slice(0, 20)) {
      expect(generateUsernames(keyword, seededRng(seed))).toEqual([keyword]);
    }
    const nearlyFull = letters(23);
    const fitting = generateUsernames(nearlyFull, seededRng(1));
    expect(fitting.sort()).toEqual(
      [...Array.from({ length: 10 }, (_, n) => `${nearlyFull}${n}`), `${nearlyFull}x`, nearlyFull].sort(),
    );
    expect(shortfallReason(nearlyFull, fitting.length)).toMatch(/^Only 12 valid usernames fit:/);
    expect(generateUsernames(letters(22), seededRng(1))).toHaveLength(USERNAME_COUNT);
  });

  it("returns nothing for a keyword that cannot fit, or no keyword", () => {
    expect(generateUsernames(letters(25), seededRng(1))).toEqual([]);
    expect(generateUsernames(letters(40), seededRng(1))).toEqual([]);
    expect(generateUsernames("", seededRng(1))).toEqual([]);
  });

  it("answers at once for a 10,000-character keyword, straight from raw input", () => {
    const raw = "ab._".repeat(2_500);
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
