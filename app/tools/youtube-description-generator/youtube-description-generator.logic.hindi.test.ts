import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { utf8ByteLength } from "~/lib/text/text";
import { readTopic } from "~/lib/topic";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_DESCRIPTIONS, HINDI_PARTS as DEVANAGARI_PARTS } from "./banks/hi/descriptions.data";
import { HINGLISH_PARTS } from "./banks/hinglish/descriptions.data";
import { DESCRIPTION_BYTE_LIMIT } from "./youtube-description-generator.form";
import {
  STAMPS,
  generateDescription,
  hindiDescriptionTemplatesFor,
  hindiTags,
  hindiTopic,
  namedSubject,
} from "./youtube-description-generator.logic";

const write = (title: string, writing: "hi" | "hinglish", seed = 1) =>
  generateDescription(title, seededRng(seed), undefined, writing);

/** Each writing's parts, by writing. */
const HINDI_PARTS = { hi: DEVANAGARI_PARTS, hinglish: HINGLISH_PARTS };

/** The Devanagari shapes written for a title's reading (the Hinglish bank's stand in the same places). */
const shapesOf = (title: string) => hindiDescriptionTemplatesFor(readTopic(title), title.includes("#shorts"), "hi");
/** The shape a title gets, where only one is written for its reading. */
const shapeOf = (title: string) => {
  const [template, ...rest] = shapesOf(title);
  expect(rest, title).toEqual([]);
  return template;
};

/** Titles as creators type them, one for each kind of video the English page writes for. */
const TITLES = [
  "iPhone 16 review",
  "Pushpa 2 रिव्यू",
  "घर पर ढाबा स्टाइल दाल मखनी | आसान रेसिपी",
  "dal makhani recipe ghar par",
  "Manali travel guide",
  "मनाली ट्रिप व्लॉग",
  "Delhi street food",
  "iPhone 16 vs Galaxy S24",
  "Meesho haul",
  "BGMI gameplay",
  "grwm",
  "study with me",
  "NEET ki taiyari",
  "मेरी बिल्ली",
  "दिवाली",
  "IPL",
  "Virat Kohli",
  "stock market",
  "दाल मखनी रेसिपी #shorts",
  "xyzzy plonk",
];

