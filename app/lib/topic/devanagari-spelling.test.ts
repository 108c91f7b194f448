import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { devanagariSpelling, latinOf } from "./devanagari-spelling";
import { DEVANAGARI_SPELLINGS } from "./devanagari-spellings.data";

// A tag keeps letters, digits and spaces only (as the tag generator cleans them).
const CLEAN = /^[\p{L}\p{M}\p{N} ]+$/u;

describe("Devanagari spellings", () => {
  it("key lower-case Latin words and phrases to clean Devanagari tags", () => {
    for (const [latin, devanagari] of Object.entries(DEVANAGARI_SPELLINGS)) {
      expect(latin, latin).toMatch(/^[a-z]+(?: [a-z]+)*$/u);
      expect(devanagariShare(devanagari), latin).toBe(1);
      expect(devanagari, latin).toMatch(CLEAN);
    }
  });
});

describe("devanagariSpelling", () => {
  it("spells a listed phrase whole, else word by word with digits kept, and nothing letter by letter", () => {
    expect(devanagariSpelling("street food")).toBe("स्ट्रीट फ़ूड");
    expect(devanagariSpelling("")).toBeNull();
    expect(devanagariSpelling("12")).toBeNull();
    expect(devanagariSpelling("zzqx")).toBeNull();
  });
});

describe("latinOf", () => {
  it("types a listed word or phrase as people do, not letter by letter", () => {
    expect(latinOf("दिवाली")).toBe("diwali");
    expect(latinOf("करवा चौथ")).toBe("karwa chauth");
    expect(latinOf("ताजमहल")).toBe("taj mahal");
    // Dots a writer may leave out do not change the word.
    expect(latinOf("मोमोज")).toBe("momos");
    expect(latinOf("मोमोज़")).toBe("momos");
  });

  it("keeps a borrowed English word's English spelling and reads initials by their names", () => {
    expect(latinOf("कॉफ़ी")).toBe("coffee");
    expect(latinOf("केक")).toBe("cake");
    expect(latinOf("आईपीएल")).toBe("ipl");
    expect(latinOf("यूपीएससी")).toBe("upsc");
  });

  it("never puts an English translation for a Hindi word: a Hinglish writer types the Hindi", () => {
    expect(latinOf("बिल्ली")).toBe("billi");
    expect(latinOf("कुत्ता")).toBe("kutta");
    expect(latinOf("मंदिर")).toBe("mandir");
    expect(latinOf("मछली")).not.toBe("fish");
  });

  it("spells word by word inside a phrase and leaves Latin as it is", () => {
    expect(latinOf("दिवाली पूजा vlog")).toBe("diwali puja vlog");
    expect(latinOf("xyzzy")).toBe("xyzzy");
  });
});
