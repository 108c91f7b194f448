import { describe, expect, it } from "vitest";
import { pick, randomInt, seededRng } from "~/lib/random";
import { codePointLength } from "~/lib/text";
import {
  MAX_TAG_CHARS,
  TAG_CHAR_LIMIT,
  TAG_MESSAGES,
  TAG_SEPARATOR,
  type TagOutcome,
  cleanTag,
  countTagsField,
  generateTags,
  repeatsAWord,
  tagCost,
  tagsLength,
  topicPhrases,
} from "./youtube-tag-generator.logic";

function result(outcome: TagOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe("counting the way YouTube does", () => {
  it("counts characters, one per comma, and two more for a tag with a space", () => {
    expect(tagCost("chai")).toBe(4);
    expect(tagCost("masala chai")).toBe(13);
    expect(tagCost("🔥")).toBe(1);
    // 13 + 4 + 1 comma
    expect(tagsLength(["masala chai", "chai"])).toBe(18);
    expect(tagsLength([])).toBe(0);
    expect(tagsLength(["a"])).toBe(1);
  });

  it("counts a typed or pasted field, ignoring spaces around commas and empty entries", () => {
    expect(countTagsField("masala chai, chai")).toBe(18);
    expect(countTagsField(" masala chai ,chai,, ")).toBe(18);
    expect(countTagsField("")).toBe(0);
  });
});

describe("cleanTag", () => {
  it("lower-cases, folds styled letters and keeps only what a tag can hold", () => {
    expect(cleanTag("  Masala   CHAI ")).toBe("masala chai");
    expect(cleanTag("𝐁𝐆𝐌𝐈 tips")).toBe("bgmi tips");
    expect(cleanTag("c++ & rock'n'roll")).toBe("c++ & rock'n'roll");
    expect(cleanTag('tea, "coffee" <script>')).toBe("tea coffee script");
    expect(cleanTag("...chai!!!")).toBe("chai");
    expect(cleanTag("घर पर पनीर 🔥")).toBe("घर पर पनीर");
    expect(cleanTag(`${".".repeat(10_000)}x${".".repeat(10_000)}`)).toBe("x");
  });
});

describe("topicPhrases", () => {
  it("takes three- and two-word phrases that do not start or end on a glue word, then words", () => {
    expect(topicPhrases("how to make masala chai at home")).toEqual([
      "make masala chai",
      "chai at home",
      "make masala",
      "masala chai",
      "masala",
      "chai",
      "home",
    ]);
    expect(topicPhrases("chai kaise banaye ghar par")).toEqual([
      "chai kaise banaye",
      "banaye ghar",
      "chai",
      "banaye",
      "ghar",
    ]);
    expect(topicPhrases("घर पर पनीर")).toEqual(["घर पर पनीर", "घर", "पनीर"]);
  });
});

describe("generateTags", () => {
  it("puts the topic first, then the related phrases, search phrasings and the topic's own phrases", () => {
    const tags = result(generateTags("Masala chai at home", ["Chai lover", "indian tea", "chai recipe", "tea time"]));
    expect(tags.tags).toEqual([
      "masala chai at home",
      "chai lover",
      "indian tea",
      "chai recipe",
      "tea time",
      "masala chai tips",
      "masala chai tutorial",
      "masala chai for beginners",
      "masala chai explained",
      "chai at home",
      "masala chai",
      "masala",
      "chai",
      "home",
    ]);
    expect(tags.text).toBe(tags.tags.join(TAG_SEPARATOR));
    expect(tags.length).toBe(212);
    expect(tags.remaining).toBe(TAG_CHAR_LIMIT - 212);
  });

  it("adds no search phrasings to a question or to a topic without Latin letters", () => {
    expect(result(generateTags("how to make masala chai at home", [])).tags).toEqual([
      "how to make masala chai at home",
      "make masala chai",
      "chai at home",
      "make masala",
      "masala chai",
      "masala",
      "chai",
      "home",
    ]);
    expect(result(generateTags("घर पर पनीर", [])).tags).toEqual(["घर पर पनीर", "घर", "पनीर"]);
  });

  it("skips duplicates, blanks and over-long related phrases", () => {
    const tags = result(
      generateTags("BGMI", ["bgmi", "BGMI ", "", "!!!", "x".repeat(MAX_TAG_CHARS + 1), "pubg mobile"]),
    );
    expect(tags.tags).toEqual([
      "bgmi",
      "pubg mobile",
      "bgmi tips",
      "bgmi tutorial",
      "bgmi for beginners",
      "bgmi explained",
    ]);
  });

  it("skips tags that say a word twice, except the topic as typed", () => {
    const tags = result(
      generateTags("BGMI sensitivity settings", [
        "bgmi bgmi sensitivity gameplay",
        "budget travel goa on a budget",
        "pubg mobile",
      ]),
    ).tags;
    expect(tags.slice(0, 2)).toEqual(["bgmi sensitivity settings", "pubg mobile"]);
    expect(tags.filter(repeatsAWord)).toEqual([]);
    expect(result(generateTags("bye bye summer", [])).tags[0]).toBe("bye bye summer");
    expect(repeatsAWord("chai chai")).toBe(true);
    expect(repeatsAWord("masala chai")).toBe(false);
  });

  it("adds no search phrasing after a word that already names the format, and no bare numbers", () => {
    expect(result(generateTags("iPhone 16 review", [])).tags).toEqual([
      "iphone 16 review",
      "iphone 16",
      "16 review",
      "iphone",
      "review",
    ]);
  });

  it("asks for a topic when nothing usable is typed", () => {
    for (const raw of ["", "   ", "🔥🔥", ",,,", "<>"]) {
      expect(generateTags(raw, ["chai"])).toEqual({ ok: false, message: TAG_MESSAGES.topic });
    }
  });

  it("fills up to the limit and stops there when the map offers more than fits", () => {
    const related = Array.from({ length: 200 }, (_, i) => `related phrase ${i}`);
    const tags = result(generateTags("chai", related));
    expect(tags.length).toBeLessThanOrEqual(TAG_CHAR_LIMIT);
    // The cheapest unused phrase ("related phrase 100", 20 + 1 for its comma) no longer fits.
    expect(tags.remaining).toBeLessThan(21);
  });
});

describe("properties over many seeds and topics", () => {
  const topics = [
    "chai",
    "BGMI sensitivity settings for iPhone",
    "Budget travel in Goa with friends and family during the monsoon",
    "घर पर पनीर बनाने का आसान तरीका",
    "🔥 festive looks 🇮🇳",
    "a".repeat(10_000),
    "word ".repeat(2_000),
    `${"Diwali decor, ideas; ".repeat(500)}end`,
  ];
  const junk = ["chai lover", "tea, coffee", '"quoted"', "<b>bold</b>", "x".repeat(80), "  ", "🔥", "Tea Time", "c++"];

  // 300 runs over 10,000-character topics: a few seconds on a busy two-core machine, past the 5 s default.
  it("never goes over 500, counts honestly, and joins exactly what it lists", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const related = Array.from(
        { length: randomInt(60, rng) },
        () => pick(junk, rng) + (rng() < 0.5 ? ` ${randomInt(1000, rng)}` : ""),
      );
      const tags = result(generateTags(pick(topics, rng), related));
      expect(tags.length).toBeLessThanOrEqual(TAG_CHAR_LIMIT);
      expect(tags.length).toBe(tagsLength(tags.tags));
      expect(countTagsField(tags.text)).toBe(tags.length);
      expect(tags.text.split(TAG_SEPARATOR)).toEqual(tags.tags);
      expect(new Set(tags.tags).size).toBe(tags.tags.length);
      expect(tags.tags.length).toBeGreaterThan(0);
      expect(tags.tags.slice(1).filter(repeatsAWord)).toEqual([]);
      for (const tag of tags.tags) {
        expect(codePointLength(tag)).toBeLessThanOrEqual(MAX_TAG_CHARS);
        expect(tag).not.toMatch(/[,<>"]|^\s|\s$|\s\s/u);
        expect(tag).toBe(tag.toLowerCase());
      }
    }
  }, 20_000);

  it("handles a 10,000-character topic quickly", () => {
    const started = performance.now();
    const tags = result(generateTags("chai recipe ".repeat(900), []));
    expect(codePointLength(tags.tags[0] ?? "")).toBeLessThanOrEqual(MAX_TAG_CHARS);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
