import { describe, expect, it } from "vitest";
import { pick, randomInt, seededRng } from "~/lib/text/random";
import { ELLIPSIS, type TitleLines, layOutTitle, shownTitle, titleNote } from "./title-lines";

// One unit per character, like a monospace font.
const segmenter = new Intl.Segmenter();
const mono = (text: string) => Array.from(segmenter.segment(text)).length;
// A proportional font in miniature: narrow i, l and spaces, wide m and w, the ellipsis one unit.
const WIDTHS: Readonly<Record<string, number>> = { i: 0.5, l: 0.5, " ": 0.5, m: 1.5, w: 1.5 };
const proportional = (text: string) => Array.from(text).reduce((sum, c) => sum + (WIDTHS[c] ?? 1), 0);

const texts = (layout: TitleLines) => layout.lines.map((line) => line.text);

describe("layOutTitle", () => {
  it("keeps a title that fits on one line whole", () => {
    expect(layOutTitle("Chai in Jaipur", 20, mono)).toEqual({
      lines: [{ text: "Chai in Jaipur", continues: false }],
      cut: false,
      shown: 14,
      total: 14,
    });
    expect(layOutTitle("", 20, mono)).toEqual({ lines: [], cut: false, shown: 0, total: 0 });
  });

  it("wraps whole words, as many as fit on each line", () => {
    const layout = layOutTitle("I tried every street food stall", 20, mono);
    expect(texts(layout)).toEqual(["I tried every street", "food stall"]);
    expect(layout.cut).toBe(false);
    expect(titleNote(layout)).toBe("The whole title fits here, on two lines.");
  });

  it("cuts after the last line with an ellipsis and counts what is on show", () => {
    const title = "I tried every street food stall in Old Delhi for one whole day";
    const layout = layOutTitle(title, 20, mono);
    expect(texts(layout)).toEqual(["I tried every street", "food stall in Old…"]);
    expect(shownTitle(layout)).toBe("I tried every street food stall in Old…");
    expect(layout).toMatchObject({ cut: true, shown: 38, total: 62 });
    expect(titleNote(layout)).toBe("Only the first 38 of 62 characters fit here, on two lines, then “…”.");
    expect(texts(layOutTitle(title, 20, mono, 3))).toEqual([
      "I tried every street",
      "food stall in Old",
      "Delhi for one whole…",
    ]);
  });

  it("makes room for the ellipsis on a full last line", () => {
    const layout = layOutTitle("aaaa bbbb cccc dddd", 4, mono);
    expect(texts(layout)).toEqual(["aaaa", "bbb…"]);
    expect(layout.shown).toBe(8);
  });

  it("fits more narrow letters than wide ones on a line of the same width", () => {
    // cspell:ignore illil lilli mwmwm wmwmw
    const narrow = layOutTitle("illil lilli illil lilli illil", 9, proportional);
    const wide = layOutTitle("mwmwm wmwmw mwmwm wmwmw mwmwm", 9, proportional);
    expect(narrow.cut).toBe(false);
    expect(texts(narrow)).toEqual(["illil lilli illil", "lilli illil"]);
    expect(wide.cut).toBe(true);
    expect(texts(wide)).toEqual(["mwmwm", "wmwmw…"]);
    expect(narrow.shown).toBeGreaterThan(wide.shown);
  });

  it("breaks a word wider than a line inside it, with no space where it breaks", () => {
    const long = layOutTitle("a".repeat(50), 20, mono);
    expect(texts(long)).toEqual(["a".repeat(20), `${"a".repeat(19)}${ELLIPSIS}`]);
    expect(long.lines[1]?.continues).toBe(true);
    expect(shownTitle(long)).toBe(`${"a".repeat(39)}${ELLIPSIS}`);
    expect(long.shown).toBe(39);

    const after = layOutTitle(`go ${"b".repeat(30)}`, 20, mono);
    expect(texts(after)).toEqual(["go", `${"b".repeat(19)}${ELLIPSIS}`]);
    const fits = layOutTitle(`${"c".repeat(25)} end`, 20, mono);
    expect(texts(fits)).toEqual(["c".repeat(20), "ccccc end"]);
    expect(shownTitle(fits)).toBe(`${"c".repeat(25)} end`);
  });

  it("never splits an emoji or a letter from its marks, and counts each as one character", () => {
    const chef = "👩🏽‍🍳";
    const layout = layOutTitle(`${chef.repeat(15)} ${"😀".repeat(15)} ${"🎉".repeat(15)}`, 20, mono);
    expect(texts(layout)).toEqual([chef.repeat(15), `${"😀".repeat(15)}${ELLIPSIS}`]);
    expect(layout).toMatchObject({ cut: true, shown: 31, total: 47 });
    // One cluster per line: none starts with a vowel sign or a mark torn from its letter.
    const word = layOutTitle("क्षत्रिय", 1, mono, 10);
    expect(shownTitle(word)).toBe("क्षत्रिय");
    for (const line of word.lines) expect(line.text).toMatch(/^\P{M}/u);
  });

  it("keeps every line within the width and shows only the start of the title", () => {
    const rng = seededRng(7);
    const words = ["Goa", "budget", "trip", "under", "₹10,000", "Hinglish", "vlog", "💸", "full", "plan", "ki", "w"];
    for (let run = 0; run < 300; run++) {
      const title = Array.from({ length: 1 + randomInt(25, rng) }, () => pick(words, rng)).join(" ");
      const width = 2 + randomInt(40, rng);
      const measure = run % 2 === 0 ? mono : proportional;
      const layout = layOutTitle(title, width, measure);
      expect(layout.lines.length).toBeLessThanOrEqual(2);
      for (const line of layout.lines) expect(measure(line.text), `${title} @ ${width}`).toBeLessThanOrEqual(width);
      const shown = shownTitle(layout);
      if (layout.cut) {
        expect(shown.endsWith(ELLIPSIS)).toBe(true);
        expect(title.startsWith(shown.slice(0, -1))).toBe(true);
        expect(layout.shown).toBeLessThan(layout.total);
        expect(layout.shown).toBe(mono(shown) - 1);
      } else {
        expect(shown).toBe(title);
        expect(layout.shown).toBe(layout.total);
      }
    }
  });
});

describe("titleNote", () => {
  it("says the whole title fits, on how many lines", () => {
    expect(titleNote(layOutTitle("Chai", 10, mono))).toBe("The whole title fits here, on one line.");
  });
});
