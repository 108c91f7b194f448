import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { devanagariSpelling } from "./devanagari-spelling";
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
