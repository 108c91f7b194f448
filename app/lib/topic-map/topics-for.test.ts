import { describe, expect, it } from "vitest";
import { topicsFor } from "./topics-for";
import { plainForms, singularOf } from "./words";

const ids = (keyword: string) => topicsFor(keyword).map((match) => match.topic.id);

describe("topicsFor reaches a topic only through a whole word or phrase", () => {
  it("never through a longer word that starts with the keyword's", () => {
    // "care" is the start of "career", "market" of "marketing": neither is that word.
    expect(ids("hamster care")).toEqual(["hamsters"]);
    expect(ids("flea market")).not.toContain("entrepreneur");
    expect(ids("care")).toEqual([]);
  });

  it("never through three letters inside a word nobody listed", () => {
    // "thalipeeth" holds "thali" and "eth" (a crypto tag), and is neither.
    expect(ids("thalipeeth")).toEqual([]);
    expect(ids("thalipeeth recipe")).toEqual(["cooking"]);
  });

  it("still splits glued words that are whole known words, and forgives one slip", () => {
    expect(ids("streetfoodmumbai")).toEqual(["streetfood", "mumbai"]);
    expect(ids("gymmotivation")).toEqual(["fitness"]);
    expect(ids("bollywod songs")).toEqual(["music"]);
    expect(ids("photograpy")).toEqual(["photography"]);
  });

  it("reads a tax return as money, not as perfume", () => {
    expect(ids("itr filing")).toEqual(["personalfinance"]);
  });

  it("finds plurals and -ing forms of listed words", () => {
    expect(ids("workouts")).toEqual(ids("workout"));
    expect(ids("cakes")).toEqual(ids("cake"));
  });
});

describe("word forms", () => {
  it("are inflections, never derivations", () => {
    expect(singularOf("stories")).toBe("story");
    expect(singularOf("boxes")).toBe("box");
    expect(singularOf("yoga")).toBeUndefined();
    expect(plainForms("baking")).toEqual(["bak", "bake"]);
    expect(plainForms("shopping")).toEqual(["shopp", "shoppe", "shop"]);
    expect(plainForms("career")).toEqual([]);
    expect(plainForms("gym")).toEqual([]);
  });
});
