import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { devanagariShare } from "~/test/devanagari-text";
import { USERNAME_FIELDS_IN, parseUsernameForm } from "./instagram-username-generator.form";
import {
  USERNAME_COUNT,
  isValidUsername,
  leftOutNote,
  makeUsernames,
  planUsernames,
  shortfallReason,
} from "./instagram-username-generator.logic";
import { USERNAME_WORDS } from "./words";

// The Hindi page: the same Latin handles, with every word around them in Hindi.
const hindi = (keyword: string, seed: number, numbers = false) => {
  const request = { keyword, numbers };
  return makeUsernames(request, seededRng(seed), planUsernames(request, "hi"));
};

const expectHindi = (text: string | null) => {
  expect(text).not.toBeNull();
  expect(devanagariShare(text ?? ""), text ?? "").toBeGreaterThan(0.8);
};

describe("the Hindi username page", () => {
  it("labels its fields in Hindi", () => {
    const { keyword, numbers } = USERNAME_FIELDS_IN.hi;
    for (const words of [keyword.label, keyword.placeholder, keyword.hint, numbers.label, numbers.hint]) {
      expectHindi(words);
    }
    expect(USERNAME_FIELDS_IN.en.keyword.label).toBe("Keyword or Name");
  });

  it("asks for a keyword in Hindi, and takes a Devanagari name", () => {
    expect(parseUsernameForm({ keyword: " 🔥 ", numbers: "" }, "hi")).toEqual({
      error: "पहले कोई कीवर्ड या नाम लिखें।",
    });
    expect(parseUsernameForm({ keyword: "प्रिया", numbers: "yes" }, "hi")).toEqual({
      input: { keyword: "प्रिया", numbers: true },
    });
  });

  it("writes a Devanagari name as 20 valid Latin handles", () => {
    for (const seed of [1, 2, 3]) {
      const { names, shortfall, notes } = hindi("प्रिया शर्मा", seed);
      expect(names).toHaveLength(USERNAME_COUNT);
      expect(new Set(names).size).toBe(USERNAME_COUNT);
      for (const name of names) {
        expect(isValidUsername(name), name).toBe(true);
        expect(name.replace(/[._]/gu, "")).toContain("priyasharma");
      }
      expect(shortfall).toBeNull();
      expect(notes).toEqual([]);
    }
  });

  it("gives the same names in both languages for the same seed", () => {
    expect(hindi("खाना", 7).names).toEqual(makeUsernames({ keyword: "खाना", numbers: false }, seededRng(7)).names);
  });

  it("says in Hindi what it left out, and why", () => {
    expect(hindi("gym_yt", 1).notes).toEqual([
      "“yt” हटा दिया गया: YouTube वाले शब्दों से Instagram हैंडल किसी चैनल का दूसरा अकाउंट लगता है।",
    ]);
    expect(leftOutNote({ youtube: ["yt", "vlogs"], years: ["1999", "2004"] }, "hi")).toBe(
      "“yt” और “vlogs” हटा दिया गया: YouTube वाले शब्दों से Instagram हैंडल किसी चैनल का दूसरा अकाउंट लगता है। “1999” और “2004” हटा दिया गया: हैंडल में साल जन्म का साल लगता है और अकाउंट पुराना दिखता है। इसे रखना हो तो “नंबर जोड़ें” पर टिक करें।",
    );
    const youtube = hindi("youtube", 1);
    expect(youtube.names).toEqual([]);
    expect(youtube.shortfall).toBe(USERNAME_WORDS.hi.nothingLeft);
    expectHindi(youtube.shortfall);
  });

  it("explains a long keyword in Hindi: its topic, or why nothing fits", () => {
    const long = hindi("iphone 16 pro max review in hindi", 2);
    expect(long.notes).toEqual(["आपका कीवर्ड हैंडल के लिए बहुत लंबा है, इसलिए ये यूज़रनेम इसके टॉपिक “iphone16promax” से बने हैं।"]);
    expect(long.names).toHaveLength(USERNAME_COUNT);
    const name = hindi("priyanka chaturvedi sharma verma", 2);
    expect(name.names).toEqual([]);
    expect(name.shortfall).toMatch(/^यहां यूज़रनेम ज़्यादा से ज़्यादा 24 कैरेक्टर के बनते हैं और आपके कीवर्ड में 29 हैं,/u);
    expectHindi(name.shortfall);
  });

  it("counts a short list in Hindi", () => {
    const word = "abcdefghijklmnopqrstuvw";
    expect(shortfallReason(word, 20, "hi")).toBeNull();
    expect(shortfallReason(word, 2, "hi")).toMatch(/^सिर्फ़ 2 सही यूज़रनेम बन पाए: यहां यूज़रनेम ज़्यादा से ज़्यादा 24 कैरेक्टर/u);
    expect(shortfallReason(word, 1, "hi")).toMatch(/^सिर्फ़ 1 सही यूज़रनेम बन पाया:/u);
    expect(shortfallReason(word, 0, "hi")).toMatch(/^कोई भी सही यूज़रनेम नहीं बन पाया:/u);
    expectHindi(shortfallReason(word, 0, "hi"));
  });

  it("words its results in Hindi", () => {
    const words = USERNAME_WORDS.hi;
    expect(words.ready(20)).toBe("20 यूज़रनेम तैयार हैं।");
    expect(words.ready(1)).toBe("1 यूज़रनेम तैयार है।");
    expect(words.copyLabel("priya.x")).toBe("यूज़रनेम priya.x कॉपी करें");
    expect(words.copied("priya.x")).toBe("@priya.x आपके क्लिपबोर्ड पर कॉपी हो गया।");
    for (const text of [words.submit, words.results, words.emptyMessage]) expectHindi(text);
  });
});
