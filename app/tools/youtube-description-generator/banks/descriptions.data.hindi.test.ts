import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_DESCRIPTIONS, HINDI_PARTS } from "./hi/descriptions.data";
import { HINGLISH_DESCRIPTIONS, HINGLISH_PARTS } from "./hinglish/descriptions.data";
import type { DescriptionText, HindiDescriptionTemplate } from "./shape";
import { DESCRIPTION_TEMPLATES } from "./en/descriptions.data";

/** A fit written out with its keys in one order, so two equal fits read the same. */
const fitKey = (fit: object) => JSON.stringify(fit, Object.keys(fit).sort());
const textsOf = (text: DescriptionText) => [
  text.intro,
  text.facts ?? "",
  ...text.chapters,
  text.conclusion,
  text.outro,
];
const withoutSlots = (text: string) => text.replace(/\{[sS]\}/gu, " ");
/** Each shape beside its twin in the other writing, place for place. */
const HINDI_DESCRIPTION_TEMPLATES: readonly { hi: HindiDescriptionTemplate; hinglish: HindiDescriptionTemplate }[] =
  HINDI_DESCRIPTIONS.map((hi, index) => ({ hi, hinglish: HINGLISH_DESCRIPTIONS[index] ?? hi }));
const PARTS = { hi: HINDI_PARTS, hinglish: HINGLISH_PARTS };

describe("the two writings' description banks", () => {
  it("hold the same shapes in the same places: fit, mark and disclosure", () => {
    expect(HINGLISH_DESCRIPTIONS).toHaveLength(HINDI_DESCRIPTIONS.length);
    const outline = ({ fit, mark, disclosure }: HindiDescriptionTemplate) => ({ fit, mark, disclosure });
    expect(HINGLISH_DESCRIPTIONS.map(outline)).toEqual(HINDI_DESCRIPTIONS.map(outline));
    expect(Object.keys(HINGLISH_PARTS)).toEqual(Object.keys(HINDI_PARTS));
  });
});

describe("the Hindi description shapes", () => {
  it("are written for every reading the English page writes for, and for nothing else", () => {
    const english = new Set(DESCRIPTION_TEMPLATES.map((template) => fitKey(template.fit)));
    const hindi = new Set(HINDI_DESCRIPTIONS.map((template) => fitKey(template.fit)));
    expect([...english].filter((fit) => !hindi.has(fit))).toEqual([]);
    expect([...hindi].filter((fit) => !english.has(fit))).toEqual([]);
    expect(hindi.size).toBe(HINDI_DESCRIPTIONS.length);
  });

  it("write the Hindi in Devanagari and the Hinglish in Roman letters", () => {
    for (const template of HINDI_DESCRIPTION_TEMPLATES) {
      for (const text of textsOf(template.hi).filter((part) => part !== "")) {
        expect(devanagariShare(withoutSlots(text)), text).toBeGreaterThan(0.85);
      }
      for (const text of textsOf(template.hinglish)) expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
    }
    for (const part of Object.values(PARTS.hinglish)) expect(part).not.toMatch(/[\u0900-\u097F]/u);
    for (const part of Object.values(PARTS.hi)) expect(devanagariShare(part), part).toBeGreaterThan(0.5);
  });

  it("use only the subject's slots, and none where the keyword was only a format", () => {
    for (const template of HINDI_DESCRIPTION_TEMPLATES) {
      for (const text of [...textsOf(template.hi), ...textsOf(template.hinglish)]) {
        for (const slot of text.match(/\{[^}]*\}/gu) ?? []) expect(["{s}", "{S}"], text).toContain(slot);
      }
      if (template.hi.fit.needs?.includes("formatOnly")) {
        expect(template.hi.intro).not.toMatch(/\{/u);
        expect(template.hinglish.intro).not.toMatch(/\{/u);
      }
      // Only the intro names the subject: the rest of a shape reads the same for any title.
      for (const text of [...textsOf(template.hi).slice(1), ...textsOf(template.hinglish).slice(1)]) {
        expect(text).not.toMatch(/\{/u);
      }
    }
  });

  it("state no number, price, date or handle for the creator: those are placeholders", () => {
    for (const template of HINDI_DESCRIPTION_TEMPLATES) {
      for (const text of [...textsOf(template.hi), ...textsOf(template.hinglish)]) {
        expect(text, text).not.toMatch(/[\d₹%@#]/u);
      }
    }
  });

  it("never repeat an intro, and give both writings the same parts", () => {
    const intros = HINDI_DESCRIPTION_TEMPLATES.flatMap((template) => [template.hi.intro, template.hinglish.intro]);
    expect(new Set(intros).size).toBe(intros.length);
    for (const { hi, hinglish } of HINDI_DESCRIPTION_TEMPLATES) {
      expect(hi.facts === undefined, hi.intro).toBe(hinglish.facts === undefined);
      expect(hi.conclusion === "", hi.intro).toBe(hinglish.conclusion === "");
    }
  });
});
