import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { ENCOURAGEMENTS, NICHES, NICHE_BRIEFS, type Niche } from "./en/niches.data";
import { INTERESTS } from "../instagram-niche-finder.form";
import { HINDI_ENCOURAGEMENTS, HINDI_NICHES } from "./hi/niches.data";
import { HINGLISH_ENCOURAGEMENTS, HINGLISH_NICHES } from "./hinglish/niches.data";

const ALL_NICHES: Niche[] = INTERESTS.flatMap((interest) => [...NICHES[interest]]);
const BANKS = {
  Hindi: { niches: HINDI_NICHES, encouragements: HINDI_ENCOURAGEMENTS, end: /[।?!]$/u },
  Hinglish: { niches: HINGLISH_NICHES, encouragements: HINGLISH_ENCOURAGEMENTS, end: /[.?!]$/u },
};

/** Every number written in a text, so a line keeps exactly the English page's prices and durations. */
const numbers = (text: string) => [...(text.match(/\d+(?:,\d+)*/g) ?? [])].sort();

describe.each(Object.entries(BANKS))("%s niches", (_, { niches, encouragements, end }) => {
  it("has every niche of the English page, each with a name, a reason and a first post of its own", () => {
    expect(Object.keys(niches).sort()).toEqual([...ALL_NICHES].sort());
    const names = ALL_NICHES.map((niche) => niches[niche].name);
    expect(new Set(names).size).toBe(40);
    const lines = ALL_NICHES.flatMap((niche) => [niches[niche].why, niches[niche].firstPost]);
    expect(new Set(lines).size).toBe(80);
  });

  it("writes each reason and first post as one finished sentence, short enough to read at a glance", () => {
    for (const niche of ALL_NICHES) {
      for (const line of [niches[niche].why, niches[niche].firstPost]) {
        expect(line.trim(), line).toBe(line);
        expect(line, line).toMatch(end);
        expect(line.slice(0, -1), line).not.toMatch(/[।.!?] /u);
        expect(line.length, line).toBeLessThanOrEqual(170);
        expect(line, line).not.toMatch(/[{}#@]|undefined/u);
      }
    }
  });

  it("keeps the English page's figures, and adds none", () => {
    for (const niche of ALL_NICHES) {
      const { why, firstPost } = NICHE_BRIEFS[niche];
      expect(numbers(`${niches[niche].why} ${niches[niche].firstPost}`), niche).toEqual(numbers(`${why} ${firstPost}`));
    }
  });

  it("has the six encouragements, each naming the niche once and ending in one emoji", () => {
    expect(encouragements).toHaveLength(ENCOURAGEMENTS.length);
    expect(new Set(encouragements).size).toBe(ENCOURAGEMENTS.length);
    for (const line of encouragements) {
      expect(line.split("{niche}"), line).toHaveLength(2);
      expect(line, line).toMatch(/ \p{Extended_Pictographic}$/u);
      expect(line.match(/\p{Extended_Pictographic}/gu), line).toHaveLength(1);
    }
  });
});

describe("the two writings", () => {
  it("writes the Hindi page's niches in Devanagari", () => {
    for (const niche of ALL_NICHES) {
      const { name, why, firstPost } = HINDI_NICHES[niche];
      for (const line of [why, firstPost]) expect(devanagariShare(line), line).toBeGreaterThan(0.85);
      if (niche !== "PC Building") expect(devanagariShare(name), name).toBe(1);
    }
    for (const line of HINDI_ENCOURAGEMENTS)
      expect(devanagariShare(line.replace("{niche}", "")), line).toBeGreaterThan(0.95);
  });

  it("writes the Hinglish ones in Roman letters only, none the English page's own line", () => {
    const english = new Set(ALL_NICHES.flatMap((niche) => [NICHE_BRIEFS[niche].why, NICHE_BRIEFS[niche].firstPost]));
    for (const niche of ALL_NICHES) {
      const { name, why, firstPost } = HINGLISH_NICHES[niche];
      expect(name).toBe(niche);
      for (const line of [why, firstPost]) {
        expect(line, line).not.toMatch(/[\u0900-\u097F]/u);
        expect(english.has(line), line).toBe(false);
      }
    }
    for (const line of HINGLISH_ENCOURAGEMENTS) {
      expect(line, line).not.toMatch(/[\u0900-\u097F]/u);
      expect((ENCOURAGEMENTS as readonly string[]).includes(line), line).toBe(false);
    }
  });
});
