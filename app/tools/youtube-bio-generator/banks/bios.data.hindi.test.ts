import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_CHANNEL_BIOS } from "./hi/bios.data";
import { HINGLISH_CHANNEL_BIOS } from "./hinglish/bios.data";
import { BIOS, NICHES } from "./en/bios.data";
import { CHANNEL_DESCRIPTION_LIMIT, biosFor } from "../youtube-bio-generator.logic";

/** Lower case, letters only: two bios that differ only in punctuation or emoji count as the same. */
const bare = (bio: string) => bio.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");

// Claims a visitor would paste as their own, in either script.
const CLAIMS =
  /followers|subscribers|certified|award|topper|\brank\b|verified|featured|as seen on|\bex-|gold medal|degree|फ़ॉलोअर्स|सब्सक्राइबर्स|सर्टिफ़ाइड|अवॉर्ड|टॉपर|रैंक |वेरिफ़ाइड|फ़ीचर्ड|गोल्ड मेडल|डिग्री/iu;

const BANKS = { Hindi: HINDI_CHANNEL_BIOS, Hinglish: HINGLISH_CHANNEL_BIOS };

describe.each(Object.entries(BANKS))("%s channel bios", (_, bank) => {
  const all = Object.values(bank).flat();

  it("has the English page's four niches, each with two bios", () => {
    expect(Object.keys(bank)).toEqual([...NICHES]);
    for (const niche of NICHES) expect(bank[niche], niche).toHaveLength(2);
  });

  it("never repeats a bio, and none is the English page's", () => {
    const english = new Set(Object.values(BIOS).flat().map(bare));
    expect(new Set(all.map(bare)).size).toBe(all.length);
    expect(all.filter((bio) => english.has(bare(bio)))).toEqual([]);
  });

  it("keeps every bio tidy and within YouTube's 1,000 characters: a hook, what the channel covers, emoji-led lines", () => {
    for (const bio of all) {
      expect(bio.trim(), bio).toBe(bio);
      expect(codePointLength(bio), bio).toBeGreaterThan(80);
      expect(codePointLength(bio), bio).toBeLessThanOrEqual(CHANNEL_DESCRIPTION_LIMIT);
      for (const line of bio.split("\n")) expect(line.trim(), bio).toBe(line);
      const lines = bio.split("\n").filter(Boolean);
      expect(lines.length, bio).toBeGreaterThanOrEqual(4);
      expect(lines[0], bio).toMatch(/^\p{Extended_Pictographic}/u);
      expect(lines.at(-1), bio).toMatch(/^\p{Extended_Pictographic}/u);
    }
  });

  it("carries no numbers, counts or credentials a visitor would paste as their own", () => {
    for (const bio of all) {
      expect(bio, bio).not.toMatch(/[\d\u0966-\u096F]/u);
      expect(bio, bio).not.toMatch(CLAIMS);
    }
  });

  it("uses an example.com placeholder for e-mail, never a real-looking address", () => {
    for (const email of all.join("\n").match(/\S+@\S+/gu) ?? []) expect(email).toMatch(/@example\.com$/u);
  });
});

describe("the two banks", () => {
  it("writes the Hindi bios in Devanagari", () => {
    for (const bio of Object.values(HINDI_CHANNEL_BIOS).flat()) {
      expect(devanagariShare(bio), bio).toBeGreaterThan(0.9);
    }
  });

  it("writes the Hinglish bios in Latin letters only", () => {
    for (const bio of Object.values(HINGLISH_CHANNEL_BIOS).flat()) {
      expect(bio, bio).not.toMatch(/[\u0900-\u097F]/u);
      const letters = bio.match(/\p{L}/gu)?.length ?? 0;
      const latin = bio.match(/[A-Za-z]/g)?.length ?? 0;
      expect(latin / letters, bio).toBeGreaterThan(0.95);
    }
  });

  it("share no bio with each other", () => {
    const hindi = Object.values(HINDI_CHANNEL_BIOS).flat().map(bare);
    const hinglish = Object.values(HINGLISH_CHANNEL_BIOS).flat().map(bare);
    expect(new Set([...hindi, ...hinglish]).size).toBe(hindi.length + hinglish.length);
  });
});

describe("biosFor in a writing", () => {
  it("gives the niche's two bios of that writing, the same ones every run", () => {
    for (const niche of NICHES) {
      expect(biosFor(niche, "hi")).toBe(HINDI_CHANNEL_BIOS[niche]);
      expect(biosFor(niche, "hinglish")).toBe(HINGLISH_CHANNEL_BIOS[niche]);
      expect(biosFor(niche, "en")).toBe(BIOS[niche]);
      for (let run = 0; run < 20; run++) expect(biosFor(niche, "hi")).toEqual(HINDI_CHANNEL_BIOS[niche]);
    }
  });
});
