import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_NAME_PATTERNS, HINDI_PAGE_DEVANAGARI_SHARE } from "./hi/channel-names.data";
import { HINGLISH_NAME_PATTERNS } from "./hinglish/channel-names.data";
import { CHANNEL_KINDS, type NamePattern } from "./en/channel-names.data";
import { type ChannelSubject, namesFrom } from "../youtube-channel-name-generator.logic";

const own = (text: string) => text.replace("{k}", " ").trim();

describe("the Hindi page's name patterns", () => {
  it("pair each Devanagari pattern with a Hinglish one for the same kinds and condition", () => {
    expect(HINGLISH_NAME_PATTERNS).toHaveLength(HINDI_NAME_PATTERNS.length);
    const fit = ({ kinds, when, formats }: NamePattern) => ({ kinds, when, formats });
    HINDI_NAME_PATTERNS.forEach((pattern, index) => {
      const hinglish = HINGLISH_NAME_PATTERNS[index];
      expect(hinglish && fit(hinglish), pattern.text).toEqual(fit(pattern));
    });
  });

  it("hold the subject once, and never the same pattern twice", () => {
    for (const { text } of [...HINDI_NAME_PATTERNS, ...HINGLISH_NAME_PATTERNS]) {
      expect(text.split("{k}"), text).toHaveLength(2);
      expect(text, text).not.toMatch(/\{(?!k\})/u);
    }
    expect(new Set(HINDI_NAME_PATTERNS.map(({ text }) => text)).size).toBe(HINDI_NAME_PATTERNS.length);
    expect(new Set(HINGLISH_NAME_PATTERNS.map(({ text }) => text)).size).toBe(HINGLISH_NAME_PATTERNS.length);
  });

  it("write their own words in Devanagari, or in Roman letters only", () => {
    for (const { text } of HINDI_NAME_PATTERNS) expect(devanagariShare(own(text)), text).toBe(1);
    for (const { text } of HINGLISH_NAME_PATTERNS) expect(text, text).toMatch(/^[A-Za-z {}']+$/u);
  });

  it("put की/का/के or वाले (Ki/Ka/Ke/Wale) after the subject only where a noun ending in ा is skipped", () => {
    for (const pattern of [...HINDI_NAME_PATTERNS, ...HINGLISH_NAME_PATTERNS]) {
      if (/\{k\} (?:की|का|के|वाले|Ki|Ka|Ke|Wale)(?= |$)/u.test(pattern.text)) {
        expect(pattern.when, pattern.text).toMatch(/^(?:no-a-ending|role)$/u);
      }
    }
  });

  it("give every kind enough names for two Devanagari shares, and a Hinglish hand", () => {
    for (const kind of CHANNEL_KINDS) {
      const subject: ChannelSubject = { name: "", latin: null, kind, place: null, format: null, howTo: false };
      const hindi = namesFrom(HINDI_NAME_PATTERNS, subject, "खेल");
      const hinglish = namesFrom(HINGLISH_NAME_PATTERNS, subject, "Khel");
      expect(hindi.length, kind).toBeGreaterThanOrEqual(HINDI_PAGE_DEVANAGARI_SHARE + 3);
      expect(hinglish.length, kind).toBeGreaterThanOrEqual(HINDI_PAGE_DEVANAGARI_SHARE + 3);
    }
  });
});
