import { describe, expect, it } from "vitest";
import { randomInt, seededRng } from "~/lib/random";
import {
  MAX_HASHTAGS,
  generateHashtagResult,
  generateHashtags,
  normaliseTopic,
  prepareTopic,
} from "./youtube-hashtag-generator.logic";

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
  it("leads with the topic's three most specific tags, then its how-to tag and the map's", () => {
    expect(generateHashtags("masala chai", 2026)).toEqual([
      "masalachai",
      "chaiaddict",
      "chailovers",
      "masalachairecipe",
      "chai",
      "tealover",
      "chaipecharcha",
      "chaiwala",
      "chaitime",
      "iranichai",
    ]);
    // Typed joined up, the words still reach the same topic and lead the same way.
    expect(generateHashtags("masalachai", 2026).slice(0, 3)).toEqual(generateHashtags("Masala Chai", 2026).slice(0, 3));
  });

  it("dates a time-bound topic with the current year by default, fourth", () => {
    const year = new Date().getFullYear();
    expect(generateHashtags("diwali")[3]).toBe(`diwali${year}`);
    expect(generateHashtags("cricket").some((tag) => tag.includes(String(year)))).toBe(false);
  });

  it("says when nothing knows the topic, so it has only its own tag", () => {
    expect(generateHashtagResult("zorblax", 2026)).toEqual({ topic: "zorblax", tags: ["zorblax"], unknown: true });
    expect(generateHashtagResult("cat", 2026).unknown).toBe(false);
    expect(generateHashtagResult("🔥", 2026)).toEqual({ topic: "🔥", tags: [], unknown: false });
  });

  it("holds for many random topics: at most 10, unique, hashtag-safe, never a tag longer than 50", () => {
    const alphabet = ["a", "B", "z", "Ö", "न", "्", "5", "_", " ", "-", "#", "🔥", "\t", "YouTube", "tutorial", "chai"];
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const length = 1 + randomInt(20, rng);
      const raw = Array.from({ length }, () => alphabet[randomInt(alphabet.length, rng)]).join("");
      const tags = generateHashtags(raw, 2026);
      if (!normaliseTopic(raw)) expect(tags).toEqual([]);
      expect(tags.length).toBeLessThanOrEqual(MAX_HASHTAGS);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) expect(tag).toMatch(/^[\p{L}\p{M}\p{N}_]{1,50}$/u);
    }
  });

  it("copes with a 10,000-character topic: no over-long tag, so nothing at all", () => {
    expect(generateHashtags("a".repeat(10_000), 2026)).toEqual([]);
  });
});
