import { describe, expect, it } from "vitest";
import { isUsableTag } from "~/lib/hashtags/hashtags";
import { randomInt, seededRng } from "~/lib/random";
import { MAX_HASHTAGS, generateHashtags, normaliseTopic, prepareTopic } from "./youtube-hashtag-generator.logic";

describe("normaliseTopic and prepareTopic", () => {
  it("removes whitespace, lower-cases and keeps only hashtag characters", () => {
    expect(normaliseTopic("  Masala  Chai \t")).toBe("masalachai");
    expect(normaliseTopic("#iPhone 16 Pro!")).toBe("iphone16pro");
    expect(normaliseTopic("खाना ख़ज़ाना")).toBe("खानाख़ज़ाना");
    expect(normaliseTopic("vlog_day-1")).toBe("vlog_day1");
    for (const raw of ["", "   ", "\u200b\u00a0", "🔥🎉😀", "!!! ###", "<>"]) expect(normaliseTopic(raw)).toBe("");
  });

  it("keeps the words apart for the topic map when there is a usable topic", () => {
    expect(prepareTopic("  Masala   Chai ")).toBe("Masala Chai");
    expect(prepareTopic("🔥")).toBe("");
  });
});

describe("generateHashtags", () => {
  it("gives the topic's four tags with the year, then related tags from the map", () => {
    expect(generateHashtags("masala chai", 2026)).toEqual([
      "masalachai",
      "masalachaitutorial",
      "masalachaitips",
      "masalachai2026",
      "chai",
      "chaipecharcha",
      "chaitime",
      "tea",
      "chaiwala",
      "cuttingchai",
    ]);
    // The screen passes the text with or without spaces; both reach the same topic.
    expect(generateHashtags("masalachai", 2026)).toEqual(generateHashtags("Masala Chai", 2026));
  });

  it("uses the current year by default", () => {
    const year = new Date().getFullYear();
    expect(generateHashtags("cricket")[3]).toBe(`cricket${year}`);
  });

  it("holds for many random topics: at most 10, unique, hashtag-safe, the topic first when it is a tag", () => {
    const alphabet = ["a", "B", "z", "Ö", "न", "्", "5", "_", " ", "-", "#", "🔥", "\t", "YouTube", "tutorial", "chai"];
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const length = 1 + randomInt(20, rng);
      const raw = Array.from({ length }, () => alphabet[randomInt(alphabet.length, rng)]).join("");
      const topic = normaliseTopic(raw);
      if (!topic) continue;
      const tags = generateHashtags(raw, 2026);
      expect(tags.length).toBeLessThanOrEqual(MAX_HASHTAGS);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) expect(tag).toMatch(/^[\p{L}\p{M}\p{N}_]{1,50}$/u);
      // A topic of marks and underscores alone ("्_") is no tag; the suffixed forms still are.
      if (isUsableTag(topic)) expect(tags[0]).toBe(topic);
    }
  });

  it("copes with a 10,000-character topic: no over-long tags, the fixed ones fill in", () => {
    expect(generateHashtags("a".repeat(10_000), 2026)).toEqual([
      "youtubetutorial",
      "videoediting",
      "contentcreator",
      "youtubegrowth",
      "howtomake",
    ]);
  });
});
