import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_CAPTIONS } from "./hi/captions.data";
import { HINGLISH_CAPTIONS } from "./hinglish/captions.data";
import { CAPTIONS } from "./en/captions.data";
import { LIST_CATEGORIES } from "../categories";

const MIN_PER_MOOD = 22;
// Kept short so they read in the feed; far below Instagram's 2,200-character limit.
const MAX_LENGTH = 180;

const BANKS = { Hindi: HINDI_CAPTIONS, Hinglish: HINGLISH_CAPTIONS };

/** Lower case, letters only: two captions that differ only in punctuation or emoji count as the same. */
const bare = (caption: string) => caption.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");

describe.each(Object.entries(BANKS))("%s captions", (_, bank) => {
  const all = Object.values(bank).flat();

  // Shayari, by its own moods, is checked with its banks (shayari.data.test.ts).
  it("has every mood of the English page, each with at least 22 captions", () => {
    expect(Object.keys(bank)).toEqual(LIST_CATEGORIES);
    for (const value of LIST_CATEGORIES) expect(bank[value].length, value).toBeGreaterThanOrEqual(MIN_PER_MOOD);
  });

  it("never repeats a caption, within a mood or across moods", () => {
    expect(new Set(all.map(bare)).size).toBe(all.length);
  });

  it("keeps captions short and tidy: trimmed lines, one or two emoji", () => {
    for (const caption of all) {
      expect(codePointLength(caption), caption).toBeLessThanOrEqual(MAX_LENGTH);
      for (const line of caption.split("\n")) expect(line.trim(), caption).toBe(line);
      const emoji = caption.match(/\p{Extended_Pictographic}/gu)?.length ?? 0;
      expect(emoji, caption).toBeGreaterThanOrEqual(1);
      expect(emoji, caption).toBeLessThanOrEqual(2);
    }
  });

  it("has no hashtags, handles or digits", () => {
    for (const caption of all) expect(caption, caption).not.toMatch(/[#@\d]/u);
  });
});

describe("the two banks", () => {
  it("writes the Hindi captions in Devanagari", () => {
    for (const caption of Object.values(HINDI_CAPTIONS).flat()) {
      expect(devanagariShare(caption), caption).toBeGreaterThan(0.9);
    }
  });

  it("writes the Hinglish captions in Latin letters only", () => {
    for (const caption of Object.values(HINGLISH_CAPTIONS).flat()) {
      expect(caption, caption).not.toMatch(/[\u0900-\u097F]/u);
      const letters = caption.match(/\p{L}/gu)?.length ?? 0;
      const latin = caption.match(/[A-Za-z]/g)?.length ?? 0;
      expect(latin / letters, caption).toBeGreaterThan(0.95);
    }
  });

  it("shares no caption with each other or with the English page", () => {
    const english = new Set(Object.values(CAPTIONS).flat().map(bare));
    const hindi = Object.values(HINDI_CAPTIONS).flat().map(bare);
    const hinglish = Object.values(HINGLISH_CAPTIONS).flat().map(bare);
    expect(new Set([...hindi, ...hinglish]).size).toBe(hindi.length + hinglish.length);
    expect(hinglish.filter((caption) => english.has(caption))).toEqual([]);
  });
});
