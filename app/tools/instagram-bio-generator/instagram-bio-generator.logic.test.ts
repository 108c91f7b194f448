import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import { codePointLength } from "~/lib/text";
import { BIOS, PROFILE_TYPES, type ProfileType } from "./instagram-bio-generator.data";
import { BIOS_PER_GENERATION, BIO_LIMIT, generateBios, isProfileType } from "./instagram-bio-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, seed) => seed);

const BANK_SIZES: Record<ProfileType, number> = {
  student: 5,
  influencer: 5,
  "meme-page": 4,
  creator: 4,
  fashion: 4,
  travel: 4,
  fitness: 4,
  coding: 4,
  photography: 4,
};

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
    expect(Object.keys(BIOS).sort()).toEqual(Object.keys(BANK_SIZES).sort());
  });

  it("has exactly the specified number of distinct bios per type", () => {
    for (const { value } of PROFILE_TYPES) {
      expect(BIOS[value], value).toHaveLength(BANK_SIZES[value]);
      expect(new Set(BIOS[value]).size, value).toBe(BANK_SIZES[value]);
    }
  });

  it("keeps every bio within Instagram's 150 code points, with no stray whitespace", () => {
    for (const bio of Object.values(BIOS).flat()) {
      expect(codePointLength(bio), bio).toBeLessThanOrEqual(BIO_LIMIT);
      expect(bio.trim()).toBe(bio);
      for (const line of bio.split("\n")) expect(line.trim(), bio).toBe(line);
    }
  });

  it("never repeats a bio across types", () => {
    const all = Object.values(BIOS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("isProfileType", () => {
  it("accepts the nine keys only", () => {
    expect(isProfileType("meme-page")).toBe(true);
    expect(isProfileType("Meme Page")).toBe(false);
    expect(isProfileType("")).toBe(false);
    expect(isProfileType("constructor")).toBe(false);
  });
});

describe("generateBios", () => {
  it("gives the same three bios for the same seed", () => {
    expect(generateBios("student", seededRng(42))).toEqual([
      "📚 B.Tech CSE '26\nCoffee, code and last-minute assignments\nDreaming bigger than my hostel room 🌙",
      "Just a kid from Kerala with big dreams 🌴\nLiterature student | Bookstagram 📖",
      "Exams, playlists and a lot of Maggi 🍜\nCommerce student figuring life out 📈",
    ]);
    expect(generateBios("meme-page", seededRng(3))).toEqual([
      "We post memes, you tag your friends 🤝\nNo chill, only thrill 😎",
      "Laughing at life because crying is tiring 😅\nFresh memes every 6 hours",
      "Memes so relatable your mummy might follow 😂\nDaily dose of desi humour\n📩 Promotions: DM",
    ]);
  });

  it("over many seeds: three distinct bios, all from the chosen type", () => {
    for (const { value } of PROFILE_TYPES) {
      for (const seed of SEEDS) {
        const bios = generateBios(value, seededRng(seed));
        expect(bios).toHaveLength(BIOS_PER_GENERATION);
        expect(new Set(bios).size).toBe(BIOS_PER_GENERATION);
        for (const bio of bios) expect(BIOS[value]).toContain(bio);
      }
    }
  });

  it("over many seeds: every bio of a type gets shown", () => {
    for (const { value } of PROFILE_TYPES) {
      const seen = new Set(SEEDS.flatMap((seed) => generateBios(value, seededRng(seed))));
      expect(seen.size, value).toBe(BANK_SIZES[value]);
    }
  });
});
