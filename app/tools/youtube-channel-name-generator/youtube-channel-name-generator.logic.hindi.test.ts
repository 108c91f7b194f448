import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { hasDevanagari } from "~/lib/topic";
import { once, propertyKeywords } from "~/test/keyword-runs";
import { HINDI_NAME_PATTERNS, HINDI_PAGE_DEVANAGARI_SHARE } from "./banks/hi/channel-names.data";
import { HINGLISH_NAME_PATTERNS } from "./banks/hinglish/channel-names.data";
import {
  NAME_COUNT,
  channelBanks,
  createHindiChannelDecks,
  fits,
  generateChannelNames,
  hindiChannelBanks,
  hindiChannelSubject,
  ownShare,
} from "./youtube-channel-name-generator.logic";

const hand = (keyword: string, writing: "hi" | "hinglish", seed: number) => {
  const banks = hindiChannelBanks(hindiChannelSubject(keyword), writing);
  return generateChannelNames(keyword, seededRng(seed), createHindiChannelDecks(banks, seededRng(seed)), writing);
};

describe("hindiChannelSubject", () => {
  it("writes a Latin keyword in Devanagari where Hindi has a spelling, and keeps a name in Latin", () => {
    expect(hindiChannelSubject("cooking")).toMatchObject({ devanagari: "कुकिंग", roman: "Cooking" });
    expect(hindiChannelSubject("street food delhi")).toMatchObject({ devanagari: "स्ट्रीट फ़ूड", roman: "Street Food" });
    expect(hindiChannelSubject("bgmi tips")).toMatchObject({ devanagari: "BGMI", roman: "BGMI" });
    expect(hindiChannelSubject("virat kohli").subject.kind).toBe("fan");
  });

  it("keeps a Devanagari keyword, with a Roman spelling that sounds the same and never a translation", () => {
    expect(hindiChannelSubject("खाना")).toMatchObject({ devanagari: "खाना", roman: "Khana" });
    expect(hindiChannelSubject("टीचर")).toMatchObject({ devanagari: "टीचर", roman: "Teacher" });
    expect(hindiChannelSubject("कुत्ता")).toMatchObject({ devanagari: "कुत्ता", roman: "Kutta" });
    const virat = hindiChannelSubject("विराट कोहली");
    expect(virat).toMatchObject({ devanagari: "विराट कोहली", roman: "Virat Kohli" });
    expect(virat.subject.kind).toBe("fan");
  });
});

describe("exact hands for a seed", () => {
  it("gives ten Devanagari names and five in Latin letters, or fifteen in Hinglish", () => {
    const hindi = hand("cricket", "hi", 3);
    expect(
      hindi.slice(0, HINDI_PAGE_DEVANAGARI_SHARE).every((name) => name.startsWith("क्रिकेट ") || name.endsWith(" क्रिकेट")),
    ).toBe(true);
    expect(hindi.slice(HINDI_PAGE_DEVANAGARI_SHARE).every((name) => name.includes("Cricket"))).toBe(true);
    const hinglish = hand("cricket", "hinglish", 3);
    expect(hinglish).toHaveLength(NAME_COUNT);
    expect(
      hinglish.filter((name) =>
        /\b(?:Adda|Ki|Ka|Ke|Masti|Gyaan|Pathshala|Premi|Akhada|Chaupal|Manch|Wale|Rozana|Desi)\b/u.test(name),
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe("properties over many seeds and every keyword of the evaluation set", () => {
  const SEEDS = [1, 2, 3, 4];
  const runs = once(() =>
    propertyKeywords("प्रिया", "विराट कोहली", "टीचर", "<b>x</b>").flatMap((keyword) => {
      const hindi = hindiChannelSubject(keyword);
      return (["hi", "hinglish"] as const).map((writing) => {
        const banks = hindiChannelBanks(hindi, writing);
        const hands = SEEDS.flatMap((seed) => {
          const decks = createHindiChannelDecks(banks, seededRng(seed));
          return [
            generateChannelNames(keyword, seededRng(seed), decks, writing),
            generateChannelNames(keyword, seededRng(seed), decks, writing),
          ];
        });
        return { keyword, writing, hindi, banks, hands };
      });
    }),
  );

  it("15 distinct names every time, the writing's own share first, new ones on a second run", () => {
    for (const { keyword, writing, banks, hands } of runs()) {
      const share = Math.min(ownShare(writing), banks.own.length);
      for (const names of hands) {
        expect(names, keyword).toHaveLength(NAME_COUNT);
        expect(new Set(names).size, keyword).toBe(NAME_COUNT);
        expect(
          names.slice(0, share).every((name) => banks.own.includes(name)),
          keyword,
        ).toBe(true);
      }
      for (let i = 0; i < hands.length; i += 2) {
        const [first = [], second = []] = [hands[i], hands[i + 1]];
        if (banks.own.length >= 2 * share) {
          expect(
            second.slice(0, share).filter((name) => first.includes(name)),
            keyword,
          ).toEqual([]);
        }
      }
    }
  }, 60_000);

  it("Devanagari writing: ten names in Devanagari wherever Hindi spells the subject; Hinglish: no Devanagari", () => {
    for (const { keyword, writing, hindi, hands } of runs()) {
      for (const names of hands) {
        if (writing === "hinglish") {
          for (const name of names) expect(name, keyword).not.toMatch(/[\u0900-\u097F]/u);
        } else if (hasDevanagari(hindi.devanagari)) {
          expect(names.filter((name) => hasDevanagari(name)).length, keyword).toBe(HINDI_PAGE_DEVANAGARI_SHARE);
        }
      }
    }
  }, 60_000);

  it("every name comes from a pattern that fits the subject's kind and condition, or from the English page's bank", () => {
    for (const { keyword, writing, hindi, hands } of runs()) {
      const patterns = writing === "hi" ? HINDI_NAME_PATTERNS : HINGLISH_NAME_PATTERNS;
      const written = writing === "hi" ? hindi.devanagari : hindi.roman;
      const english = new Set(channelBanks(hindi.subject).latin);
      for (const name of new Set(hands.flat())) {
        const from = patterns.filter((pattern) => pattern.text.replace("{k}", written) === name);
        expect(
          english.has(name) || from.some((pattern) => fits(pattern, hindi.subject, written)),
          `${keyword} (${hindi.subject.kind}): ${name}`,
        ).toBe(true);
      }
    }
  }, 60_000);

  it("never bends a noun ending in ा or a: no 'खाना की', 'Khana Ki', 'खाना वाले'", () => {
    for (const { keyword, writing, hindi, hands } of runs()) {
      const written = writing === "hi" ? hindi.devanagari : hindi.roman;
      if (!/(?:a|ा)$/iu.test(written)) continue;
      for (const name of new Set(hands.flat())) {
        if (!name.startsWith(written)) continue;
        expect(name.slice(written.length), `${keyword}: ${name}`).not.toMatch(
          /^ (?:की|का|के|वाले|Ki|Ka|Ke|Wale)(?= |$)/u,
        );
      }
    }
  }, 60_000);
});

describe("the visit's decks", () => {
  it("show only new Hindi names on the second run of a visit", () => {
    const first = generateChannelNames("visit check cricket", seededRng(1), undefined, "hi");
    const second = generateChannelNames("visit check cricket", seededRng(2), undefined, "hi");
    expect(first).toHaveLength(NAME_COUNT);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
  });
});
