import { describe, expect, it } from "vitest";
import { roughSegments } from "./graphemes";
import { FONT_STYLES } from "./stylish-name-generator.data";
import { pick, randomInt, seededRng } from "~/lib/text/random";
import {
  type FontStyle,
  changesText,
  filterStyles,
  scriptMix,
  scriptNote,
  styleGroups,
  styleText,
  stylesFor,
  stylise,
  toStylableLatin,
} from "./stylish-name-generator.logic";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const graphemes = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

function style(name: string): FontStyle {
  const found = FONT_STYLES.find((s) => s.name === name);
  if (!found) throw new Error(name);
  return found;
}

const names = (styles: readonly FontStyle[]) => styles.map((s) => s.name);
const notFrames = FONT_STYLES.filter((s) => s.kind !== "frame");

// The specification's eight, alphabets written out in full so each letter is checked on its own.
const SPEC: Record<string, { upper: string; lower: string; digits: string }> = {
  Cursive: {
    upper: "𝒜ℬ𝒞𝒟ℰℱ𝒢ℋℐ𝒥𝒦ℒℳ𝒩𝒪𝒫𝒬ℛ𝒮𝒯𝒰𝒱𝒲𝒳𝒴𝒵",
    lower: "𝒶𝒷𝒸𝒹ℯ𝒻ℊ𝒽𝒾𝒿𝓀𝓁𝓂𝓃ℴ𝓅𝓆𝓇𝓈𝓉𝓊𝓋𝓌𝓍𝓎𝓏",
    digits: DIGITS,
  },
  "Bold Cursive": {
    upper: "𝓐𝓑𝓒𝓓𝓔𝓕𝓖𝓗𝓘𝓙𝓚𝓛𝓜𝓝𝓞𝓟𝓠𝓡𝓢𝓣𝓤𝓥𝓦𝓧𝓨𝓩",
    lower: "𝓪𝓫𝓬𝓭𝓮𝓯𝓰𝓱𝓲𝓳𝓴𝓵𝓶𝓷𝓸𝓹𝓺𝓻𝓼𝓽𝓾𝓿𝔀𝔁𝔂𝔃",
    digits: DIGITS,
  },
  "Double Struck": {
    upper: "𝔸𝔹ℂ𝔻𝔼𝔽𝔾ℍ𝕀𝕁𝕂𝕃𝕄ℕ𝕆ℙℚℝ𝕊𝕋𝕌𝕍𝕎𝕏𝕐ℤ",
    lower: "𝕒𝕓𝕔𝕕𝕖𝕗𝕘𝕙𝕚𝕛𝕜𝕝𝕞𝕟𝕠𝕡𝕢𝕣𝕤𝕥𝕦𝕧𝕨𝕩𝕪𝕫",
    digits: "𝟘𝟙𝟚𝟛𝟜𝟝𝟞𝟟𝟠𝟡",
  },
  "Old English": {
    upper: "𝔄𝔅ℭ𝔇𝔈𝔉𝔊ℌℑ𝔍𝔎𝔏𝔐𝔑𝔒𝔓𝔔ℜ𝔖𝔗𝔘𝔙𝔚𝔛𝔜ℨ",
    lower: "𝔞𝔟𝔠𝔡𝔢𝔣𝔤𝔥𝔦𝔧𝔨𝔩𝔪𝔫𝔬𝔭𝔮𝔯𝔰𝔱𝔲𝔳𝔴𝔵𝔶𝔷",
    digits: DIGITS,
  },
  Monospace: {
    upper: "𝙰𝙱𝙲𝙳𝙴𝙵𝙶𝙷𝙸𝙹𝙺𝙻𝙼𝙽𝙾𝙿𝚀𝚁𝚂𝚃𝚄𝚅𝚆𝚇𝚈𝚉",
    lower: "𝚊𝚋𝚌𝚍𝚎𝚏𝚐𝚑𝚒𝚓𝚔𝚕𝚖𝚗𝚘𝚙𝚚𝚛𝚜𝚝𝚞𝚟𝚠𝚡𝚢𝚣",
    digits: "𝟶𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾𝟿",
  },
  "Luni Bubbles": {
    upper: "ⒶⒷⒸⒹⒺⒻⒼⒽⒾⒿⓀⓁⓂⓃⓄⓅⓆⓇⓈⓉⓊⓋⓌⓍⓎⓏ",
    lower: "ⓐⓑⓒⓓⓔⓕⓖⓗⓘⓙⓚⓛⓜⓝⓞⓟⓠⓡⓢⓣⓤⓥⓦⓧⓨⓩ",
    digits: "⓪①②③④⑤⑥⑦⑧⑨",
  },
  "Inverted Squares": {
    upper: "🅰🅱🅲🅳🅴🅵🅶🅷🅸🅹🅺🅻🅼🅽🅾🅿🆀🆁🆂🆃🆄🆅🆆🆇🆈🆉",
    lower: "🅰🅱🅲🅳🅴🅵🅶🅷🅸🅹🅺🅻🅼🅽🅾🅿🆀🆁🆂🆃🆄🆅🆆🆇🆈🆉",
    digits: DIGITS,
  },
  Wide: {
    upper: "ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ",
    lower: "ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ",
    digits: "０１２３４５６７８９",
  },
};

