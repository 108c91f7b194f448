import { describe, expect, it } from "vitest";
import { tagSpellingKey, uniqueTags } from "./tags";

describe("uniqueTags", () => {
  it("counts the spellings of one tag as one and keeps the first", () => {
    expect(uniqueTags(["मोमोज़", "momos", "मोमोज", "माँ", "मां", "khaana", "khana"])).toEqual([
      "मोमोज़",
      "momos",
      "माँ",
      "khaana",
    ]);
  });

  it("keeps tags that differ by more than an optional dot or a doubled vowel", () => {
    expect(uniqueTags(["momos", "momoslover", "momoslovers", "पड़ोसी", "पडोसी"])).toEqual([
      "momos",
      "momoslover",
      "momoslovers",
      "पड़ोसी",
      "पडोसी",
    ]);
    expect(tagSpellingKey("फ़ूड")).toBe(tagSpellingKey("फूड"));
  });
});
