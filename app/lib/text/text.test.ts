import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import {
  codePointLength,
  collapseWhitespace,
  graphemeBoundaryAtOrBefore,
  hashtagSafe,
  sliceCodePoints,
  stripWhitespace,
  unique,
  utf8ByteLength,
} from "./text";

describe("text helpers", () => {
  itGives(codePointLength, {
    "counts code points, so emoji and math letters count once": [
      ["abc", 3],
      ["🔥", 1],
      ["𝒜𝒷", 2],
      ["", 0],
    ],
  });
  it("strips every kind of whitespace, including non-breaking and zero-width", () => {
    expect(stripWhitespace(" a\tb\nc\u00a0d\u200be\u3000f ")).toBe("abcdef");
  });

  itGives(hashtagSafe, {
    "keeps only what a hashtag may hold": [
      ["#Street-Food!", "StreetFood"],
      ["हिंदी_गाने 2025", "हिंदी_गाने2025"],
      ["🔥🎉", ""],
      ["<img src=x>", "imgsrcx"],
    ],
  });
  it("de-duplicates in first-seen order", () => {
    expect(unique(["b", "a", "b", "c", "a"])).toEqual(["b", "a", "c"]);
  });

  itGives(utf8ByteLength, {
    "measures UTF-8 bytes": [
      ["abc", 3],
      ["₹", 3],
      ["🔥", 4],
    ],
  });
});

describe("collapseWhitespace", () => {
  it("turns runs of any whitespace into one space and trims", () => {
    expect(collapseWhitespace("  street \u200b\t FOOD\n ")).toBe("street FOOD");
    expect(collapseWhitespace(" \u00a0 ")).toBe("");
  });

  it("slices by code points without splitting an emoji sequence or a conjunct", () => {
    expect(sliceCodePoints("chai", 2)).toBe("ch");
    expect(sliceCodePoints("chai", 10)).toBe("chai");
    expect(sliceCodePoints("🔥🔥🔥", 2)).toBe("🔥🔥");
    // The family is five code points; a cut inside it falls back to before it.
    expect(sliceCodePoints("ab👨‍👩‍👧", 4)).toBe("ab");
    // न म स ् त े: a cut after the virama would split the conjunct स्त.
    expect(sliceCodePoints("नमस्ते", 4)).toBe("नम");
    expect(graphemeBoundaryAtOrBefore("ab", 1)).toBe(1);
    expect(sliceCodePoints("", 5)).toBe("");
  });
});