describe("the style list", () => {
  it("starts with the specification's 8 styles, in order, and has at least 40", () => {
    expect(names(FONT_STYLES).slice(0, 8)).toEqual(Object.keys(SPEC));
    expect(FONT_STYLES.length).toBeGreaterThanOrEqual(40);
  });

  it("has unique, short names, and every style a group", () => {
    expect(new Set(names(FONT_STYLES)).size).toBe(FONT_STYLES.length);
    for (const s of FONT_STYLES) {
      expect(s.name.length, s.name).toBeLessThanOrEqual(18);
      expect(s.group, s.name).toBeTruthy();
    }
  });

  it("never produces an unassigned code point, whatever the style", () => {
    for (const s of FONT_STYLES) {
      for (const char of stylise(`${ASCII}¿¡`, s)) {
        expect(/\p{Cn}/u.test(char), `${s.name}: U+${char.codePointAt(0)?.toString(16)}`).toBe(false);
      }
    }
  });
});

describe("the specification's eight", () => {
  for (const [name, alphabet] of Object.entries(SPEC)) {
    it(`${name} maps every letter, and every digit where Unicode has a form`, () => {
      expect(stylise(UPPER, style(name))).toBe(alphabet.upper);
      expect(stylise(LOWER, style(name))).toBe(alphabet.lower);
      expect(stylise(DIGITS, style(name))).toBe(alphabet.digits);
    });
  }

  it("leaves spaces, punctuation, emoji, other scripts and markup unchanged", () => {
    const cursive = style("Cursive");
    expect(stylise("Hi, Priya! 🔥 नमस्ते", cursive)).toBe("ℋ𝒾, 𝒫𝓇𝒾𝓎𝒶! 🔥 नमस्ते");
    expect(stylise("<b>", style("Wide"))).toBe("<ｂ>");
    expect(stylise("", cursive)).toBe("");
  });
});

describe("letters that live outside their block", () => {
  it("uses Letterlike Symbols for the reserved holes", () => {
    expect(stylise("h", style("Italic"))).toBe("\u210e");
    expect(stylise("Bego", style("Cursive"))).toBe("\u212c\u212f\u210a\u2134");
    expect(stylise("CZ", style("Double Struck"))).toBe("\u2102\u2124");
    expect(stylise("CHIRZ", style("Old English"))).toBe("\u212d\u210c\u2111\u211c\u2128");
  });

  it("keeps a digit plain where Unicode has no form of it", () => {
    expect(stylise("0", style("Parenthesized"))).toBe("0");
    expect(stylise("1", style("Parenthesized"))).toBe("\u2474");
    expect(stylise("7", style("Italic"))).toBe("7");
    expect(stylise("x", style("Small Caps"))).toBe("x");
    expect(stylise("SqX", style("Superscript"))).toBe("SqX");
    expect(stylise("Bb", style("Subscript"))).toBe("Bb");
  });
});

