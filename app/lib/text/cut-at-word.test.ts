import { describe, expect, it } from "vitest";
import { ELLIPSIS, cutAtWord } from "./cut-at-word";
import { codePointLength } from "./text";

/** What was kept before the "…", checked to be the text's own start. */
function kept(text: string, max: number): string {
  const cut = cutAtWord(text, max);
  expect(cut.endsWith(ELLIPSIS), cut).toBe(true);
  expect(codePointLength(cut), cut).toBeLessThanOrEqual(max);
  const start = cut.slice(0, -ELLIPSIS.length);
  expect(text.startsWith(start), cut).toBe(true);
  return start;
}

describe("cutAtWord", () => {
  it("leaves a text that fits alone, to the code point", () => {
    expect(cutAtWord("Short and sweet.", 160)).toBe("Short and sweet.");
    expect(cutAtWord("नमस्ते दोस्तों", 14)).toBe("नमस्ते दोस्तों");
    expect(cutAtWord("नमस्ते दोस्तों", 13)).toBe("नमस्ते…");
    expect(cutAtWord("🚀".repeat(5), 5)).toBe("🚀🚀🚀🚀🚀");
  });

  it("cuts English where a word ends, drops the punctuation before the cut and ends with …", () => {
    const text =
      "Post when your audience is online, write a hook that stops the scroll, and reply to comments quickly.";
    expect(cutAtWord(text, 40)).toBe("Post when your audience is online…");
    expect(cutAtWord(text, 38)).toBe("Post when your audience is online…");
    expect(cutAtWord(text, 33)).toBe("Post when your audience is…");
  });

  it("never ends on an English article or preposition when an earlier word end fits", () => {
    expect(cutAtWord("Plan your week of content in one sitting", 22)).toBe("Plan your week…");
    expect(cutAtWord("Grow with the algorithm", 18)).toBe("Grow…");
  });

  it("never leaves a Hindi word without its vowel sign: a matra at the limit goes with its word", () => {
    // "करते" is क र त + े: a cut by code points at 24 would keep "करत", the matra lost.
    const text = "हम बड़े चैनलों से मुकाबला करते हैं और सीखते हैं";
    const at = Array.from(text).indexOf("े", Array.from(text).indexOf("त", 20));
    expect(Array.from(text).slice(0, at).join("")).toMatch(/करत$/u);
    const start = kept(text, at + 1);
    expect(start).toBe("हम बड़े चैनलों से मुकाबला");
    expect(start).not.toMatch(/करत$/u);
  });

  it("does not end on a Hindi postposition or conjunction when it can end earlier", () => {
    expect(cutAtWord("अपनी रील के पहले तीन सेकंड में हुक रखें", 13)).toBe("अपनी रील…");
    expect(cutAtWord("अपनी रील के पहले तीन सेकंड में हुक रखें", 17)).toBe("अपनी रील के पहले…");
    expect(cutAtWord("कैप्शन और हैशटैग दोनों ज़रूरी हैं", 14)).toBe("कैप्शन…");
    expect(cutAtWord("थंबनेल की साइज़ 1280×720 रखें", 12)).toBe("थंबनेल…");
    // With nothing earlier to end on, the postposition stays: some start beats none.
    expect(cutAtWord("का मतलब यही है", 5)).toBe("का…");
  });

  it("drops a danda or comma before the cut", () => {
    expect(cutAtWord("रोज़ पोस्ट करें। हफ़्ते में एक लाइव करें।", 20)).toBe("रोज़ पोस्ट करें…");
  });

  it("cuts a word longer than the limit between grapheme clusters, never inside one", () => {
    // Each "कि" is one cluster of two code points: 11 code points would end on a bare क.
    expect(cutAtWord("कि".repeat(40), 12)).toBe(`${"कि".repeat(5)}…`);
    const coder = "👩🏽‍💻";
    expect(cutAtWord(`${"a".repeat(8)}${coder}${"b".repeat(20)}`, 11)).toBe(`${"a".repeat(8)}…`);
    expect(cutAtWord("x", 0)).toBe("");
  });

  it("keeps every cut of a long mixed text within the limit, whole words only", () => {
    const text =
      "Instagram पर ग्रोथ के लिए Reels सबसे तेज़ रास्ता हैं: हर रील के पहले तीन सेकंड में हुक रखें, ट्रेंडिंग ऑडियो चुनें और कैप्शन में सवाल पूछें। Post consistently, reply to comments and study your Insights every week.";
    // From 11 code points up, the first word ("Instagram") fits with its "…".
    for (let max = 11; max < codePointLength(text); max += 3) {
      const start = kept(text, max);
      const next = text.slice(start.length, start.length + 1);
      // The cut falls where a word ends: what follows is no letter or vowel sign of the same word.
      expect(next, `${max}: ${start}`).not.toMatch(/[\p{L}\p{M}\p{N}]/u);
    }
  });
});
