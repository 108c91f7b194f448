import { describe, expect, it } from "vitest";
import { randomInt, seededRng } from "~/lib/random";
import { FIXED_TAGS } from "./youtube-hashtag-generator.data";
import { MAX_HASHTAGS, generateHashtags, normaliseTopic } from "./youtube-hashtag-generator.logic";

describe("normaliseTopic", () => {
  it("removes whitespace and lower-cases", () => {
    expect(normaliseTopic("  Masala  Chai \t")).toBe("masalachai");
  });

  it("keeps letters and digits of any script and underscore, nothing else", () => {
    expect(normaliseTopic("#iPhone 16 Pro!")).toBe("iphone16pro");
    expect(normaliseTopic("खाना ख़ज़ाना")).toBe("खानाख़ज़ाना");
    expect(normaliseTopic("vlog_day-1")).toBe("vlog_day1");
    expect(normaliseTopic(`<img src=x onerror="alert(1)">`)).toBe("imgsrcxonerroralert1");
  });

  it("is empty when nothing usable is left", () => {
    for (const raw of ["", "   ", "\u200b\u00a0", "🔥🎉😀", "!!! ###", "<>"]) expect(normaliseTopic(raw)).toBe("");
  });
});

describe("generateHashtags", () => {
  it("gives the topic's four tags, then the six fixed ones", () => {
    expect(generateHashtags("masalachai")).toEqual([
      "masalachai",
      "masalachaitutorial",
      "masalachaitips",
      "masalachai2025",
      "youtubetutorial",
      "videoediting",
      "contentcreator",
      "youtubegrowth",
      "howtomake",
      "viralvideo",
    ]);
  });

  it("drops a topic tag that repeats a fixed one", () => {
    const tags = generateHashtags(normaliseTopic("YouTube"));
    expect(tags).toHaveLength(9);
    expect(tags.filter((tag) => tag === "youtubetutorial")).toHaveLength(1);
    expect(generateHashtags(normaliseTopic("Video Editing"))).toHaveLength(9);
  });

  it("holds for many random topics: at most 10, unique ignoring case, all hashtag-safe", () => {
    const alphabet = [
      "a",
      "B",
      "z",
      "Ö",
      "न",
      "्",
      "5",
      "_",
      " ",
      "-",
      "#",
      "🔥",
      "\t",
      "YouTube",
      "tutorial",
      "viral",
      "video",
    ];
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const length = 1 + randomInt(20, rng);
      const raw = Array.from({ length }, () => alphabet[randomInt(alphabet.length, rng)]).join("");
      const topic = normaliseTopic(raw);
      if (!topic) continue;
      const tags = generateHashtags(topic);
      expect(tags.length).toBeLessThanOrEqual(MAX_HASHTAGS);
      expect(tags.length).toBeGreaterThanOrEqual(FIXED_TAGS.length);
      expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
      for (const tag of tags) expect(tag).toMatch(/^[\p{L}\p{M}\p{N}_]+$/u);
      expect(tags[0]).toBe(topic);
    }
  });

  it("copes with a 10,000-character topic", () => {
    const tags = generateHashtags(normaliseTopic("a".repeat(10_000)));
    expect(tags).toHaveLength(10);
    expect(tags[0]).toHaveLength(10_000);
  });
});