describe("combining-mark styles", () => {
  const marks = FONT_STYLES.filter((s) => s.kind === "mark");

  it("marks each character once, and not the spaces between words", () => {
    expect(stylise("ab c", style("Strikethrough"))).toBe("a\u0336b\u0336 c\u0336");
    expect(stylise("Hi!", style("Underline"))).toBe("H\u0332i\u0332!\u0332");
    expect(stylise(" \t\n", style("Double Underline"))).toBe(" \t\n");
    expect(stylise("a b", style("Slash Through"))).toBe("a\u0338 b\u0338");
  });

  it("puts the mark after an existing accent, so the accent stays on its letter", () => {
    expect(stylise("e\u0301", style("Strikethrough"))).toBe("e\u0301\u0336");
    expect(stylise("\u00e9", style("Strikethrough"))).toBe("\u00e9\u0336");
    expect(stylise("नमस्ते", style("Underline"))).toBe("न\u0332म\u0332स्ते\u0332");
  });

  it("adds exactly one mark per visible character and never a new character", () => {
    const text = "Café e\u0301 नमस्ते ★ ❤ 42 #tag";
    for (const s of marks) {
      const out = stylise(text, s);
      const mark = String.fromCodePoint(s.mark);
      expect(graphemes(out), s.name).toHaveLength(graphemes(text).length);
      expect(out.split(mark).join(""), s.name).toBe(text);
      expect(out.split(mark).length - 1, s.name).toBe(graphemes(text).filter((g) => g.trim() !== "").length);
    }
  });
});

