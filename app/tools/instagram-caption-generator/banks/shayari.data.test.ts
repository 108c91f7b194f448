import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { devanagariShare } from "~/test/devanagari-text";
import { SHAYARI_MOODS } from "../categories";
import { CAPTIONS } from "./en/captions.data";
import { SHAYARI } from "./en/shayari.data";
import { HINDI_CAPTIONS } from "./hi/captions.data";
import { HINDI_SHAYARI } from "./hi/shayari.data";
import { HINGLISH_CAPTIONS } from "./hinglish/captions.data";
import { HINGLISH_SHAYARI } from "./hinglish/shayari.data";
import { shayariText } from "./shayari-bank";

const MIN_PER_MOOD = 12;
const MIN_PER_WRITING = 60;
// Short enough to read in the feed without a tap, as the other captions are.
const MAX_LENGTH = 180;
// A line is read in one breath; a longer one is prose broken in two.
const MAX_LINE = 60;
// No opening word may start more than this many of a writing's shayari ("no twenty starting with Dil").
const MAX_SAME_OPENING = 4;

const BANKS = { Hindi: HINDI_SHAYARI, Hinglish: HINGLISH_SHAYARI };

/** Lower case, letters only: two pieces that differ only in punctuation or emoji count as the same. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");
const firstWord = (text: string) => bare(text.split(/\s/u)[0] ?? "");

describe.each(Object.entries(BANKS))("%s shayari", (_, bank) => {
  const all = SHAYARI_MOODS.flatMap((mood) => bank[mood]);
  const texts = all.map(shayariText);

  it("has the five moods, at least 12 each and 60 in all", () => {
    expect(Object.keys(bank)).toEqual([...SHAYARI_MOODS]);
    for (const mood of SHAYARI_MOODS) expect(bank[mood].length, mood).toBeGreaterThanOrEqual(MIN_PER_MOOD);
    expect(all.length).toBeGreaterThanOrEqual(MIN_PER_WRITING);
  });

  it("never repeats a piece or a line, within a mood or across moods", () => {
    expect(new Set(texts.map(bare)).size).toBe(texts.length);
    const lines = all.flat().map(bare);
    expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);
  });

  it("keeps each piece two to four short, trimmed lines, with one emoji at most and only at the end", () => {
    for (const lines of all) {
      const text = shayariText(lines);
      expect(lines.length, text).toBeGreaterThanOrEqual(2);
      expect(lines.length, text).toBeLessThanOrEqual(4);
      expect(codePointLength(text), text).toBeLessThanOrEqual(MAX_LENGTH);
      for (const line of lines) {
        expect(line.trim(), text).toBe(line);
        expect(line, text).not.toBe("");
        expect(line, text).not.toMatch(/\n/u);
        expect(codePointLength(line), text).toBeLessThanOrEqual(MAX_LINE);
      }
      expect(text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0, text).toBeLessThanOrEqual(1);
      for (const line of lines.slice(0, -1)) expect(line, text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it("has no hashtags, handles or digits", () => {
    for (const text of texts) expect(text, text).not.toMatch(/[#@\d]/u);
  });

  it("varies its openings", () => {
    const counts = new Map<string, number>();
    for (const text of texts) counts.set(firstWord(text), (counts.get(firstWord(text)) ?? 0) + 1);
    const crowded = [...counts].filter(([, count]) => count > MAX_SAME_OPENING);
    expect(crowded).toEqual([]);
  });
});

describe("the shayari banks", () => {
  const hindi = SHAYARI_MOODS.flatMap((mood) => HINDI_SHAYARI[mood]).map(shayariText);
  const hinglish = SHAYARI_MOODS.flatMap((mood) => HINGLISH_SHAYARI[mood]).map(shayariText);

  it("writes the Hindi shayari in Devanagari", () => {
    for (const text of hindi) expect(devanagariShare(text), text).toBeGreaterThan(0.9);
  });

  it("writes the Hinglish shayari in Latin letters only, each line opening with a capital", () => {
    for (const lines of SHAYARI_MOODS.flatMap((mood) => HINGLISH_SHAYARI[mood])) {
      const text = shayariText(lines);
      expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
      const letters = text.match(/\p{L}/gu)?.length ?? 0;
      const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
      expect(latin / letters, text).toBeGreaterThan(0.95);
      for (const line of lines) expect(line, text).toMatch(/^['‘]?\p{Lu}/u);
    }
  });

  it("gives the English page the Hinglish bank itself, in one spelling", () => {
    expect(SHAYARI).toBe(HINGLISH_SHAYARI);
  });

  it("shares nothing with the other captions of any page", () => {
    const captions = new Set(
      [CAPTIONS, HINDI_CAPTIONS, HINGLISH_CAPTIONS].flatMap((bank) => Object.values(bank).flat()).map(bare),
    );
    expect([...hindi, ...hinglish].filter((text) => captions.has(bare(text)))).toEqual([]);
  });
});
