import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { ENCOURAGEMENTS, NICHES, NICHE_BRIEFS } from "./banks/en/niches.data";
import { INTERESTS, NICHE_FIELDS } from "./instagram-niche-finder.form";
import { suggestNiche, suggestNicheIn, suggestionStatus } from "./instagram-niche-finder.logic";
import { NICHE_WORDS } from "./words";
import { HINDI_ENCOURAGEMENTS, HINDI_NICHES } from "./banks/hi/niches.data";
import { HINGLISH_ENCOURAGEMENTS, HINGLISH_NICHES } from "./banks/hinglish/niches.data";

describe("suggestNicheIn", () => {
  it("gives the English page exactly what suggestNiche gives", () => {
    const rng = seededRng(42);
    const suggestion = suggestNicheIn("en", "Food", rng);
    const niche = NICHES.Food.find((name) => name === suggestion.niche);
    expect(niche).toBeDefined();
    if (niche)
      expect(suggestion).toMatchObject({ why: NICHE_BRIEFS[niche].why, firstPost: NICHE_BRIEFS[niche].firstPost });
    expect(suggestion.encouragement).toContain(suggestion.niche);
    expect(Object.keys(suggestion).sort()).toEqual(Object.keys(suggestNiche("Food", rng)).sort());
  });

  it("gives an exact Devanagari suggestion for a seed", () => {
    const rng = seededRng(42);
    expect(
      suggestNicheIn("hi", "Food", rng, createDeck(NICHES.Food, rng), createDeck(HINDI_ENCOURAGEMENTS, rng)),
    ).toEqual({
      interest: "Food",
      niche: "घर का खाना",
      why: HINDI_NICHES["Home Cooking"].why,
      firstPost: "दाल, चावल और एक सब्ज़ी से 15 मिनट का डिनर, ऊपर से शूट किया हुआ और हर स्टेप स्क्रीन पर लिखा हुआ।",
      encouragement: "घर का खाना में छोटे से शुरू करें: इस हफ़्ते तीन पोस्ट, फिर जो सबसे ज़्यादा सेव हो, उसी पर और ज़ोर लगाएं। 📌",
    });
  });

  it("always picks from the interest's four, in the chosen writing, every niche before any comes back", () => {
    for (const [writing, niches, encouragements] of [
      ["hi", HINDI_NICHES, HINDI_ENCOURAGEMENTS],
      ["hinglish", HINGLISH_NICHES, HINGLISH_ENCOURAGEMENTS],
    ] as const) {
      for (const interest of INTERESTS) {
        for (const seed of [1, 2, 3, 4, 5]) {
          const rng = seededRng(seed);
          const deck = createDeck(NICHES[interest], rng);
          const shown = Array.from({ length: 4 }, () => suggestNicheIn(writing, interest, rng, deck));
          const names = NICHES[interest].map((niche) => niches[niche].name);
          expect(new Set(shown.map((s) => s.niche)).size, `${writing} ${interest}`).toBe(4);
          for (const suggestion of shown) {
            expect(names).toContain(suggestion.niche);
            const niche = NICHES[interest].find((key) => niches[key].name === suggestion.niche);
            expect(niche && niches[niche].why).toBe(suggestion.why);
            expect(niche && niches[niche].firstPost).toBe(suggestion.firstPost);
            expect(suggestion.encouragement).toContain(suggestion.niche);
            expect(encouragements.map((line) => line.replace("{niche}", suggestion.niche))).toContain(
              suggestion.encouragement,
            );
          }
        }
      }
    }
  });

  it("keeps one deck per writing and interest for the visit", () => {
    const rng = seededRng(9);
    const hindi = [suggestNicheIn("hi", "Art", rng).niche, suggestNicheIn("hi", "Art", rng).niche];
    suggestNicheIn("hinglish", "Art", rng);
    hindi.push(suggestNicheIn("hi", "Art", rng).niche, suggestNicheIn("hi", "Art", rng).niche);
    expect(new Set(hindi).size).toBe(4);
  });
});

describe("the Hindi screen's words", () => {
  const hi = NICHE_WORDS.hi;

  it("names every interest in Hindi and keeps the English value for the address", () => {
    const { interest, writing } = NICHE_FIELDS.hi;
    expect(interest.label).toBe("आपको किसमें मज़ा आता है?");
    expect(interest.kind === "choice" && interest.options.map((o) => o.value)).toEqual([...INTERESTS]);
    expect(interest.kind === "choice" && interest.options.map((o) => o.label)).toEqual([
      "फ़ैशन",
      "ट्रैवल",
      "फ़ूड",
      "फ़िटनेस",
      "टेक",
      "गेमिंग",
      "आर्ट",
      "कॉमेडी",
      "एजुकेशन",
      "DIY",
    ]);
    expect(writing.kind === "choice" && writing.options.map((o) => o.value)).toEqual(["hi", "hinglish"]);
  });

  it("says the status, message and copy lines in Hindi", () => {
    expect(hi.status?.("Education")).toBe("आपके लिए एजुकेशन का एक निश।");
    expect(hi.message).toBe("निश का आइडिया पाने के लिए पहले अपनी एक पसंद चुनें।");
    expect(hi.copied("बेकिंग")).toBe("बेकिंग आपके क्लिपबोर्ड पर कॉपी हो गया।");
  });

  it("leaves the English page's words as they were", () => {
    const en = NICHE_WORDS.en;
    expect(en.status).toBeNull();
    expect(suggestionStatus("Education")).toBe("An Education niche for you.");
    expect([en.question, en.submit, en.loading, en.results, en.message, en.messageTitle]).toEqual([
      "What are you into?",
      "Find My Niche",
      "Finding...",
      "Your Suggested Niche",
      "Please pick an interest to get a niche idea.",
      "Select an Interest",
    ]);
    expect(NICHE_FIELDS.en.interest.kind === "choice" && NICHE_FIELDS.en.interest.options[0]).toEqual({
      value: "Fashion",
      label: "Fashion",
    });
    expect(ENCOURAGEMENTS).toHaveLength(6);
  });
});
