import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/deck";
import { seededRng } from "~/lib/random";
import type { Platform } from "~/lib/tool-entry";
import { IDEAS, NICHES } from "./idea-generator.data";
import { ideaDeck, ideasFor, pickIdea } from "./idea-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const PLATFORMS: readonly Platform[] = ["instagram", "youtube"];
const MIN_PER_NICHE = 15;
const bankOf = (platform: Platform, niche: string) => ideasFor(platform, niche) ?? [];
const all = PLATFORMS.flatMap((platform) => NICHES[platform].flatMap((niche) => bankOf(platform, niche)));

describe("idea data", () => {
  it("offers the product's niches per platform", () => {
    expect(NICHES.instagram).toEqual(["Fashion", "Travel", "Food", "Fitness"]);
    expect(NICHES.youtube).toEqual(["Tech", "Gaming", "Vlogs", "Education"]);
    for (const platform of PLATFORMS) expect(Object.keys(IDEAS[platform])).toEqual(NICHES[platform]);
  });

  it("has at least 15 distinct ideas per niche, none repeated anywhere", () => {
    for (const platform of PLATFORMS) {
      for (const niche of NICHES[platform]) {
        expect(bankOf(platform, niche).length, `${platform} ${niche}`).toBeGreaterThanOrEqual(MIN_PER_NICHE);
      }
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps every idea specific but readable in one card", () => {
    for (const idea of all) {
      expect(idea.length, idea).toBeGreaterThan(80);
      expect(idea.length, idea).toBeLessThanOrEqual(400);
      expect(idea.trim(), idea).toBe(idea);
      expect(idea, idea).not.toContain("\n");
    }
  });

  it("frames Instagram ideas as posts or Reels and YouTube ideas with a working title", () => {
    for (const niche of NICHES.instagram) {
      for (const idea of bankOf("instagram", niche)) expect(idea).toMatch(/^(Reel|Carousel|Reel series): /);
    }
    for (const niche of NICHES.youtube) {
      for (const idea of bankOf("youtube", niche)) expect(idea).toMatch(/^(The )?'/);
    }
  });

  it("has no years that go stale", () => {
    for (const idea of all) expect(idea, idea).not.toMatch(/\b(19|20)\d\d\b/);
  });
});

describe("ideasFor", () => {
  it("keeps each platform to its own niches", () => {
    expect(ideasFor("instagram", "Tech")).toBeUndefined();
    expect(ideasFor("youtube", "Fashion")).toBeUndefined();
    expect(ideasFor("youtube", "")).toBeUndefined();
    expect(ideasFor("youtube", "toString")).toBeUndefined();
  });
});

describe("pickIdea", () => {
  it("deals exact ideas for a seeded deck", () => {
    const deck = createDeck(bankOf("youtube", "Vlogs"), seededRng(42));
    expect(pickIdea("Vlogs", deck)).toEqual({
      niche: "Vlogs",
      text: "'My first festival away from home': what felt missing, what was new and the friends who filled the gap, cut against old clips of the same festival with family. 🪔",
    });
    expect(pickIdea("Vlogs", deck)).toEqual({
      niche: "Vlogs",
      text: "'My Sunday reset': laundry, meal prep, journaling and one long walk, shot as calm B-roll with a voice-over on why each habit stuck.",
    });
  });

  it("over many seeds: shows every idea of the niche once before any comes back", () => {
    for (const platform of PLATFORMS) {
      for (const niche of NICHES[platform]) {
        const bank = bankOf(platform, niche);
        const problems: string[] = [];
        for (const seed of SEEDS) {
          const deck = createDeck(bank, seededRng(seed));
          const shown = bank.map(() => pickIdea(niche, deck));
          if (!shown.every((idea) => idea.niche === niche)) problems.push(`seed ${seed}: wrong niche`);
          if (new Set(shown.map((idea) => idea.text)).size !== bank.length) problems.push(`seed ${seed}: early repeat`);
        }
        expect(problems, `${platform} ${niche}`).toEqual([]);
      }
    }
  });
});

describe("ideaDeck", () => {
  it("keeps one deck per platform and niche for the visit", () => {
    const food = ideaDeck("instagram", "Food", seededRng(3));
    expect(ideaDeck("instagram", "Food")).toBe(food);
    expect(ideaDeck("instagram", "Travel")).not.toBe(food);
    expect(food.size).toBe(bankOf("instagram", "Food").length);

    const first = pickIdea("Food", ideaDeck("instagram", "Food"));
    const second = pickIdea("Food", ideaDeck("instagram", "Food"));
    expect(second.text).not.toBe(first.text);
    expect(bankOf("instagram", "Food")).toContain(second.text);
  });

  it("refuses a niche from the other platform", () => {
    expect(() => ideaDeck("instagram", "Gaming", seededRng(1))).toThrow();
    expect(() => ideaDeck("youtube", "", seededRng(1))).toThrow();
  });
});
