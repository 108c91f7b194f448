import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import type { Platform } from "~/lib/site/tool-entry";
import { IDEAS, NICHES } from "./banks/en/ideas.data";
import { ideaDeck, ideaFrom, ideasFor, pickIdea } from "./idea-generator.logic";
import { HINDI_IDEAS } from "./banks/hi/ideas.data";
import { HINGLISH_IDEAS } from "./banks/hinglish/ideas.data";

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

describe("the Hindi page's writings", () => {
  it("deals exact Devanagari and Hinglish ideas for a seeded deck", () => {
    const hindi = createDeck(ideasFor("instagram", "Food", "hi") ?? [], seededRng(7));
    expect(pickIdea("Food", hindi)).toEqual({
      niche: "Food",
      text: "कैरोसेल: 'बची हुई रोटी से 5 नाश्ते': रोटी नूडल्स, रोटी पिज़्ज़ा, चूरमा, रोल और चिप्स। हर स्लाइड पर फ़ोटो, सामग्री और समय, ताकि लोग सेव करें। 🫓",
    });
    const hinglish = createDeck(ideasFor("youtube", "Gaming", "hinglish") ?? [], seededRng(7));
    expect(pickIdea("Gaming", hinglish)).toEqual({
      niche: "Gaming",
      text: "'Doston ke saath ₹0 wali game night': paanch free multiplayer games, har ek mein ek round, sabse mazedaar pal aur end mein doston ki ranking. 🕹️",
    });
  });

  it("keeps one deck per writing, platform and niche, each dealing only its own bank", () => {
    const hindi = ideaDeck("youtube", "Tech", seededRng(5), "hi");
    const hinglish = ideaDeck("youtube", "Tech", seededRng(5), "hinglish");
    expect(ideaDeck("youtube", "Tech", seededRng(9), "hi")).toBe(hindi);
    expect(hinglish).not.toBe(hindi);
    expect(ideaDeck("youtube", "Tech", seededRng(5))).not.toBe(hindi);
    expect(hindi.size).toBe(HINDI_IDEAS.youtube.Tech?.length);
    for (const niche of NICHES.youtube) {
      const bank = ideasFor("youtube", niche, "hinglish") ?? [];
      const deck = createDeck(bank, seededRng(11));
      const shown = bank.map(() => pickIdea(niche, deck).text);
      expect(new Set(shown).size, niche).toBe(bank.length);
      expect(
        shown.every((text) => HINGLISH_IDEAS.youtube[niche]?.includes(text)),
        niche,
      ).toBe(true);
    }
  });

  it("offers the same niches in every writing, and refuses the other platform's", () => {
    for (const platform of PLATFORMS) {
      for (const niche of NICHES[platform]) {
        expect(ideasFor(platform, niche, "hi"), niche).toBe(HINDI_IDEAS[platform][niche]);
        expect(ideasFor(platform, niche, "hinglish"), niche).toBe(HINGLISH_IDEAS[platform][niche]);
      }
    }
    expect(ideasFor("instagram", "Gaming", "hi")).toBeUndefined();
    expect(() => ideaDeck("youtube", "Food", seededRng(1), "hinglish")).toThrow();
  });

  it("a topic's idea still wins when one was written", () => {
    const written = { text: "An idea about biryani.", subject: "biryani" };
    expect(ideaFrom(written, "instagram", "Food", seededRng(1), "hi")).toEqual({ niche: "Food", ...written });
  });
});
