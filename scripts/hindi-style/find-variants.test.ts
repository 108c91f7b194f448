import { describe, expect, it } from "vitest";
import { findVariants } from "./find-variants";
import { kindOf, stringsOf } from "./hindi-texts";
import { checkFiles, formatReport } from "./report";
import { STYLE_RULES } from "./rules.data";

const find = (text: string, writing: "devanagari" | "hinglish" = "devanagari") =>
  findVariants(text, writing, STYLE_RULES).map(({ found, house }) => [found, house]);

describe("findVariants", () => {
  it("passes text written in the house style", () => {
    expect(
      find("हिंदी और इंग्लिश में कैप्शन लिखें। ज़्यादा फ़ॉलोअर्स के लिए रील vs कैरोसेल देखें... ईमेल 25 फ़रवरी 2026 तक, 10,00,000 व्यूज़।"),
    ).toEqual([]);
    expect(find("Happy birthday, bestie! Ingredients ready.", "hinglish")).toEqual([]);
  });

  it("finds each planted variant with its house form, in order", () => {
    expect(find("हिन्दी बनाम अंग्रेज़ी: ई-मेल में 461 / 500 कैरेक्टर.")).toEqual([
      ["हिन्दी", "हिंदी"],
      ["बनाम", "vs"],
      ["अंग्रेज़ी", "इंग्लिश"],
      ["ई-मेल", "ईमेल"],
      [".", "।"],
    ]);
  });

  it("finds a word's endings from its start, but not a longer word that only begins alike", () => {
    expect(find("10 हज़ार फॉलोअर्स और स्ट्रेटेजी")).toEqual([
      ["फॉलोअर्स", "फ़ॉलोअर्स"],
      ["स्ट्रेटेजी", "स्ट्रैटेजी"],
    ]);
    // एप is ruled out as a word; एपिसोड is another word.
    expect(find("नया एपिसोड")).toEqual([]);
    expect(find("नया एप")).toEqual([["एप", "ऐप"]]);
  });

  it("reads a nukta letter typed as one code point as its two", () => {
    // U+095B (ज़ in one code point), then ू री: the same word as ज़रूरी.
    expect(find("\u095Bरूरी")).toEqual([]);
    expect(find("जरूरी")).toEqual([["जरूरी", "ज़रूरी"]]);
  });

  it("rules out English months and western grouping in Devanagari text, not in Hinglish", () => {
    expect(find("Fluxnote (25 February 2026), 1,000,000 व्यूज़")).toEqual([
      ["February", "फ़रवरी"],
      ["1,000,000", "Indian grouping (10,00,000)"],
    ]);
    expect(find("source: Instagram, December 2025", "hinglish")).toEqual([]);
  });

  it("keeps an ellipsis and a Latin sentence's full stop", () => {
    expect(find("बन रहा है... Made in India.")).toEqual([]);
  });

  it("finds over-formal Hinglish whatever its case", () => {
    expect(find("Janamdin ki shubhkamnayein, bestie! Aasaan saamagri", "hinglish")).toEqual([
      ["Janamdin ki shubhkamnayein", "Happy birthday"],
      ["shubhkamnayein", "wishes"],
      ["saamagri", "Ingredients (or saman)"],
    ]);
  });

  it("gives each variant its line", () => {
    expect(findVariants("पहली लाइन\nदूसरी हिन्दी", "devanagari", STYLE_RULES)[0]?.line).toBe(2);
  });
});

describe("the check over files", () => {
  it("knows the site's Hindi files by their paths", () => {
    expect(kindOf("app/content/words/hi.ts")).toBe("words");
    expect(kindOf("app/tools/reel-maker/words/hi.names.ts")).toBe("words");
    expect(kindOf("app/tools/downloader/words/cobalt/hi.ts")).toBe("words");
    expect(kindOf("app/lib/calculator/words/hi-sources.ts")).toBe("words");
    expect(kindOf("app/tools/idea-generator/banks/hinglish/ideas/youtube.data.ts")).toBe("bank");
    expect(kindOf("app/tools/downloader/guide/instagram-dp-downloader/hi.md")).toBe("guide");
    expect(kindOf("app/content/blog/hi/viral-reels-secrets.md")).toBe("article");
    expect(kindOf("app/content/legal/privacy-policy.hi.tsx")).toBe("legal");
    expect(kindOf("app/content/words/en.ts")).toBeNull();
    expect(kindOf("app/lib/calculator/words/hi.test.ts")).toBeNull();
  });

  it("reads every string of a module, and a message's words from its source", () => {
    const module = { words: { title: "हिंदी", ready: (count: number) => `${count} हैशटैग तैयार हैं।` }, list: ["एक"] };
    const texts = stringsOf(module, "");
    expect(texts.map(({ where }) => where)).toEqual(["words.title", "words.ready", "list.0"]);
    expect(texts[1]?.text).toContain("हैशटैग तैयार हैं।");
  });

  it("fails on a file with a planted variant and names the file, the variant and the house form", () => {
    const planted = { title: "हिन्दी कैप्शन", ready: (count: number) => `${count} कैरेक्टर.` };
    const report = checkFiles(
      [{ file: "app/tools/x/words/hi.ts", kind: "words", writing: "devanagari", texts: stringsOf(planted, "words") }],
      STYLE_RULES,
    );
    expect(formatReport(report, 1)).toEqual([
      "app/tools/x/words/hi.ts words.title  “हिन्दी” → हिंदी  (anusvara)",
      "app/tools/x/words/hi.ts words.ready  “.” → ।  (full stop)",
      "Hindi style: 2 ruled-out forms in 1 of 1 files; docs/hindi-style.md says why.",
    ]);
  });

  it("passes clean files", () => {
    const clean = { title: "हिंदी कैप्शन", ready: (count: number) => `${count} कैरेक्टर।` };
    const report = checkFiles(
      [{ file: "app/tools/x/guide/hi.md", kind: "guide", writing: "devanagari", texts: stringsOf(clean, "") }],
      STYLE_RULES,
    );
    expect(report).toEqual([]);
    expect(formatReport(report, 1)).toEqual(["Hindi style: 1 files read, nothing the style sheet rules out."]);
  });

  it("lets the words written for search carry the platforms' names in Devanagari, and nothing else", () => {
    const names = {
      title: "इंस्टाग्राम बायो जनरेटर",
      search: { title: "इंस्टाग्राम बायो हिंदी में", description: "यूट्यूब और Instagram के लिए फ़्री।" },
    };
    const report = checkFiles(
      [
        {
          file: "app/tools/x/words/hi.names.ts",
          kind: "words",
          writing: "devanagari",
          texts: stringsOf(names, "names"),
        },
      ],
      STYLE_RULES,
    );
    expect(report.map(({ where, found }) => [where, found])).toEqual([["names.title", "इंस्टाग्राम"]]);
  });
});
