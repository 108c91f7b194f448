import { describe, expect, it } from "vitest";
import { TOPIC_LABEL } from "~/components/topic-field";
import { CONTENT_TYPES, STRATEGY_NICHES } from "./instagram-growth-strategy.data";
import { CHOICE_MESSAGE, STRATEGY_FIELDS, strategyLabels } from "./instagram-growth-strategy.form";
import { isContentType, isStrategyNiche } from "./instagram-growth-strategy.logic";

describe("the strategy form", () => {
  it("offers the product's niches and content types, with the words its screen shows", () => {
    expect(STRATEGY_NICHES).toEqual(["Fashion", "Travel", "Food"]);
    expect(CONTENT_TYPES).toEqual(["Reels", "Posts", "Stories"]);
    expect(STRATEGY_FIELDS.niche.label).toBe("Niche");
    expect(STRATEGY_FIELDS.niche.options).toEqual(STRATEGY_NICHES.map((value) => ({ value, label: value })));
    expect(STRATEGY_FIELDS.type.label).toBe("Content type");
    expect(STRATEGY_FIELDS.type.options).toEqual(CONTENT_TYPES.map((value) => ({ value, label: value })));
    expect(STRATEGY_FIELDS.topic.label).toBe(TOPIC_LABEL);
    expect(CHOICE_MESSAGE).toBe("Please select both a niche and a content type.");
  });

  it("names the plan's niche, format and topic in its heading and status", () => {
    expect(strategyLabels("Food", "Reels", undefined)).toEqual({
      title: "Your Food Reels strategy",
      status: "Your four-week Food Reels plan is ready.",
    });
    expect(strategyLabels("Travel", "Stories", "Goa")).toEqual({
      title: "Your Travel Stories strategy for Goa",
      status: "Your four-week Travel Stories plan about Goa is ready.",
    });
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
