import { describe, expect, it } from "vitest";
import { instagramHashtags } from "~/lib/hashtags/hashtags";
import { seededRng } from "~/lib/random";
import {
  HASHTAG_COUNT,
  TOP_COUNT,
  generateHashtagGroups,
  generateHashtags,
  normaliseKeyword,
  prepareKeyword,
} from "./instagram-hashtag-generator.logic";

describe("normaliseKeyword", () => {
  it("removes all whitespace, lower-cases and keeps only hashtag characters", () => {
    expect(normaliseKeyword("  Street \t Food\n")).toBe("streetfood");
    expect(normaliseKeyword(`<img src=x onerror="alert(1)">`)).toBe("imgsrcxonerroralert1");
    expect(normaliseKeyword("दिल्ली Food")).toBe("दिल्लीfood");
    for (const input of ["", "   ", "\t\n", "🔥🎉", "!!!"]) expect(normaliseKeyword(input)).toBe("");
  });
});

describe("prepareKeyword", () => {
  it("keeps the words apart for the topic map, and is empty when no tag can be made", () => {
    expect(prepareKeyword("  Mumbai   Street Food ")).toBe("Mumbai Street Food");
    expect(prepareKeyword("🔥🎉")).toBe("");
    expect(prepareKeyword(" \t ")).toBe("");
  });
});

describe("generateHashtags and generateHashtagGroups", () => {
  it("give the library's result: the five to post first, 30 in all", () => {
    const groups = generateHashtagGroups("street food", seededRng(42));
    expect(groups).toEqual(instagramHashtags("street food", seededRng(42)));
    expect(groups.top).toEqual(["streetfood", "streetfoodlover", "streetfoodofindia", "streetfoodie", "chaatlover"]);
    const flat = generateHashtags("street food", seededRng(42));
    expect(flat).toHaveLength(HASHTAG_COUNT);
    expect(flat.slice(0, TOP_COUNT)).toEqual(groups.top);
    expect(flat).toEqual(groups.all);
  });

  it("works from the text the screen keeps, spaces or not", () => {
    expect(generateHashtags(prepareKeyword("Street Food"), seededRng(1))[0]).toBe("streetfood");
    expect(generateHashtags(normaliseKeyword("Street Food"), seededRng(1))[0]).toBe("streetfood");
  });

  it("uses the default random source when none is given", () => {
    expect(generateHashtags("travel")).toHaveLength(30);
    expect(generateHashtagGroups("travel").top[0]).toBe("travel");
  });
});
