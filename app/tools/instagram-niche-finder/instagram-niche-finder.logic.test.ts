import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import { ENCOURAGEMENTS, INTERESTS, NICHES } from "./instagram-niche-finder.data";
import { isInterest, suggestNiche } from "./instagram-niche-finder.logic";

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

describe("niche data", () => {
  it("has the ten interests in the product's order", () => {
    expect(INTERESTS).toEqual([
      "Fashion",
      "Travel",
      "Food",
      "Fitness",
      "Tech",
      "Gaming",
      "Art",
      "Comedy",
      "Education",
      "DIY",
    ]);
  });

  it("has four distinct niches per interest, spelled as the product lists them", () => {
    expect(NICHES.Fitness).toEqual(["Home Workouts", "Yoga & Meditation", "Bodybuilding", "Marathon Training"]);
    expect(NICHES.Gaming).toEqual(["eSports Commentary", "Indie Game Reviews", "Live Streaming", "Retro Gaming"]);
    expect(NICHES.Art).toEqual(["Digital Painting", "Watercolor Tutorials", "Sketching", "Pottery"]);
    for (const interest of INTERESTS) expect(new Set(NICHES[interest]).size).toBe(4);
  });

  it("names the niche in every encouragement line", () => {
    for (const line of ENCOURAGEMENTS) expect(line).toContain("{niche}");
  });
});

describe("isInterest", () => {
  it("accepts only the ten interests", () => {
    expect(isInterest("Food")).toBe(true);
    expect(isInterest("")).toBe(false);
    expect(isInterest("food")).toBe(false);
  });
});

describe("suggestNiche", () => {
  it("gives an exact suggestion for a seed", () => {
    expect(suggestNiche("Food", seededRng(42))).toEqual({
      interest: "Food",
      niche: "Healthy Recipes",
      encouragement: "Lots of people like Healthy Recipes; very few show up for it every week. Be the one who does. 💪",
    });
  });

  it("always picks from the chosen interest's four, and over many seeds picks each of them", () => {
    for (const interest of INTERESTS) {
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const { niche, encouragement } = suggestNiche(interest, seededRng(seed));
        expect(NICHES[interest]).toContain(niche);
        expect(encouragement).toContain(niche);
        expect(encouragement).not.toContain("{niche}");
        seen.add(niche);
      }
      expect(seen.size, interest).toBe(4);
    }
  });
});
