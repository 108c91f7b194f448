import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { ENCOURAGEMENTS, NICHES, NICHE_BRIEFS, type Niche } from "./banks/en/niches.data";
import { INTERESTS, isInterest } from "./instagram-niche-finder.form";
import { indefiniteArticle } from "~/lib/text/articles";
import { nicheDeck, suggestNiche, suggestionStatus } from "./instagram-niche-finder.logic";

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const ALL_NICHES = INTERESTS.flatMap((interest) => [...NICHES[interest]]);

/** Every piece of writing the finder can show for a niche, the encouragement filled in. */
function textsOf(niche: Niche): string[] {
  const { why, firstPost } = NICHE_BRIEFS[niche];
  return [why, firstPost, ...ENCOURAGEMENTS.map((line) => line.replace("{niche}", niche))];
}

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

  it("says why every niche fits and what to post first, each line its own", () => {
    const lines = ALL_NICHES.flatMap((niche) => [NICHE_BRIEFS[niche].why, NICHE_BRIEFS[niche].firstPost]);
    expect(new Set(lines).size).toBe(lines.length);
    for (const niche of ALL_NICHES) {
      const { why, firstPost } = NICHE_BRIEFS[niche];
      for (const line of [why, firstPost]) {
        // One sentence, ending as a sentence does, short enough to read at a glance.
        expect(line, niche).toMatch(/^[\p{Lu}\p{N}'₹].*[.!?]$/u);
        expect(line.split(/[.!?] /u), niche).toHaveLength(1);
        expect(line.length, niche).toBeLessThanOrEqual(160);
        expect(line, niche).not.toMatch(/\{|\}|undefined/u);
      }
    }
  });

  it("names the niche in every encouragement line, and never makes a verb agree with it", () => {
    for (const line of ENCOURAGEMENTS) {
      expect(line).toContain("{niche}");
      // "Pranks has room" and "Baking have room" are both wrong somewhere: no verb follows the niche.
      expect(line).not.toMatch(/\{niche\} (?:is|are|has|have|was|were|fans)\b/u);
    }
  });
});

describe("articles", () => {
  it("is right before every interest in the status line", () => {
    expect(suggestionStatus("Education")).toBe("An Education niche for you.");
    expect(suggestionStatus("Art")).toBe("An Art niche for you.");
    expect(suggestionStatus("DIY")).toBe("A DIY niche for you.");
    expect(suggestionStatus("Fitness")).toBe("A Fitness niche for you.");
    for (const interest of INTERESTS) {
      const status = suggestionStatus(interest);
      expect(status.toLowerCase().startsWith(`${indefiniteArticle(interest)} `), interest).toBe(true);
    }
  });

  it("is right before every noun in the finder's own writing", () => {
    for (const niche of ALL_NICHES) {
      for (const text of textsOf(niche)) {
        for (const [, article = "", word = ""] of text.matchAll(/\b([Aa]n?) ([\p{L}'][\p{L}\p{N}'-]*)/gu)) {
          expect(`${article} ${word}`.toLowerCase(), text).toBe(`${indefiniteArticle(word)} ${word}`.toLowerCase());
        }
      }
    }
  });
});

describe("isInterest", () => {
  itGives(isInterest, {
    "accepts only the ten interests": [
      ["Food", true],
      ["", false],
      ["food", false],
    ],
  });
});

describe("suggestNiche", () => {
  it("gives an exact suggestion for a seed", () => {
    const rng = seededRng(42);
    expect(suggestNiche("Food", rng, createDeck(NICHES.Food, rng), createDeck(ENCOURAGEMENTS, rng))).toEqual({
      interest: "Food",
      niche: "Home Cooking",
      why: "Every home asks 'aaj kya banega?' every day, and a quick recipe made from what is already in the kitchen gets saved and sent to family groups.",
      firstPost: "A 15-minute dinner from dal, rice and one sabzi, shot from above with each step written on screen.",
      encouragement:
        "Start small with Home Cooking: three posts this week, then double down on whichever one gets saved the most. 📌",
    });
  });

  it("always picks from the chosen interest's four, with that niche's own reason and first post", () => {
    for (const interest of INTERESTS) {
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const rng = seededRng(seed);
        const suggestion = suggestNiche(interest, rng, createDeck(NICHES[interest], rng));
        expect(NICHES[interest]).toContain(suggestion.niche);
        expect(suggestion.why).toBe(NICHE_BRIEFS[suggestion.niche].why);
        expect(suggestion.firstPost).toBe(NICHE_BRIEFS[suggestion.niche].firstPost);
        expect(suggestion.encouragement).toContain(suggestion.niche);
        expect(suggestion.encouragement).not.toContain("{niche}");
        seen.add(suggestion.niche);
      }
      expect(seen.size, interest).toBe(4);
    }
  });

  it("never repeats a niche until all four are shown, nor twice in a row across rounds, over many seeds", () => {
    for (const seed of SEEDS) {
      const rng = seededRng(seed);
      for (const interest of INTERESTS) {
        const niches = createDeck(NICHES[interest], rng);
        const shown = Array.from({ length: 12 }, () => suggestNiche(interest, rng, niches).niche);
        for (let round = 0; round < 3; round++) {
          expect(new Set(shown.slice(round * 4, round * 4 + 4)).size, `${interest} round ${round}`).toBe(4);
        }
        for (let i = 1; i < shown.length; i++) expect(shown[i], `${interest} #${i}`).not.toBe(shown[i - 1]);
      }
    }
  });

  it("keeps each interest's deck for the visit, so switching interests does not start one over", () => {
    const rng = seededRng(9);
    const food = [suggestNiche("Food", rng).niche, suggestNiche("Food", rng).niche];
    suggestNiche("Travel", rng);
    food.push(suggestNiche("Food", rng).niche, suggestNiche("Food", rng).niche);
    expect(new Set(food).size).toBe(4);
    expect(nicheDeck("Food", rng).size).toBe(4);
  });
});
