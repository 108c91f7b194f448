import { describe, expect, it } from "vitest";
import { DEVANAGARI_SPELLINGS } from "~/lib/topic/devanagari-spellings.data";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_FORMAT_TAG_PHRASES, HINDI_KIND_TAG_PHRASES } from "./hi/tags.data";
import { HINGLISH_FORMAT_TAG_PHRASES, HINGLISH_KIND_TAG_PHRASES } from "./hinglish/tags.data";
import type { TagPhrase } from "./shape";
import { cleanTag } from "../youtube-tag-generator.form";

const words = (phrase: TagPhrase) => phrase.text.replace(/\{[a-z]+\}/gu, " ").trim();
const SLOTS = /\{(?!s\}|p\}|year\})[^}]*\}/u;

describe.each([
  ["Hindi", [...HINDI_FORMAT_TAG_PHRASES, ...HINDI_KIND_TAG_PHRASES]],
  ["Hinglish", [...HINGLISH_FORMAT_TAG_PHRASES, ...HINGLISH_KIND_TAG_PHRASES]],
] as const)("%s tag phrases", (name, phrases) => {
  it("use only the English phrases' slots, and are already clean tags", () => {
    for (const { text } of phrases) {
      expect(text, text).not.toMatch(SLOTS);
      expect(cleanTag(text.replace(/\{[a-z]+\}/gu, "x")), text).toBe(text.replace(/\{[a-z]+\}/gu, "x"));
    }
  });

  it("never repeat a phrase for the same kinds, formats and facets", () => {
    const keys = phrases.map((phrase) =>
      JSON.stringify([phrase.text, phrase.kinds, phrase.formats ?? [], phrase.when ?? []]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it(name === "Hindi" ? "write their own words in Devanagari" : "write their own words in Roman letters only", () => {
    for (const phrase of phrases) {
      if (words(phrase) === "") continue;
      if (name === "Hindi") expect(devanagariShare(words(phrase)), phrase.text).toBe(1);
      else expect(phrase.text, phrase.text).not.toMatch(/[\u0900-\u097F]/u);
    }
  });
});

describe("Devanagari spellings", () => {
  it("are tags as this tool cleans them", () => {
    for (const [latin, devanagari] of Object.entries(DEVANAGARI_SPELLINGS))
      expect(cleanTag(devanagari), latin).toBe(devanagari);
  });
});
