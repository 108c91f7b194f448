import { describe, expect, it } from "vitest";
import { CONTENT_TYPES, STRATEGIES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import { isContentType, isStrategyNiche, strategyFor } from "./instagram-growth-strategy.logic";

const ALL = STRATEGY_NICHES.flatMap((niche) => CONTENT_TYPES.map((contentType) => strategyFor(niche, contentType)));

describe("strategy data", () => {
  it("offers the product's niches and content types", () => {
    expect(STRATEGY_NICHES).toEqual(["Fashion", "Travel", "Food"]);
    expect(CONTENT_TYPES).toEqual(["Reels", "Posts", "Stories"]);
  });

  it("has nine distinct plans, one per combination", () => {
    expect(ALL).toHaveLength(9);
    expect(new Set(ALL.map((s) => s.text)).size).toBe(9);
  });

  it("covers cadence, hashtags within Instagram's limit of 5, collaboration and measuring in every plan", () => {
    for (const { niche, contentType, text } of ALL) {
      const name = `${niche} ${contentType}`;
      expect(text.length, name).toBeGreaterThan(600);
      expect(text, name).toMatch(/\b(a week|a day)\b/);
      expect(text, name).toMatch(/\b5\b.*hashtag|hashtag.*\b5\b/);
      expect(text, name).toMatch(/collab|team up|swap|partner|tag the/i);
      expect(text, name).toMatch(/Insights|check|Track|Watch/);
      // Hashtag examples must be real single tags: lower-case letters only, up to the punctuation.
      for (const tag of text.match(/#[^\s,.)']+/g) ?? []) expect(tag, name).toMatch(/^#[a-z]+$/);
    }
  });

  it("talks about the chosen format", () => {
    expect(STRATEGIES.Food.Reels).toContain("Reels");
    expect(STRATEGIES.Travel.Stories).toContain("Stories");
    expect(STRATEGIES.Fashion.Posts).toContain("carousel");
  });
});

describe("validation helpers", () => {
  it("accept only listed values", () => {
    expect(isStrategyNiche("Travel")).toBe(true);
    expect(isStrategyNiche("Tech")).toBe(false);
    expect(isStrategyNiche("")).toBe(false);
    expect(isContentType("Stories")).toBe(true);
    expect(isContentType("Shorts")).toBe(false);
  });
});

describe("strategyFor", () => {
  it("returns the plan for the exact combination", () => {
    expect(strategyFor("Travel", "Posts")).toEqual({
      niche: "Travel",
      contentType: "Posts",
      text: STRATEGIES.Travel.Posts,
    });
    expect(strategyFor("Food", "Stories").text.startsWith("Post 4 to 6 Stories a day")).toBe(true);
  });
});
