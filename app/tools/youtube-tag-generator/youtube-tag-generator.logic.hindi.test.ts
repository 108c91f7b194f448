import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { hasDevanagari } from "~/lib/topic";
import { once, propertyKeywords } from "~/test/keyword-runs";
import { TAG_CHAR_LIMIT } from "./youtube-tag-generator.form";
import { devanagariSpelling } from "~/lib/topic/devanagari-spelling";
import {
  MAX_TAG_CHARS,
  type TagOutcome,
  bendsSubject,
  generateTags,
  hindiWritten,
  interleave,
  repeatsAWord,
  tagTopic,
  tagsLength,
} from "./youtube-tag-generator.logic";

// A year no keyword in the tests names, so a year in a tag can only come from a phrase.
const YEAR = 2031;

function tagsOf(outcome: TagOutcome): string[] {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result.tags;
}

const hindi = (keyword: string) => tagsOf(generateTags(keyword, YEAR, "hi"));
const hinglish = (keyword: string) => tagsOf(generateTags(keyword, YEAR, "hinglish"));

describe("devanagariSpelling", () => {
  it("writes a listed subject or its listed words in Devanagari, digits kept", () => {
    expect(devanagariSpelling("dal makhani")).toBe("दाल मखनी");
    expect(devanagariSpelling("street food")).toBe("स्ट्रीट फ़ूड");
    expect(devanagariSpelling("class 10 maths")).toBe("क्लास 10 मैथ्स");
  });

  it("gives none for a word it does not list, or for digits alone", () => {
    expect(devanagariSpelling("xqzvbn")).toBeNull();
    expect(devanagariSpelling("dal xqzvbn")).toBeNull();
    expect(devanagariSpelling("16")).toBeNull();
    expect(devanagariSpelling("")).toBeNull();
  });
});

describe("hindiWritten", () => {
  it("keeps a Devanagari subject as typed, spells a listed one, and names a brand or product in Latin", () => {
    expect(hindiWritten(tagTopic("दाल मखनी रेसिपी")).subject).toBe("दाल मखनी");
    expect(hindiWritten(tagTopic("masala chai")).subject).toBe("मसाला चाय");
    expect(hindiWritten(tagTopic("iphone 16 review")).subject).toBe("iphone 16");
    expect(hindiWritten(tagTopic("street food delhi"))).toEqual({ subject: "स्ट्रीट फ़ूड", place: "दिल्ली" });
    expect(hindiWritten(tagTopic("xqzvbn")).subject).toBe("");
  });
});

describe("bendsSubject", () => {
  it("refuses की/का/के (ki/ka/ke) right after a subject ending in ा or a", () => {
    expect(bendsSubject({ text: "{s} की देखभाल", kinds: ["animal"] }, "कुत्ता")).toBe(true);
    expect(bendsSubject({ text: "{s} ki dekhbhal", kinds: ["animal"] }, "kutta")).toBe(true);
    expect(bendsSubject({ text: "{s} की देखभाल", kinds: ["animal"] }, "बिल्ली")).toBe(false);
    expect(bendsSubject({ text: "{s} वीडियो", kinds: ["animal"] }, "कुत्ता")).toBe(false);
    expect(bendsSubject({ text: "{s} की कहानी", kinds: ["person"] }, "रोहित शर्मा", true)).toBe(false);
  });
});

describe("interleave", () => {
  it("takes one from each list in turn", () => {
    expect(interleave([["a", "b", "c"], ["1"], ["x", "y"]])).toEqual(["a", "1", "x", "b", "y", "c"]);
    expect(interleave([])).toEqual([]);
  });
});

