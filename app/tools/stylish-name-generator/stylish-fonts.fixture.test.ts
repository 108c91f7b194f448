import { describe, expect, it } from "vitest";
import { FONT_STYLES } from "./stylish-name-generator.data";
import { stylise } from "./stylish-name-generator.logic";
import fixture from "./stylish-fonts.fixture.json";

// The fixture is written by scripts/make-font-fixture.py from Unicode character names, while the
// styles here are code points: the two agree only if every code point is the character meant.

const codePoints = (text: string) => Array.from(text, (char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase()}`);

describe("every style against the fixture made from Unicode names", () => {
  it("has the fixture's styles, names, groups and order", () => {
    expect(FONT_STYLES.map((style) => [style.name, style.group])).toEqual(
      fixture.styles.map((style) => [style.name, style.group]),
    );
  });

  for (const [index, expected] of fixture.styles.entries()) {
    it(expected.name, () => {
      const style = FONT_STYLES[index];
      if (!style) throw new Error(`no style at ${index}`);
      for (const [i, input] of fixture.inputs.entries()) {
        const output = stylise(input, style);
        const want = expected.outputs[i] ?? "";
        // Compared as code points first so a failure names the character, not two look-alikes.
        expect(codePoints(output), JSON.stringify(input)).toEqual(codePoints(want));
        expect(output).toBe(want);
      }
    });
  }
});
