import { describe, expect, it } from "vitest";
import { POPULAR_TAGS } from "./instagram-hashtag-generator.data";
import { HASHTAG_COUNT, generateHashtags, normaliseKeyword } from "./instagram-hashtag-generator.logic";

describe("normaliseKeyword", () => {
  it("removes all whitespace and lower-cases", () => {
    expect(normaliseKeyword("  Street \t Food\n")).toBe("streetfood");
  });

  it("drops characters a hashtag cannot hold", () => {
    expect(normaliseKeyword("#Travel!")).toBe("travel");
    expect(normaliseKeyword(`<img src=x onerror="alert(1)">`)).toBe("imgsrcxonerroralert1");
  });

  it("keeps letters of any script", () => {
    expect(normaliseKeyword("दिल्ली Food")).toBe("दिल्लीfood");
  });

  it("leaves nothing for empty, whitespace-only and emoji-only input", () => {
    for (const input of ["", "   ", "\t\n", "🔥🎉", "!!!"]) expect(normaliseKeyword(input)).toBe("");
  });
});

describe("generateHashtags", () => {
  it("puts the keyword and its five suffixed forms first, then popular tags", () => {
    const tags = generateHashtags("travel");
    expect(tags.slice(0, 8)).toEqual([
      "travel",
      "travellove",
      "travellife",
      "travelphotography",
      "travelstyle",
      "travelindia",
      "instagood",
      "photooftheday",
    ]);
    expect(tags).toHaveLength(HASHTAG_COUNT);
    // "travel" is also a popular tag; it appears once.
    expect(tags.filter((t) => t === "travel")).toHaveLength(1);
  });

  it("always gives exactly 30 unique tags, even when every keyword tag collides", () => {
    for (const keyword of ["love", "photo", "reels", "a", "x".repeat(10_000), ...POPULAR_TAGS]) {
      const tags = generateHashtags(keyword);
      expect(tags).toHaveLength(30);
      expect(new Set(tags).size).toBe(30);
    }
  });

  it("has enough popular tags to fill the list on their own", () => {
    expect(new Set(POPULAR_TAGS).size).toBe(POPULAR_TAGS.length);
    expect(POPULAR_TAGS.length).toBeGreaterThanOrEqual(30);
    for (const tag of POPULAR_TAGS) expect(tag).toMatch(/^[a-z0-9_]+$/);
  });
});
