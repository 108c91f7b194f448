import { describe, expect, it } from "vitest";
import { FONT_STYLES } from "./stylish-name-generator.data";
import { stylise } from "./stylish-name-generator.logic";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";

function style(name: string) {
  const found = FONT_STYLES.find((s) => s.name === name);
  if (!found) throw new Error(name);
  return found;
}

// Expected alphabets written out in full, so each letter of each style is checked on its own.
const expected: Record<string, { upper: string; lower: string; digits: string }> = {
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

describe("font styles", () => {
  it("has the 8 styles of the specification, in order", () => {
    expect(FONT_STYLES.map((s) => s.name)).toEqual(Object.keys(expected));
  });

  for (const [name, alphabet] of Object.entries(expected)) {
    describe(name, () => {
      it("maps every capital letter", () => {
        for (const [i, letter] of [...UPPER].entries()) {
          expect(stylise(letter, style(name)), letter).toBe([...alphabet.upper][i]);
        }
      });
      it("maps every small letter", () => {
        for (const [i, letter] of [...LOWER].entries()) {
          expect(stylise(letter, style(name)), letter).toBe([...alphabet.lower][i]);
        }
      });
      it("maps every digit where Unicode has a form, else keeps it", () => {
        for (const [i, digit] of [...DIGITS].entries()) {
          expect(stylise(digit, style(name)), digit).toBe([...alphabet.digits][i]);
        }
      });
      it("never produces an unassigned code point", () => {
        for (const char of stylise(UPPER + LOWER + DIGITS, style(name))) {
          expect(/\p{Cn}/u.test(char), `U+${char.codePointAt(0)?.toString(16)}`).toBe(false);
        }
      });
    });
  }

  it("leaves spaces, punctuation, emoji, other scripts and markup unchanged", () => {
    const cursive = style("Cursive");
    expect(stylise("Hi, Priya! 🔥 नमस्ते", cursive)).toBe("ℋ𝒾, 𝒫𝓇𝒾𝓎𝒶! 🔥 नमस्ते");
    expect(stylise("<b>", style("Wide"))).toBe("<ｂ>");
    expect(stylise("", cursive)).toBe("");
  });

  it("handles 10,000 characters", () => {
    const out = stylise("a".repeat(10_000), style("Monospace"));
    expect([...out]).toHaveLength(10_000);
  });
});
