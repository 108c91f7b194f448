import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_BIOS, HINDI_BIO_PLACEHOLDERS } from "./hi/bios.data";
import { HINGLISH_BIOS, HINGLISH_BIO_PLACEHOLDERS } from "./hinglish/bios.data";
import { BIOS, PROFILE_TYPES } from "./en/bios.data";
import { BIO_LIMIT } from "../instagram-bio-generator.logic";

const MIN_PER_TYPE = 8;

// Long real answers for each placeholder: a bio must still fit once the visitor fills it in.
const LONG_ANSWERS: Readonly<Record<string, string>> = {
  "[आपका शहर]": "तिरुवनंतपुरम",
  "[आपकी निश]": "सस्टेनेबल फ़ैशन",
  "[आपका कोर्स]": "मैकेनिकल इंजीनियरिंग",
  "[आपका कॉलेज]": "सेंट ज़ेवियर्स कॉलेज",
  "[aapka shehar]": "Thiruvananthapuram",
  "[aapki niche]": "sustainable fashion",
  "[aapka course]": "Mechanical Engineering",
  "[aapka college]": "St. Xavier's College",
};
const fillIn = (bio: string) => bio.replace(/\[[^\]]*\]/g, (token) => LONG_ANSWERS[token] ?? token);

/** Lower case, letters only: two bios that differ only in punctuation or emoji count as the same. */
const bare = (bio: string) => bio.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");

// Claims a visitor would paste as their own, in either script.
const CLAIMS =
  /followers|subscribers|\bfam\b|certified|award|topper|\brank|verified|featured|as seen on|\bex-|gold medal|degree|फ़ॉलोअर्स|सब्सक्राइबर्स|फ़ैम|सर्टिफ़ाइड|अवॉर्ड|टॉपर|रैंक|वेरिफ़ाइड|फ़ीचर्ड|गोल्ड मेडल|डिग्री/iu;

// The last line says what to do next: the link below, a DM, notifications on, or a save.
const CALL_TO_ACTION = /👇|🔗|DM|🔔|📌/u;

const BANKS = {
  Hindi: { bank: HINDI_BIOS, placeholders: HINDI_BIO_PLACEHOLDERS as readonly string[] },
  Hinglish: { bank: HINGLISH_BIOS, placeholders: HINGLISH_BIO_PLACEHOLDERS as readonly string[] },
};

describe.each(Object.entries(BANKS))("%s bios", (_, { bank, placeholders }) => {
  const all = Object.values(bank).flat();

  it("has every profile type of the English page, each with at least 8 bios", () => {
    expect(Object.keys(bank)).toEqual(PROFILE_TYPES.map((t) => t.value));
    for (const { value } of PROFILE_TYPES) expect(bank[value].length, value).toBeGreaterThanOrEqual(MIN_PER_TYPE);
  });

  it("never repeats a bio, within a type or across types", () => {
    expect(new Set(all.map(bare)).size).toBe(all.length);
  });

  it("keeps every bio within Instagram's 150 code points, even filled in, in short tidy lines", () => {
    for (const bio of all) {
      expect(codePointLength(bio), bio).toBeLessThanOrEqual(BIO_LIMIT);
      expect(codePointLength(fillIn(bio)), bio).toBeLessThanOrEqual(BIO_LIMIT);
      const lines = bio.split("\n");
      expect(lines.length, bio).toBeGreaterThanOrEqual(2);
      expect(lines.length, bio).toBeLessThanOrEqual(4);
      for (const line of lines) expect(line.trim(), bio).toBe(line);
    }
  });

  it("bullets lines with emoji and ends on a call to action", () => {
    for (const bio of all) {
      const lines = bio.split("\n");
      const bulleted = lines.filter((line) => /\p{Extended_Pictographic}/u.test(line)).length;
      expect(bulleted, bio).toBeGreaterThanOrEqual(lines.length - 1);
      expect(lines.at(-1), bio).toMatch(CALL_TO_ACTION);
    }
  });

  it("carries no numbers, follower counts or credentials a visitor would paste as their own", () => {
    for (const bio of all) {
      expect(bio, bio).not.toMatch(/[\d\u0966-\u096F]/u);
      expect(bio, bio).not.toMatch(CLAIMS);
    }
  });

  it("uses only its own placeholders, and in a minority of bios", () => {
    for (const { value } of PROFILE_TYPES) {
      const withPlaceholder = bank[value].filter((bio) => bio.includes("["));
      expect(withPlaceholder.length / bank[value].length, value).toBeLessThanOrEqual(0.4);
      for (const bio of withPlaceholder) {
        for (const token of bio.match(/\[[^\]]*\]/g) ?? []) expect(placeholders, bio).toContain(token);
      }
    }
  });
});

describe("the two banks", () => {
  it("writes the Hindi bios in Devanagari", () => {
    for (const bio of Object.values(HINDI_BIOS).flat()) expect(devanagariShare(bio), bio).toBeGreaterThan(0.9);
  });

  it("writes the Hinglish bios in Latin letters only", () => {
    for (const bio of Object.values(HINGLISH_BIOS).flat()) {
      expect(bio, bio).not.toMatch(/[\u0900-\u097F]/u);
      const letters = bio.match(/\p{L}/gu)?.length ?? 0;
      const latin = bio.match(/[A-Za-z]/g)?.length ?? 0;
      expect(latin / letters, bio).toBeGreaterThan(0.95);
    }
  });

  it("shares no bio with each other or with the English page", () => {
    const english = new Set(Object.values(BIOS).flat().map(bare));
    const hindi = Object.values(HINDI_BIOS).flat().map(bare);
    const hinglish = Object.values(HINGLISH_BIOS).flat().map(bare);
    expect(new Set([...hindi, ...hinglish]).size).toBe(hindi.length + hinglish.length);
    expect(hinglish.filter((bio) => english.has(bio))).toEqual([]);
  });
});
