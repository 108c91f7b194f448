import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { codePointLength } from "~/lib/text/text";
import { readTopic } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { FORMAT_TAG_PHRASES, KIND_TAG_PHRASES } from "./banks/en/tags.data";
import { TAG_CHAR_LIMIT, TAG_MESSAGES, cleanTag } from "./youtube-tag-generator.form";
import {
  MAX_TAG_CHARS,
  TAG_SEPARATOR,
  type TagOutcome,
  countTagsField,
  generateTags,
  phraseFits,
  repeatsAWord,
  tagCost,
  tagTopic,
  tagsLength,
} from "./youtube-tag-generator.logic";

// A year no keyword in the tests names, so a year in a tag can only come from a phrase.
const YEAR = 2031;

function result(outcome: TagOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

const tagsFor = (keyword: string) => result(generateTags(keyword, YEAR)).tags;

describe("counting the way YouTube does", () => {
  it("counts characters, one per comma, and two more for a tag with a space", () => {
    expect(tagCost("chai")).toBe(4);
    expect(tagCost("masala chai")).toBe(13);
    expect(tagCost("🔥")).toBe(1);
    expect(tagsLength(["masala chai", "chai"])).toBe(18);
    expect(tagsLength([])).toBe(0);
    expect(tagsLength(["a"])).toBe(1);
  });

  itGives(countTagsField, {
    "counts a typed or pasted field, ignoring spaces around commas and empty entries": [
      ["masala chai, chai", 18],
      [" masala chai ,chai,, ", 18],
      ["", 0],
    ],
  });
});

describe("cleanTag", () => {
  itGives(cleanTag, {
    "lower-cases, folds styled letters and keeps only what a tag can hold": [
      ["  Masala   CHAI ", "masala chai"],
      ["𝐁𝐆𝐌𝐈 tips", "bgmi tips"],
      ["c++ & rock'n'roll", "c++ & rock'n'roll"],
      ['tea, "coffee" <script>', "tea coffee script"],
      ["घर पर पनीर 🔥", "घर पर पनीर"],
      [`${".".repeat(10_000)}x${".".repeat(10_000)}`, "x"],
    ],
  });
});

describe("generateTags", () => {
  it("builds what viewers search from the subject, its format, its kind and its place", () => {
    expect(tagsFor("iphone 16 review")).toEqual([
      "iphone 16 review",
      "iphone 16",
      "iphone 16 honest review",
      "iphone 16 review in hindi",
      "iphone 16 price in india",
      "iphone 16 unboxing",
      "iphone 16 worth it",
      "iphone 16 pros and cons",
      "iphone 16 camera test",
      "iphone 16 long term review",
      "iphone",
    ]);
    expect(tagsFor("street food delhi")).toEqual([
      "street food delhi",
      "street food",
      "street food in delhi",
      "delhi street food",
      "best street food in delhi",
      "delhi street food vlog",
      "delhi food tour",
    ]);
    expect(tagsFor("bangalore cafe")).toEqual([
      "bangalore cafe",
      "cafe in bangalore",
      "best cafe in bangalore",
      "bangalore cafe vlog",
    ]);
    expect(tagsFor("diwali decor")).toEqual([
      "diwali decor",
      "diwali decor 2031",
      "diwali decor vlog",
      "diwali decor special",
      "diwali decor ideas",
      "easy diwali decor ideas",
      "diwali decor on a budget",
    ]);
    expect(tagsFor("tortoise")).toEqual([
      "tortoise",
      "tortoise videos",
      "funny tortoise videos",
      "tortoise facts",
      "cute tortoise",
      "tortoise care",
      "tortoise care tips",
      "pet tortoise",
      "tortoise food",
      "baby tortoise",
    ]);
    expect(tagsFor("study with me")).toEqual([
      "study with me",
      "study with me live",
      "study with me pomodoro",
      "study with me 3 hours",
      "study with me no music",
      "late night study with me",
      "study motivation",
      "study vlog",
    ]);
  });

  it("answers Devanagari with the word itself and its Hinglish searches", () => {
    expect(tagsFor("खाना").slice(0, 2)).toEqual(["खाना", "khana"]);
    expect(tagsFor("खाना").every((tag) => tag === "खाना" || /^[a-z ]+$/u.test(tag))).toBe(true);
  });

  it("adds phrases from the topic map only when they name the subject", () => {
    const chai = tagsFor("Masala chai at home");
    expect(chai).toContain("masala chai recipe");
    expect(chai).toContain("cutting chai");
    expect(chai).not.toContain("tea time");
  });

  it("gives an unknown word itself, and nothing invented", () => {
    expect(tagsFor("xqzvbn")).toEqual(["xqzvbn"]);
    expect(tagsFor("c++ tutorial")).toEqual(["c++ tutorial"]);
  });

  it("asks for a topic when nothing usable is typed", () => {
    for (const raw of ["", "   ", "🔥🔥", ",,,", "<>"]) {
      expect(generateTags(raw, YEAR)).toEqual({ ok: false, message: TAG_MESSAGES.topic });
    }
  });

  it("skips tags that say a word twice, except the topic as typed", () => {
    expect(tagsFor("bye bye summer")[0]).toBe("bye bye summer");
    expect(repeatsAWord("chai chai")).toBe(true);
    expect(repeatsAWord("masala chai")).toBe(false);
  });
});

describe("the phrases", () => {
  it("each hold the subject or name a format-only search, with known slots only", () => {
    for (const phrase of [...FORMAT_TAG_PHRASES, ...KIND_TAG_PHRASES]) {
      expect(phrase.text.replace(/\{(?:s|p|year)\}/gu, "")).not.toMatch(/[{}]/u);
      expect(phrase.text).toBe(phrase.text.toLowerCase());
    }
  });
});

describe("properties over the evaluation set", () => {
  const wordsOf = (text: string) => text.split(" ").filter(Boolean);

  /** True when `part` is made of `whole`'s words, in order, fewer of them. */
  function strictSubsequence(part: readonly string[], whole: readonly string[]): boolean {
    if (part.length >= whole.length) return false;
    let at = 0;
    for (const word of whole) if (word === part[at]) at++;
    return at === part.length;
  }

  /**
   * A tag the reader takes whole: a subject or place of its own ("iphone", "street food"), or the
   * keyword's own subject with words the reader knows around it ("iphone 16 pro max review",
   * "best phone"), or a known format search ("study with me"). "16 review", "food delhi" and
   * "street" are none of these.
   */
  function knownWhole(tag: string, keywordSubject: string): boolean {
    const reading = readTopic(tag);
    const subject = cleanTag(reading.subject);
    return reading.known && (subject === tag || subject === keywordSubject || reading.format !== null);
  }

  /** A single word the reader takes as a subject or place on its own, not a format or a qualifier. */
  function knownWord(tag: string): boolean {
    const reading = readTopic(tag);
    return reading.known && reading.format === null && cleanTag(reading.subject) === tag;
  }

  // Every labelled keyword: ~330 readings and their tags.
  it("never leaves a fragment or a lone generic word, never goes over 500, and keeps time out of timeless topics", () => {
    for (const { keyword } of EVALUATION_SET) {
      const tags = tagsFor(keyword);
      const topic = tagTopic(keyword);
      const keywordWords = wordsOf(cleanTag(keyword));
      expect(tagsLength(tags)).toBeLessThanOrEqual(TAG_CHAR_LIMIT);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) {
        const where = `${keyword}: ${tag}`;
        expect(codePointLength(tag), where).toBeLessThanOrEqual(MAX_TAG_CHARS);
        if (strictSubsequence(wordsOf(tag), keywordWords))
          expect(knownWhole(tag, cleanTag(topic.reading.subject)), `fragment ${where}`).toBe(true);
        if (!tag.includes(" ") && tag !== keywordWords.join(" ")) expect(knownWord(tag), `lone ${where}`).toBe(true);
        if (tag.includes(String(YEAR))) expect(topic.reading.timeBound, where).toBe(true);
        if (tag !== keywordWords.join(" ")) expect(repeatsAWord(tag), where).toBe(false);
      }
      // What a phrasing says about the subject fits its kind: no recipe for a cafe, no outfits for decor.
      if (topic.reading.kind !== "food" && topic.reading.format !== "recipe") {
        expect(
          tags.filter((tag) => tag.includes("recipe") && !keywordWords.includes("recipe")),
          keyword,
        ).toEqual([]);
      }
      if (!topic.facets.has("festive")) {
        expect(
          tags.filter((tag) => tag.includes("outfit ideas")),
          keyword,
        ).toEqual([]);
      }
    }
  }, 60_000);

  it("uses a phrase only for its kinds, formats and facets", () => {
    for (const { keyword } of EVALUATION_SET) {
      const topic = tagTopic(keyword);
      for (const phrase of [...FORMAT_TAG_PHRASES, ...KIND_TAG_PHRASES]) {
        if (!phraseFits(phrase, topic)) continue;
        expect(phrase.kinds, `${keyword}: ${phrase.text}`).toContain(topic.reading.kind);
        if (phrase.formats) expect(phrase.formats).toContain(topic.reading.format);
        for (const facet of phrase.when ?? []) expect(topic.facets.has(facet), `${keyword}: ${phrase.text}`).toBe(true);
      }
    }
  });

  it("places the place where people put it: street food in delhi, delhi street food", () => {
    expect(tagsFor("street food delhi")).not.toEqual(expect.arrayContaining(["food delhi"]));
    for (const bad of ["food delhi", "street", "food", "delhi"])
      expect(tagsFor("street food delhi")).not.toContain(bad);
    for (const bad of ["16 review", "review", "16"]) expect(tagsFor("iphone 16 review")).not.toContain(bad);
    expect(tagsFor("bangalore cafe").join()).not.toMatch(/recipe|at home/u);
    expect(tagsFor("diwali decor").join()).not.toMatch(/outfit/u);
  });

  const junkTopics = [
    "chai",
    "Budget travel in Goa with friends and family during the monsoon",
    "घर पर पनीर बनाने का आसान तरीका",
    "🔥 festive looks 🇮🇳",
    "a".repeat(10_000),
    "word ".repeat(2_000),
    `${"Diwali decor, ideas; ".repeat(500)}end`,
    '"quoted" <b>bold</b> c++',
  ];

  it("joins exactly what it lists, lower case and clean, for any input", () => {
    for (const topic of junkTopics) {
      const tags = result(generateTags(topic, YEAR));
      expect(tags.length).toBe(tagsLength(tags.tags));
      expect(countTagsField(tags.text)).toBe(tags.length);
      expect(tags.text.split(TAG_SEPARATOR)).toEqual(tags.tags);
      expect(tags.tags.length).toBeGreaterThan(0);
      for (const tag of tags.tags) {
        expect(tag).not.toMatch(/[,<>"]|^\s|\s$|\s\s/u);
        expect(tag).toBe(tag.toLowerCase());
      }
    }
  });

  it("handles a 10,000-character topic quickly", () => {
    const started = performance.now();
    const tags = result(generateTags("chai recipe ".repeat(900), YEAR));
    expect(codePointLength(tags.tags[0] ?? "")).toBeLessThanOrEqual(MAX_TAG_CHARS);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
