import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { codePointLength } from "~/lib/text/text";
import { dealProblems } from "~/test/deck-properties";
import { HINDI_BIOS } from "./banks/hi/bios.data";
import { HINGLISH_BIOS } from "./banks/hinglish/bios.data";
import { BIOS, BIO_PLACEHOLDERS, PROFILE_TYPES } from "./banks/en/bios.data";
import { BIOS_PER_GENERATION, BIO_LIMIT, bioDeck, generateBios, isProfileType } from "./instagram-bio-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, seed) => seed);
const MIN_PER_TYPE = 12;
const all = Object.values(BIOS).flat();

// Long real answers for each placeholder: a bio must still fit once the visitor fills it in.
const LONG_ANSWERS: Record<(typeof BIO_PLACEHOLDERS)[number], string> = {
  "[your city]": "Thiruvananthapuram",
  "[your niche]": "sustainable fashion",
  "[your course]": "Mechanical Engineering",
  "[your college]": "St. Xavier's College",
};
const fillIn = (bio: string) =>
  BIO_PLACEHOLDERS.reduce((text, placeholder) => text.replaceAll(placeholder, LONG_ANSWERS[placeholder]), bio);

// Words that only occur in Hindi written in Latin letters: enough to tell a Hinglish bio.
const HINGLISH =
  /\b(hai|hain|nahi|mein|toh|bhi|ka|ki|ke|ko|se|bas|sab|aur|hoon|karo|karti|karte|pe|ek|yahan|bina|kal|ghar|apni|aapki|roz|thoda|zyada|baatein|sapnon|banata|jhooth|ratta|mila|banao|phir)\b/i;

