import { describe, expect, it } from "vitest";
import { SUBJECT_KINDS } from "~/lib/topic";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_TITLES } from "./hi/titles.data";
import { HINGLISH_TITLES } from "./hinglish/titles.data";
import { type TitleGroup, type TitleGroups, titleGroups } from "./shape";
import { TITLE_LIMIT, VIDEO_TYPES } from "../youtube-title-generator.form";

const TYPES = VIDEO_TYPES.map(({ value }) => value);
const linesOf = (group: TitleGroup): string[] => [
  ...Object.values(group.byType ?? {}).flat(),
  ...(group.everyType ?? []),
];
/** Each line beside its twin in the other writing: [Devanagari, Hinglish], place for place. */
const pairsOf = (hi: TitleGroups, hinglish: TitleGroups): [string, string][] => {
  const latin = titleGroups(hinglish).flatMap(linesOf);
  return titleGroups(hi)
    .flatMap(linesOf)
    .map((line, index): [string, string] => [line, latin[index] ?? ""]);
};
const ALL = pairsOf(HINDI_TITLES, HINGLISH_TITLES);
const HI_ANY: TitleGroup = HINDI_TITLES.any;
const HI_COMPARISON: TitleGroup = HINDI_TITLES.comparison;
const HI_BARE: readonly TitleGroup[] = HINDI_TITLES.bare;
const HI_KINDS: readonly TitleGroup[] = HINDI_TITLES.kinds;
/** The pattern's own words: slots and #shorts set aside. */
const own = (text: string) => text.replace(/\{[A-Za-z]+\}/gu, " ").replace(/#shorts/gu, " ");
/** Lower case, letters only, slots kept: two lines that differ only in punctuation count as the same. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}{}]/gu, "");

describe("the two writings' title banks", () => {
  // The logic names a deck by its lines' places in their bank: a line and its twin share a place.
  it("hold the same groups, each with the same fit and as many lines for every video type", () => {
    const outline = (bank: TitleGroups) =>
      titleGroups(bank).map(({ kinds, formats, when, byType = {}, everyType = [] }) => ({
        kinds,
        formats,
        when,
        byType: Object.entries(byType).map(([type, lines]) => [type, lines.length]),
        everyType: everyType.length,
      }));
    expect(outline(HINGLISH_TITLES)).toEqual(outline(HINDI_TITLES));
    expect(titleGroups(HINGLISH_TITLES).flatMap(linesOf)).toHaveLength(ALL.length);
  });
});

describe("the Hindi title patterns", () => {
  it("give every video type at least twelve lines that fit any subject, and twelve for a comparison", () => {
    for (const type of TYPES) {
      expect(HI_ANY.byType?.[type]?.length ?? 0, type).toBeGreaterThanOrEqual(12);
      const comparing = (HI_COMPARISON.byType?.[type]?.length ?? 0) + (HI_COMPARISON.everyType?.length ?? 0);
      expect(comparing, type).toBeGreaterThanOrEqual(12);
    }
    for (const group of HI_BARE) expect(group.everyType?.length ?? 0, group.formats?.join()).toBeGreaterThanOrEqual(12);
  });

  it("write lines of its own for every kind the reader knows, for every video type", () => {
    for (const kind of SUBJECT_KINDS.filter((k) => k !== "general")) {
      for (const type of TYPES) {
        const lines = HI_KINDS.filter((group) => group.kinds !== "any" && group.kinds.includes(kind)).flatMap(
          (group) => group.byType?.[type] ?? [],
        );
        expect(lines.length, `${kind} ${type}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("never repeats a line, in either writing", () => {
    for (const index of [0, 1] as const) {
      const lines = ALL.map((pair) => bare(pair[index]));
      expect(lines.filter((line, i) => lines.indexOf(line) !== i)).toEqual([]);
    }
  });

  it("uses only the shared slots, the same ones in both writings, and no {where}", () => {
    for (const [hi, hinglish] of ALL) {
      const slots = (text: string) => text.match(/\{[^}]*\}/gu) ?? [];
      expect(slots(hi), hi).toEqual(slots(hinglish));
      for (const slot of slots(hi)) expect(["{s}", "{A}", "{B}"], hi).toContain(slot);
    }
  });

  it("states no number, price or handle for the creator, and stays far inside YouTube's 100", () => {
    for (const [hi, hinglish] of ALL) {
      for (const text of [hi, hinglish]) {
        expect(own(text), text).not.toMatch(/[\d₹@%]/u);
        // Room for the subject: a line's own words take at most 60 of the 100.
        expect(Array.from(own(text)).length, text).toBeLessThanOrEqual(TITLE_LIMIT - 40);
        expect(text.trim(), text).toBe(text);
      }
    }
  });

  it("writes the Hindi lines in Devanagari and the Hinglish ones in Roman letters", () => {
    for (const [hi, hinglish] of ALL) {
      const words = own(hi).replace(/\bGRWM\b/gu, " ");
      expect(devanagariShare(words), hi).toBeGreaterThan(0.9);
      expect(hinglish, hinglish).not.toMatch(/[\u0900-\u097F]/u);
    }
  });
});
