import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { FONT_STYLES } from "./stylish-name-generator.data";
import { filterStyles, scriptNote, styleGroups, styleText, stylesFor, stylesIn } from "./stylish-name-generator.logic";
import { STYLISH_WORDS } from "./words";

// The Hindi page: the same styles of Latin letters, every word around them in Hindi.
const HI = stylesIn(FONT_STYLES, "hi");
const words = STYLISH_WORDS.hi;
const FRAMES = FONT_STYLES.filter((style) => style.kind === "frame").length;

describe("the Hindi stylish name page", () => {
  it("names every style and family in Hindi, each name once", () => {
    expect(HI).toHaveLength(FONT_STYLES.length);
    for (const style of HI) expect(devanagariShare(style.name), style.name).toBe(1);
    expect(new Set(HI.map((style) => style.name)).size).toBe(FONT_STYLES.length);
    const groups = styleGroups(HI);
    expect(groups).toHaveLength(styleGroups(FONT_STYLES).length);
    for (const group of groups) expect(devanagariShare(group), group).toBe(1);
    expect(HI.map((style) => style.name).slice(0, 3)).toEqual(["कर्सिव", "बोल्ड कर्सिव", "डबल स्ट्रक"]);
  });

  it("keeps the English page's styles as they are", () => {
    expect(stylesIn(FONT_STYLES, "en")).toBe(FONT_STYLES);
  });

  it("styles text exactly as the English page does", () => {
    for (const [index, style] of HI.entries()) {
      const english = FONT_STYLES[index];
      if (english === undefined) throw new Error("missing style");
      expect(styleText("Aapka Naam", style)).toBe(styleText("Aapka Naam", english));
    }
  });

  it("finds a style by its Hindi name or family, and by its English one", () => {
    expect(filterStyles(HI, "बोल्ड").map((style) => style.name)).toEqual([
      "बोल्ड कर्सिव",
      "बोल्ड",
      "बोल्ड इटैलिक",
      "सैंस बोल्ड",
      "सैंस बोल्ड इटैलिक",
      "बोल्ड ओल्ड इंग्लिश",
    ]);
    expect(filterStyles(HI, "bold")).toEqual(filterStyles(HI, "बोल्ड"));
    expect(filterStyles(HI, "फ़्रेम")).toHaveLength(FRAMES);
    expect(filterStyles(HI, "Frames")).toHaveLength(FRAMES);
    expect(filterStyles(HI, "सैंस इटैलिक").map((style) => style.name)).toEqual(["सैंस इटैलिक", "सैंस बोल्ड इटैलिक"]);
  });

  it("says in Hindi that only English letters change, and offers Devanagari the frames", () => {
    const offered = stylesFor(HI, "प्रिया");
    expect(offered).toHaveLength(FRAMES);
    expect(scriptNote("प्रिया", offered.length, true, "hi")).toBe(
      `ये स्टाइल सिर्फ़ इंग्लिश अक्षर (A–Z) बदलते हैं, इसलिए देवनागरी जैसा लिखा है वैसा रहता है। यहां दिख रहे हैं: ${FRAMES} फ़्रेम, जो हर लिपि के साथ चलते हैं।`,
    );
    expect(scriptNote("Riya दिल्ली", FONT_STYLES.length, false, "hi")).toBe(
      "ये स्टाइल सिर्फ़ इंग्लिश अक्षर (A–Z) बदलते हैं: इंग्लिश वाला हिस्सा बदलता है, देवनागरी जैसा लिखा है वैसा रहता है।",
    );
    expect(scriptNote("Здравствуйте", 5, false, "hi")).toMatch(
      /दूसरी लिपियों का टेक्स्ट .*वे 5 स्टाइल जो इसमें अब भी कुछ बदलते हैं।$/u,
    );
    expect(scriptNote("Priya", 43, false, "hi")).toBeNull();
    // Devanagari is never garbled: each frame keeps the word whole.
    for (const style of offered) expect(styleText("प्रिया", style)).toContain("प्रिया");
  });

  it("words its statuses, buttons and messages in Hindi", () => {
    expect(words.ready(43)).toBe("43 स्टाइल तैयार हैं।");
    expect(words.change(13, 43)).toBe("43 में से 13 स्टाइल इस टेक्स्ट को बदलते हैं।");
    expect(words.match(6, 43, "बोल्ड")).toBe("43 में से 6 स्टाइल “बोल्ड” से मिलते हैं।");
    expect(words.copyLabel("कर्सिव")).toBe("कर्सिव टेक्स्ट कॉपी करें");
    for (const text of [
      words.text,
      words.textHint,
      words.style,
      words.stylePlaceholder,
      words.styleHint,
      words.families,
      words.searchNote,
      words.useLatin("Priya"),
      words.writeLatin,
      words.empty(43),
      words.noneForText("स्क्रिप्ट", true),
      words.noMatch("xyz"),
      words.showAll(43),
      words.showForText(13),
      words.title(43),
      words.titleMatching("बोल्ड"),
      words.copied("कर्सिव"),
    ]) {
      expect(devanagariShare(text), text).toBeGreaterThan(0.8);
    }
  });
});
