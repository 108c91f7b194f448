import { describe, expect, it } from "vitest";
import { indefiniteArticle, withArticle } from "./articles";

describe("indefiniteArticle", () => {
  it("goes by sound, reading words in capitals letter by letter", () => {
    const cases: [string, "a" | "an"][] = [
      ["Education", "an"],
      ["Art", "an"],
      ["eSports Commentary", "an"],
      ["Indie Game Reviews", "an"],
      ["Upcycling Clothes", "an"],
      ["engineer", "an"],
      ["DIY", "a"],
      ["Fashion", "a"],
      ["Yoga & Meditation", "a"],
      ["PC Building", "a"],
      ["UPSC aspirant", "a"],
      ["MBA student", "an"],
      ["SEO", "an"],
      ["FAQ", "an"],
      ["university", "a"],
      ["European trip", "a"],
      ["one-time plan", "a"],
      ["hour", "an"],
      ["honest review", "an"],
      ["home workout", "a"],
      ["15-minute dinner", "a"],
      ["", "a"],
    ];
    for (const [phrase, article] of cases) expect(indefiniteArticle(phrase), phrase).toBe(article);
  });
});

describe("withArticle", () => {
  it("puts the article before the phrase, capitalised to open a sentence", () => {
    expect(withArticle("Education niche")).toBe("an Education niche");
    expect(withArticle("Education niche", { capital: true })).toBe("An Education niche");
    expect(withArticle("DIY niche", { capital: true })).toBe("A DIY niche");
  });
});