describe("generateDescription in a Hindi writing", () => {
  it("writes the shape for what the title is about, exactly, for a seed", () => {
    expect(write("घर पर ढाबा स्टाइल दाल मखनी | आसान रेसिपी", "hi")).toBe(`🍳 घर पर ढाबा स्टाइल दाल मखनी | आसान रेसिपी

घर पर ढाबा स्टाइल दाल मखनी बनाना बिल्कुल मुश्किल नहीं है। आसान सामग्री, साफ़ स्टेप, ताकि पहली बार में ही सही बने 😋

📝 सामग्री
[सामग्री – मात्रा]
[सामग्री – मात्रा]
[बाकी यहां लिखें]

🍽️ कितने लोगों के लिए: [लिखें]

⏱️ टाइमस्टैम्प
00:00 इंट्रो
01:15 सामग्री
03:45 बनाने का तरीका
05:30 आखिरी बात और परोसने के टिप्स

📲 मुझसे जुड़ें
Instagram: [आपका लिंक]
WhatsApp चैनल: [आपका लिंक]
बिज़नेस के लिए: [आपका ईमेल]

बनाकर देखा तो कमेंट में ज़रूर बताइए, रिज़ल्ट कैसा रहा 👇 और रेसिपी के लिए सब्सक्राइब 🔔 करें।

#ढाबास्टाइलदालमखनी #dalmakhani #recipe`);
  });

  it("reads Devanagari and Hinglish titles alike: a recipe gets the recipe shape", () => {
    const recipe = shapeOf("घर पर ढाबा स्टाइल दाल मखनी | आसान रेसिपी");
    expect(shapeOf("dal makhani recipe ghar par")).toBe(recipe);
    expect(shapeOf("दाल मखनी कैसे बनाएं")).toBe(recipe);
    expect(recipe?.chapters).toEqual(["सामग्री", "बनाने का तरीका"]);
  });

  it("answers every kind of video in Devanagari, or in Roman letters when Hinglish is chosen", () => {
    for (const title of TITLES) {
      const hindi = write(title, "hi");
      const hinglish = write(title, "hinglish");
      for (const text of [hindi, hinglish]) {
        const marks = shapesOf(title).map((template) => `${template.mark} ${title}\n\n`);
        expect(
          marks.some((start) => text.startsWith(start)),
          title,
        ).toBe(true);
        expect(utf8ByteLength(text)).toBeLessThanOrEqual(DESCRIPTION_BYTE_LIMIT);
        for (const stamp of STAMPS) expect(text).toContain(`${stamp} `);
      }
      // The visitor's own title and hashtags aside, the rest is the writing's.
      const body = (text: string) => text.split("\n\n").slice(1, -1).join("\n\n");
      expect(devanagariShare(body(hindi).replace(title, " ")), title).toBeGreaterThan(0.8);
      expect(body(hinglish).replace(title, " "), title).not.toMatch(/[\u0900-\u097F]/u);
      expect(hinglish.split("\n\n").at(-1), title).not.toMatch(/[\u0900-\u097F]/u);
    }
  });

  it("names the subject in the writing's letters, with its place", () => {
    const manali = readTopic("मनाली ट्रिप व्लॉग");
    expect(hindiTopic(manali, "hi")).toBe("मनाली ट्रिप");
    expect(hindiTopic(manali, "hinglish")).toBe("Manali trip");
    const food = readTopic("Delhi street food");
    expect(hindiTopic(food, "hi")).toBe("Delhi street food");
    expect(hindiTopic(readTopic("मेरी बिल्ली"), "hinglish")).not.toMatch(/[\u0900-\u097F]/u);
  });

  it("names the thing itself when the reader kept a whole Hindi title as its subject", () => {
    expect(namedSubject("iPhone 16 का सच ईमानदार")).toBe("iPhone 16");
    expect(namedSubject("मेरी बिल्ली का एक दिन")).toBe("मेरी बिल्ली");
    expect(namedSubject("घर की सजावट")).toBe("घर की सजावट");
    expect(write("iPhone 16 का सच: ईमानदार रिव्यू", "hi")).toContain("\n\niPhone 16 का ईमानदार रिव्यू,");
  });

  it("keeps hashtags in one script, and Hinglish's in Roman letters", () => {
    const reading = readTopic("iPhone 16 का सच: ईमानदार रिव्यू");
    for (const writing of ["hi", "hinglish"] as const) {
      for (const tag of hindiTags(reading, false, seededRng(2), writing)) {
        const mixed = /[\u0900-\u097F]/u.test(tag) && /[A-Za-z]/u.test(tag);
        expect(mixed, tag).toBe(false);
        if (writing === "hinglish") expect(tag).not.toMatch(/[\u0900-\u097F]/u);
      }
    }
  });

  it("gives a Short its own shape, links and chapter heading", () => {
    const text = write("दाल मखनी रेसिपी #shorts", "hi");
    expect(text).toContain(HINDI_PARTS.hi.shortsHeading);
    expect(text).toContain(HINDI_PARTS.hi.shortsLinks);
    expect(text).toContain("[पूरे वीडियो का लिंक]");
    expect(write("dal makhani recipe #shorts", "hinglish")).toContain(HINDI_PARTS.hinglish.shortsHeading);
  });

  it("asks how a product came to the creator where a brand may be involved, and only there", () => {
    expect(write("iPhone 16 review", "hi")).toContain(HINDI_PARTS.hi.disclosure);
    expect(write("iPhone 16 review", "hinglish")).toContain(HINDI_PARTS.hinglish.disclosure);
    expect(write("दिवाली", "hi")).not.toContain(HINDI_PARTS.hi.disclosure);
  });

  it("deals from the deck it is given, one per writing and reading", () => {
    const keys: string[] = [];
    generateDescription(
      "IPL",
      seededRng(1),
      (key, templates) => {
        keys.push(key);
        return createDeck(templates, seededRng(1));
      },
      "hinglish",
    );
    expect(keys).toEqual([expect.stringMatching(/^youtube-description:hinglish:event:/u)]);
    expect(HINDI_DESCRIPTIONS.length).toBeGreaterThan(50);
  });
});