describe("bio bank", () => {
  it("offers the nine profile types in screen order", () => {
    expect(PROFILE_TYPES.map((t) => t.label)).toEqual([
      "Influencer",
      "Creator",
      "Student",
      "Fashion",
      "Travel",
      "Fitness",
      "Coding",
      "Photography",
      "Meme Page",
    ]);
    expect(Object.keys(BIOS)).toEqual(PROFILE_TYPES.map((t) => t.value));
  });

  it("has at least 12 distinct bios per type, none repeated across types", () => {
    for (const { value } of PROFILE_TYPES) {
      expect(BIOS[value].length, value).toBeGreaterThanOrEqual(MIN_PER_TYPE);
      expect(new Set(BIOS[value]).size, value).toBe(BIOS[value].length);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it("keeps every bio within Instagram's 150 code points, even filled in, with no stray whitespace", () => {
    for (const bio of all) {
      expect(codePointLength(bio), bio).toBeLessThanOrEqual(BIO_LIMIT);
      expect(codePointLength(fillIn(bio)), bio).toBeLessThanOrEqual(BIO_LIMIT);
      expect(bio.trim()).toBe(bio);
      for (const line of bio.split("\n")) expect(line.trim(), bio).toBe(line);
    }
  });

  it("carries no numbers, follower counts or credentials a visitor would paste as their own", () => {
    for (const bio of all) {
      expect(bio, bio).not.toMatch(/\d/);
      expect(bio, bio).not.toMatch(/\d\s*[km]\+?|\b(followers|subscribers|fam)\b/i);
      expect(bio, bio).not.toMatch(/certified|award|\btopper|\brank\b|verified|featured in|as seen on|\bex-|class of/i);
    }
  });

  it("uses only the known placeholders, and in a minority of bios", () => {
    for (const { value } of PROFILE_TYPES) {
      const withPlaceholder = BIOS[value].filter((bio) => bio.includes("["));
      expect(withPlaceholder.length / BIOS[value].length, value).toBeLessThanOrEqual(0.4);
      for (const bio of withPlaceholder) {
        for (const token of bio.match(/\[[^\]]*\]/g) ?? []) expect(BIO_PLACEHOLDERS, bio).toContain(token);
      }
    }
  });

  it("writes about a third of every type in Hinglish", () => {
    for (const { value } of PROFILE_TYPES) {
      const share = BIOS[value].filter((bio) => HINGLISH.test(bio)).length / BIOS[value].length;
      expect(share, value).toBeGreaterThanOrEqual(0.25);
      expect(share, value).toBeLessThanOrEqual(0.45);
    }
  });
});

describe("isProfileType", () => {
  itGives(isProfileType, {
    "accepts the nine keys only": [
      ["meme-page", true],
      ["Meme Page", false],
      ["", false],
      ["constructor", false],
    ],
  });
});

describe("generateBios", () => {
  it("deals exact bios for a seeded deck", () => {
    const deck = createDeck(BIOS.student, seededRng(42));
    expect(generateBios(deck)).toEqual([
      "Exams, playlists and a lot of Maggi 🍜\nFiguring life out, one semester at a time 📈",
      "Future something great 🚀\nCurrently surviving assignments and deadlines",
      "📚 [your course] student\nCoffee, code and last-minute assignments\nDreaming bigger than my hostel room 🌙",
    ]);
    expect(generateBios(deck)).toEqual([
      "Hostel ki raatein, chai ki baatein ☕\nBack-bench philosopher 😎",
      "Kal se pakka padhunga 📚\nSaid every night since school 😅",
      "Aspirant 📖 One chapter at a time\nSharing my study routine and notes 📝",
    ]);
  });

  it("over many seeds: three distinct bios a time, none back before the type is used up", () => {
    for (const { value } of PROFILE_TYPES) {
      expect(dealProblems(BIOS[value], generateBios, BIOS_PER_GENERATION, SEEDS), value).toEqual([]);
    }
  });
});

describe("bioDeck", () => {
  it("keeps one deck per profile type for the visit, dealing only that type", () => {
    const coding = bioDeck("coding", seededRng(8));
    expect(bioDeck("coding")).toBe(coding);
    expect(bioDeck("travel")).not.toBe(coding);
    expect(coding.size).toBe(BIOS.coding.length);

    const shown = Array.from({ length: Math.floor(coding.size / BIOS_PER_GENERATION) }, () =>
      generateBios(bioDeck("coding")),
    ).flat();
    expect(new Set(shown).size).toBe(shown.length);
    for (const bio of shown) expect(BIOS.coding).toContain(bio);
  });
});

describe("bioDeck for the Hindi page", () => {
  it("deals exact Devanagari bios for a seeded deck", () => {
    expect(generateBios(bioDeck("student", seededRng(42), "hi"))).toEqual([
      "📚 [आपका कोर्स] स्टूडेंट\n☕ कॉफ़ी, कोड और आखिरी रात के असाइनमेंट\n👇 मेरे नोट्स यहां",
      "📝 नोट्स भी मिलेंगे, मोटिवेशन भी\n💡 स्टडी टिप्स • डेस्क सेटअप • रिवीज़न हैक्स\nनीचे लिंक 👇",
      "✨ अटेंडेंस कम, सपने ज़्यादा\n🎓 कैंपस लाइफ़, एक-एक स्टोरी में\n👇 हाइलाइट्स देखें",
    ]);
  });

  it("keeps a deck per writing, each dealing only its own bank, apart from the English one", () => {
    const english = bioDeck("travel", seededRng(3));
    const hindi = bioDeck("travel", seededRng(3), "hi");
    const hinglish = bioDeck("travel", seededRng(3), "hinglish");
    expect(new Set([english, hindi, hinglish]).size).toBe(3);
    expect(bioDeck("travel", seededRng(9), "hinglish")).toBe(hinglish);
    for (const bio of generateBios(hindi)) expect(HINDI_BIOS.travel).toContain(bio);
    for (const bio of generateBios(hinglish)) expect(HINGLISH_BIOS.travel).toContain(bio);
    for (const bio of generateBios(english)) expect(BIOS.travel).toContain(bio);
  });

  it("over many seeds: three distinct bios a time, none back before the type is used up", () => {
    for (const bank of [HINDI_BIOS, HINGLISH_BIOS]) {
      for (const { value } of PROFILE_TYPES) {
        expect(dealProblems(bank[value], generateBios, BIOS_PER_GENERATION, SEEDS), value).toEqual([]);
      }
    }
  });
});
