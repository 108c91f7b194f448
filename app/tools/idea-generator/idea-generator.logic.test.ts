import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import type { Platform } from "~/tools/registry";
import { IDEAS, NICHES } from "./idea-generator.data";
import { ideasFor, pickIdea } from "./idea-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const PLATFORMS: readonly Platform[] = ["instagram", "youtube"];

describe("idea data", () => {
  it("offers the product's niches per platform", () => {
    expect(NICHES.instagram).toEqual(["Fashion", "Travel", "Food", "Fitness"]);
    expect(NICHES.youtube).toEqual(["Tech", "Gaming", "Vlogs", "Education"]);
    for (const platform of PLATFORMS) expect(Object.keys(IDEAS[platform])).toEqual(NICHES[platform]);
  });

  it("has four distinct ideas per niche, 32 in all, none repeated anywhere", () => {
    const all = PLATFORMS.flatMap((platform) => NICHES[platform].flatMap((niche) => ideasFor(platform, niche) ?? []));
    expect(all).toHaveLength(32);
    expect(new Set(all).size).toBe(32);
    for (const idea of all) expect(idea.length).toBeGreaterThan(80);
  });

  it("frames Instagram ideas as posts or Reels", () => {
    for (const niche of NICHES.instagram) {
      for (const idea of ideasFor("instagram", niche) ?? []) expect(idea).toMatch(/^(Reel|Carousel|Reel series):/);
    }
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
  it("gives an exact idea for a seed", () => {
    expect(pickIdea("youtube", "Vlogs", seededRng(42))).toEqual({
      niche: "Vlogs",
      text: "'Visiting my nani's village after 10 years': a slow, story-led vlog with old family photos cut against the same spots today. 🏡",
    });
  });

  it("picks from the right niche's four and reaches all of them over many seeds", () => {
    for (const platform of PLATFORMS) {
      for (const niche of NICHES[platform]) {
        const bank = ideasFor(platform, niche) ?? [];
        const seen = new Set<string>();
        for (const seed of SEEDS) {
          const idea = pickIdea(platform, niche, seededRng(seed));
          expect(idea.niche).toBe(niche);
          expect(bank).toContain(idea.text);
          seen.add(idea.text);
        }
        expect(seen.size, `${platform} ${niche}`).toBe(4);
      }
    }
  });

  it("never repeats the idea just shown", () => {
    const bank = ideasFor("instagram", "Food") ?? [];
    for (const previous of bank) {
      for (const seed of SEEDS)
        expect(pickIdea("instagram", "Food", seededRng(seed), previous).text).not.toBe(previous);
    }
  });

  it("refuses a niche from the other platform", () => {
    expect(() => pickIdea("instagram", "Gaming", seededRng(1))).toThrow();
  });
});
