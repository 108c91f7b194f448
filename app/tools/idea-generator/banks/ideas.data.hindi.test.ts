import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import type { Platform } from "~/lib/site/tool-entry";
import { devanagariShare } from "~/test/devanagari-text";
import { IDEAS, NICHES } from "./en/ideas.data";
import { HINDI_IDEAS } from "./hi/ideas.data";
import { HINGLISH_IDEAS } from "./hinglish/ideas.data";

const PLATFORMS: readonly Platform[] = ["instagram", "youtube"];
const MIN_PER_NICHE = 12;
const BANKS = { Hindi: HINDI_IDEAS, Hinglish: HINGLISH_IDEAS };

/** Lower case, letters only: two ideas that differ only in punctuation or emoji count as the same. */
const bare = (idea: string) => idea.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");
const allOf = (bank: typeof HINDI_IDEAS) => PLATFORMS.flatMap((platform) => Object.values(bank[platform]).flat());

describe.each(Object.entries(BANKS))("%s ideas", (_, bank) => {
  const all = allOf(bank);

  it("has every niche of each platform's English page, each with at least 12 ideas", () => {
    for (const platform of PLATFORMS) {
      expect(Object.keys(bank[platform])).toEqual(NICHES[platform]);
      for (const niche of NICHES[platform]) {
        expect(bank[platform][niche]?.length, `${platform} ${niche}`).toBeGreaterThanOrEqual(MIN_PER_NICHE);
      }
    }
  });

  it("never repeats an idea, within a niche or across niches and platforms", () => {
    expect(new Set(all.map(bare)).size).toBe(all.length);
  });

  it("keeps every idea specific but readable in one card", () => {
    for (const idea of all) {
      expect(codePointLength(idea), idea).toBeGreaterThan(80);
      expect(codePointLength(idea), idea).toBeLessThanOrEqual(400);
      expect(idea.trim(), idea).toBe(idea);
      expect(idea, idea).not.toContain("\n");
    }
  });

  it("frames Instagram ideas as posts or Reels and YouTube ideas with a working title", () => {
    const format = bank === HINDI_IDEAS ? /^(रील|कैरोसेल|रील सीरीज़): / : /^(Reel|Carousel|Reel series): /;
    for (const idea of Object.values(bank.instagram).flat()) expect(idea).toMatch(format);
    for (const idea of Object.values(bank.youtube).flat()) expect(idea).toMatch(/^'[^']+': /);
  });

  it("has no years that go stale, hashtags, handles or addresses", () => {
    for (const idea of all) {
      expect(idea, idea).not.toMatch(/\b(19|20)\d\d\b/);
      expect(idea, idea).not.toMatch(/[#@]|https?:|www\./);
    }
  });
});

describe("the two banks", () => {
  it("writes the Hindi ideas in Devanagari", () => {
    for (const idea of allOf(HINDI_IDEAS)) expect(devanagariShare(idea), idea).toBeGreaterThan(0.9);
  });

  it("writes the Hinglish ideas in Latin letters only", () => {
    for (const idea of allOf(HINGLISH_IDEAS)) {
      expect(idea, idea).not.toMatch(/[\u0900-\u097F]/u);
      const letters = idea.match(/\p{L}/gu)?.length ?? 0;
      const latin = idea.match(/[A-Za-z]/g)?.length ?? 0;
      expect(latin / letters, idea).toBeGreaterThan(0.95);
    }
  });

  it("shares no idea with each other or with the English page", () => {
    const english = new Set(allOf(IDEAS).map(bare));
    const hindi = allOf(HINDI_IDEAS).map(bare);
    const hinglish = allOf(HINGLISH_IDEAS).map(bare);
    expect(new Set([...hindi, ...hinglish]).size).toBe(hindi.length + hinglish.length);
    expect(hinglish.filter((idea) => english.has(idea))).toEqual([]);
  });
});
