import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import { codePointLength } from "~/lib/text";
import { CAPTIONS, CAPTION_CATEGORIES } from "./instagram-caption-generator.data";
import {
  CAPTIONS_PER_GENERATION,
  CAPTION_LIMIT,
  generateCaptions,
  isCaptionCategory,
} from "./instagram-caption-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, seed) => seed);

describe("caption bank", () => {
  it("offers the six categories in screen order", () => {
    expect(CAPTION_CATEGORIES.map((c) => c.label)).toEqual([
      "Attitude",
      "Love",
      "Sad",
      "Funny",
      "Motivation",
      "Travel",
    ]);
    expect(Object.keys(CAPTIONS).sort()).toEqual(["attitude", "funny", "love", "motivation", "sad", "travel"]);
  });

  it("holds exactly 7 distinct, trimmed captions per category, all within Instagram's limit", () => {
    for (const { value } of CAPTION_CATEGORIES) {
      const bank = CAPTIONS[value];
      expect(bank, value).toHaveLength(7);
      expect(new Set(bank).size, value).toBe(7);
      for (const caption of bank) {
        expect(caption.trim()).toBe(caption);
        expect(codePointLength(caption)).toBeLessThanOrEqual(CAPTION_LIMIT);
      }
    }
  });

  it("never repeats a caption across categories", () => {
    const all = Object.values(CAPTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("isCaptionCategory", () => {
  it("accepts the six keys only", () => {
    expect(isCaptionCategory("travel")).toBe(true);
    expect(isCaptionCategory("")).toBe(false);
    expect(isCaptionCategory("Travel")).toBe(false);
    expect(isCaptionCategory("toString")).toBe(false);
  });
});

describe("generateCaptions", () => {
  it("gives the same five captions for the same seed", () => {
    expect(generateCaptions("travel", seededRng(42))).toEqual([
      "Pahadon mein network nahi hai, par connection better hai. ⛰️",
      "Sleeper class, window seat, chai in a kulhad: the real first class. 🚂☕",
      "The mountains called, and for once I picked up. 🏔️",
      "Passport stamps are cool, but have you seen Meghalaya in the monsoon? 🌧️💚",
      "Wander often, wonder always. ✈️",
    ]);
    expect(generateCaptions("funny", seededRng(7))).toEqual(generateCaptions("funny", seededRng(7)));
  });

  it("over many seeds: five distinct captions, all from the chosen category", () => {
    for (const { value } of CAPTION_CATEGORIES) {
      for (const seed of SEEDS) {
        const captions = generateCaptions(value, seededRng(seed));
        expect(captions).toHaveLength(CAPTIONS_PER_GENERATION);
        expect(new Set(captions).size).toBe(CAPTIONS_PER_GENERATION);
        for (const caption of captions) expect(CAPTIONS[value]).toContain(caption);
      }
    }
  });

  it("over many seeds: every caption of a category gets its turn", () => {
    const seen = new Set(SEEDS.flatMap((seed) => generateCaptions("love", seededRng(seed))));
    expect(seen.size).toBe(7);
  });

  it("does not reorder the bank itself", () => {
    const before = [...CAPTIONS.sad];
    generateCaptions("sad", seededRng(1));
    expect(CAPTIONS.sad).toEqual(before);
  });
});