describe("generateTags in a Hindi writing", () => {
  it("mixes Devanagari, Hinglish and English searches for a dish, the topic first", () => {
    const tags = hindi("dal makhani recipe");
    expect(tags.slice(0, 3)).toEqual(["dal makhani recipe", "दाल मखनी", "दाल मखनी रेसिपी"]);
    for (const tag of [
      "dal makhani kaise banaye",
      "दाल मखनी बनाने की विधि",
      "dal makhani recipe in hindi",
      "घर पर दाल मखनी",
    ]) {
      expect(tags).toContain(tag);
    }
  });

  it("gives a place's, a product's, an exam's and a festival's own searches in Hindi", () => {
    expect(hindi("goa trip")).toEqual(
      expect.arrayContaining(["गोवा", "गोवा यात्रा", "गोवा घूमने की जगह", "goa ghumne ki jagah"]),
    );
    expect(hindi("iphone 16 review")).toEqual(expect.arrayContaining(["iphone 16 रिव्यू", "iphone 16 की कीमत"]));
    expect(hindi("neet")).toEqual(
      expect.arrayContaining(["नीट की तैयारी", `नीट ${YEAR}`, "neet ki taiyari kaise kare"]),
    );
    expect(hindi("diwali")).toEqual(expect.arrayContaining(["दिवाली की शुभकामनाएं", "diwali kaise manaye"]));
    expect(hindi("rohit sharma")).toContain("रोहित शर्मा की कहानी");
    expect(hindi("street food delhi")).toEqual(expect.arrayContaining(["दिल्ली में स्ट्रीट फ़ूड", "delhi me street food"]));
  });

  it("never bends a noun wrongly: no 'कुत्ता की'", () => {
    const tags = hindi("कुत्ता");
    expect(tags[0]).toBe("कुत्ता");
    expect(tags).toContain("कुत्ता वीडियो");
    for (const tag of tags) expect(tag).not.toMatch(/कुत्ता (?:की|का|के)|kutta (?:ki|ka|ke) /u);
  });

  it("writes only Roman letters when Hinglish is chosen, Hinglish searches first", () => {
    const tags = hinglish("दाल मखनी रेसिपी");
    expect(tags[0]).toBe("dal makhani kaise banaye");
    expect(tags).toContain("dal makhani recipe");
    for (const tag of tags) expect(tag).not.toMatch(/[\u0900-\u097F]/u);
    expect(hinglish("masala chai").slice(0, 2)).toEqual(["masala chai", "masala chai kaise banaye"]);
    // Spelt as people type it (the site's list of spellings), not letter by letter ("tajamahal").
    expect(hinglish("ताजमहल")).toContain("taj mahal");
    expect(hinglish("ताजमहल").join(",")).not.toContain("tajamahal");
    // Never a broad word alone, as on the English page.
    expect(hinglish("bangalore cafe")).not.toContain("cafe");
    expect(hindi("bangalore cafe")).not.toContain("कैफ़े");
  });

  it("refuses what the English page refuses, with its message", () => {
    expect(generateTags("🔥", YEAR, "hi")).toEqual(generateTags("🔥", YEAR));
  });
});

describe("properties over every keyword of the evaluation set", () => {
  const runs = once(() =>
    propertyKeywords("घर पर पनीर").map((keyword) => ({
      keyword,
      known: tagTopic(keyword).reading.kind !== "general",
      written: hindiWritten(tagTopic(keyword)).subject,
      hi: hindi(keyword),
      hinglish: hinglish(keyword),
    })),
  );

  it("stay within YouTube's 500 and 60 characters a tag, with no tag twice and no word said twice", () => {
    for (const { keyword, hi, hinglish: roman } of runs()) {
      for (const tags of [hi, roman]) {
        expect(tags.length, keyword).toBeGreaterThan(0);
        expect(tagsLength(tags), keyword).toBeLessThanOrEqual(TAG_CHAR_LIMIT);
        expect(new Set(tags).size, keyword).toBe(tags.length);
        for (const tag of tags.slice(1)) {
          expect(codePointLength(tag), tag).toBeLessThanOrEqual(MAX_TAG_CHARS);
          expect(repeatsAWord(tag), `${keyword}: ${tag}`).toBe(false);
          expect(tag, tag).not.toMatch(/[{}]|^\s|\s$|\s\s/u);
        }
      }
    }
  }, 60_000);

  it("give Devanagari searches wherever the subject is known in Devanagari, and none in Hinglish", () => {
    for (const { keyword, known, written, hi, hinglish: roman } of runs()) {
      if (known && hasDevanagari(written)) {
        expect(hi.filter((tag) => hasDevanagari(tag)).length, keyword).toBeGreaterThanOrEqual(2);
      }
      for (const tag of roman) expect(tag, keyword).not.toMatch(/[\u0900-\u097F]/u);
      // The mix keeps Roman searches too.
      if (known)
        expect(
          hi.some((tag) => !hasDevanagari(tag)),
          keyword,
        ).toBe(true);
    }
  }, 60_000);

  it("date a search only for a topic that dates, as the English page does", () => {
    for (const { keyword, hi, hinglish: roman } of runs()) {
      const dated = tagTopic(keyword).reading.timeBound;
      if (!dated) for (const tag of [...hi, ...roman]) expect(tag, keyword).not.toContain(String(YEAR));
    }
  }, 60_000);
});