describe("emoji", () => {
  const EMOJI = ["👩🏽‍💻", "🇮🇳", "1️⃣", "#️⃣", "❤️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "👍🏾", "🔥"];

  it("come out whole in every style, wherever they sit", () => {
    for (const s of FONT_STYLES) {
      for (const emoji of EMOJI) {
        for (const text of [emoji, `a${emoji}b`, `${emoji} ${emoji}`, `Priya ${emoji}!`]) {
          const out = stylise(text, s);
          expect(graphemes(out).filter((g) => g === emoji).length, `${s.name} ${text}`).toBe(
            graphemes(text).filter((g) => g === emoji).length,
          );
        }
      }
    }
  });

  it("keep every other style's text the same length in user-perceived characters", () => {
    const text = "Hi 👩🏽‍💻 e\u0301 1️⃣ नमस्ते 🇮🇳!";
    for (const s of notFrames) expect(graphemes(stylise(text, s)), s.name).toHaveLength(graphemes(text).length);
  });

  it("leave a plain text heart or star to be styled like any symbol", () => {
    expect(stylise("❤", style("Strikethrough"))).toBe("❤\u0336");
    expect(stylise("❤\ufe0f", style("Strikethrough"))).toBe("❤\ufe0f");
  });
});

describe("flipped styles", () => {
  it("turns text upside down, last character first", () => {
    expect(stylise("Hello, World!", style("Upside Down"))).toBe("¡plɹoM 'ollǝH");
    expect(stylise("Priya 07", style("Upside Down"))).toBe("ㄥ0 ɐʎᴉɹԀ");
    expect(stylise("(ok)", style("Upside Down"))).toBe("(ʞo)");
  });

  it("mirrors text, last character first", () => {
    expect(stylise("Brand", style("Mirrored"))).toBe("bnɒɿᗺ");
    expect(stylise("(a)", style("Mirrored"))).toBe("(ɒ)");
  });

  it("reverses by character, keeping accents, emoji and conjuncts intact", () => {
    expect(stylise("e\u0301x👍🏾", style("Upside Down"))).toBe("👍🏾xǝ\u0301");
    expect(stylise("नमस्ते", style("Mirrored"))).toBe("स्तेमन");
  });

  it("turned twice gives back the letters that have a turned pair", () => {
    const pairs = "bdpqnuMW69()[]{}<>";
    const upside = style("Upside Down");
    expect(stylise(stylise(pairs, upside), upside)).toBe(pairs);
  });
});

describe("frames", () => {
  it("frames the trimmed text, and nothing when there is no text", () => {
    expect(stylise("  Priya  ", style("Star Wave"))).toBe("★彡 Priya 彡★");
    expect(stylise("Priya", style("Wings"))).toBe("꧁Priya꧂");
    expect(stylise("Priya", style("Curls"))).toBe("⊱ Priya ⊰");
    expect(stylise(" \n ", style("Royal"))).toBe("");
  });
});

describe("speed", () => {
  it("styles 10,000 characters in every style quickly", () => {
    const text = "Priya 👩🏽‍💻 नमस्ते é! ".repeat(500).slice(0, 10_000);
    const started = performance.now();
    for (const s of FONT_STYLES) stylise(text, s);
    // Generous for a shared machine; it takes a few tens of milliseconds on its own.
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("keeps 10,000 letters as 10,000 characters", () => {
    for (const s of notFrames)
      expect(Array.from(stylise("a".repeat(10_000), s)).length, s.name).toBeGreaterThanOrEqual(10_000);
    expect(Array.from(stylise("a".repeat(10_000), style("Monospace")))).toHaveLength(10_000);
  });
});

describe("text the styles cannot change", () => {
  const frames = FONT_STYLES.filter((s) => s.kind === "frame");
  const devanagariOf = (text: string) => Array.from(text.matchAll(/[\p{Script=Devanagari}]+/gu), (m) => m[0]);

  it("offers only the frames for Devanagari alone, each of them changing it", () => {
    for (const text of ["खाना", "प्रिया शर्मा", "नमस्ते।", "  दिल्ली  ", "२०२५", "खाना 🔥"]) {
      const offered = stylesFor(FONT_STYLES, text);
      expect(names(offered), text).toEqual(names(frames));
      for (const s of offered) expect(styleText(text, s), `${s.name} ${text}`).not.toBe(text);
    }
    expect(styleText("खाना", style("Wings"))).toBe("꧁खाना꧂");
  });

  it("offers every style for English text, and says nothing about scripts", () => {
    for (const text of ["Your Text Here", "Priya", "Riya 07", "Café éclair", "gym", "bgmi", "cricket", "education"]) {
      expect(stylesFor(FONT_STYLES, text), text).toHaveLength(FONT_STYLES.length);
      expect(scriptNote(text, FONT_STYLES.length, false), text).toBeNull();
    }
  });

  it("leaves out a style that would only hand the text back, or only reorder it", () => {
    expect(changesText("lol", style("Upside Down"))).toBe(false);
    expect(changesText("oo", style("Mirrored"))).toBe(false);
    // Mirror writing reverses: "gym" becomes "myg", a change even with no mirrored letter.
    expect(changesText("gym", style("Mirrored"))).toBe(true);
    expect(changesText("by", style("Subscript"))).toBe(false);
    expect(changesText("खाना प्रिया", style("Upside Down"))).toBe(false);
    expect(changesText("🔥🔥", style("Strikethrough"))).toBe(false);
    expect(names(stylesFor(FONT_STYLES, "🔥🔥"))).toEqual(names(frames));
    expect(changesText("2024", style("Double Struck"))).toBe(true);
    expect(changesText("2024", style("Cursive"))).toBe(false);
  });

  it("changes the English part of mixed text and keeps the Devanagari exactly as typed", () => {
    const text = "नमस्ते India 🇮🇳";
    expect(stylesFor(FONT_STYLES, text)).toHaveLength(FONT_STYLES.length);
    expect(styleText(text, style("Cursive"))).toBe("नमस्ते ℐ𝓃𝒹𝒾𝒶 🇮🇳");
    expect(styleText(text, style("Strikethrough"))).toBe("नमस्ते I\u0336n\u0336d\u0336i\u0336a\u0336 🇮🇳");
    expect(styleText(text, style("Upside Down"))).toBe("🇮🇳 ɐᴉpuI नमस्ते");
    expect(styleText("Riya दिल्ली", style("Mirrored"))).toBe("दिल्ली ɒyiЯ");
    expect(styleText(text, style("Sparkles"))).toBe("✧ नमस्ते India 🇮🇳 ✧");
  });

  it("writes the note the screen shows, by what the text holds", () => {
    expect(scriptMix("Priya")).toBe("latin");
    expect(scriptMix("Riya दिल्ली")).toBe("mixed");
    expect(scriptMix("खाना")).toBe("other");
    expect(scriptNote("खाना", 13, true)).toBe(
      "These styles change English letters (A–Z) only, so Devanagari stays as typed. Shown here: the 13 frames, which work with any script.",
    );
    expect(scriptNote("खाना 7", 31, false)).toBe(
      "These styles change English letters (A–Z) only, so Devanagari stays as typed. Shown here: the 31 styles that still change something in it.",
    );
    expect(scriptNote("Riya दिल्ली", 43, false)).toBe(
      "These styles change English letters (A–Z) only: the English part changes, the Devanagari stays as typed.",
    );
    expect(scriptNote("வணக்கம்", 13, true)).toBe(
      "These styles change English letters (A–Z) only, so text in other scripts stays as typed. Shown here: the 13 frames, which work with any script.",
    );
  });

  it("writes Devanagari in English letters, capitalised like a name, for the styles to change", () => {
    expect(toStylableLatin("खाना")).toBe("Khana");
    expect(toStylableLatin("प्रिया शर्मा")).toBe("Priya Sharma");
    expect(toStylableLatin("Riya दिल्ली ✨")).toBe("Riya Dilli ✨");
    expect(stylesFor(FONT_STYLES, toStylableLatin("खाना"))).toHaveLength(FONT_STYLES.length);
  });

  it("never offers a style that hands back the text unchanged, and keeps every Devanagari word, over many mixes", () => {
    const pieces = [
      "खाना",
      "प्रिया",
      "दिल्ली",
      "नमस्ते",
      "।",
      "२५",
      "Riya",
      "ok",
      "7",
      "lol",
      "🔥",
      "🇮🇳",
      " ",
      "  ",
      "!",
      "é",
    ];
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const text = Array.from({ length: 1 + randomInt(6, rng) }, () => pick(pieces, rng)).join("");
      // Blank text shows a hint on the screen, not styles.
      if (text.trim() === "") continue;
      const offered = stylesFor(FONT_STYLES, text);
      for (const s of FONT_STYLES) {
        const out = styleText(text, s);
        if (offered.includes(s)) expect(out, `${s.name} ${JSON.stringify(text)}`).not.toBe(text);
        // A style left out has nothing to change: at most it would reorder the same characters.
        else expect([...out].sort().join(""), `${s.name} ${JSON.stringify(text)}`).toBe([...text].sort().join(""));
        // Devanagari words come out whole and in their order (a flipped line reverses the words).
        const words = devanagariOf(text);
        const expected = s.kind === "table" && s.reverse ? [...words].reverse() : words;
        expect(devanagariOf(out).join(" "), `${s.name} ${JSON.stringify(text)}`).toBe(expected.join(" "));
      }
      const onlyDevanagari = text.replace(/[\p{Script=Devanagari}\s]|🔥|🇮🇳/gu, "") === "";
      if (onlyDevanagari) expect(names(offered), text).toEqual(names(frames));
    }
  });
});

describe("filterStyles", () => {
  it("returns every style for an empty or blank query", () => {
    expect(filterStyles(FONT_STYLES, "")).toEqual(FONT_STYLES);
    expect(filterStyles(FONT_STYLES, "   ")).toEqual(FONT_STYLES);
  });

  it("matches names without regard to case, keeping the list's order", () => {
    expect(names(filterStyles(FONT_STYLES, "BOLD"))).toEqual([
      "Bold Cursive",
      "Bold",
      "Bold Italic",
      "Sans Bold",
      "Sans Bold Italic",
      "Bold Old English",
    ]);
    expect(names(filterStyles(FONT_STYLES, "italic sans"))).toEqual(["Sans Italic", "Sans Bold Italic"]);
  });

  it("matches groups", () => {
    expect(names(filterStyles(FONT_STYLES, "circle"))).toEqual(["Luni Bubbles", "Circled Black"]);
    expect(names(filterStyles(FONT_STYLES, "lines"))).toEqual([
      "Strikethrough",
      "Underline",
      "Double Underline",
      "Slash Through",
      "Overline",
      "Wavy Underline",
    ]);
    expect(filterStyles(FONT_STYLES, "frames").length).toBeGreaterThanOrEqual(10);
  });

  it("finds nothing for a word no style has", () => {
    expect(filterStyles(FONT_STYLES, "zebra")).toEqual([]);
    expect(filterStyles(FONT_STYLES, "bold zebra")).toEqual([]);
  });
});

describe("styleGroups", () => {
  it("lists each group once, in first-appearance order", () => {
    const groups = styleGroups(FONT_STYLES);
    expect(groups[0]).toBe("Script");
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups).toEqual(expect.arrayContaining(["Serif", "Sans", "Lines", "Tiny", "Flipped", "Frames"]));
  });
});

describe("segmenting without Intl.Segmenter", () => {
  it("keeps accents, emoji sequences, keycaps and flags together", () => {
    expect(roughSegments("e\u0301👩🏽‍💻1️⃣a🇮🇳🇮🇳")).toEqual(["e\u0301", "👩🏽‍💻", "1️⃣", "a", "🇮🇳", "🇮🇳"]);
    expect(roughSegments("")).toEqual([]);
  });
});
