import type { FontStyle } from "./stylish-name-generator.logic";

// Code points from the Unicode blocks Mathematical Alphanumeric Symbols, Enclosed Alphanumerics,
// Enclosed Alphanumeric Supplement and Halfwidth and Fullwidth Forms. Where a mathematical
// alphabet has a reserved hole, the letter lives in Letterlike Symbols; those are listed as holes.
export const FONT_STYLES: readonly FontStyle[] = [
  {
    name: "Cursive",
    upper: 0x1d49c,
    lower: 0x1d4b6,
    holes: {
      B: 0x212c,
      E: 0x2130,
      F: 0x2131,
      H: 0x210b,
      I: 0x2110,
      L: 0x2112,
      M: 0x2133,
      R: 0x211b,
      e: 0x212f,
      g: 0x210a,
      o: 0x2134,
    },
  },
  { name: "Bold Cursive", upper: 0x1d4d0, lower: 0x1d4ea },
  {
    name: "Double Struck",
    upper: 0x1d538,
    lower: 0x1d552,
    digits: 0x1d7d8,
    holes: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
  },
  {
    name: "Old English",
    upper: 0x1d504,
    lower: 0x1d51e,
    holes: { C: 0x212d, H: 0x210c, I: 0x2111, R: 0x211c, Z: 0x2128 },
  },
  { name: "Monospace", upper: 0x1d670, lower: 0x1d68a, digits: 0x1d7f6 },
  {
    name: "Luni Bubbles",
    upper: 0x24b6,
    lower: 0x24d0,
    // Circled digit zero sits apart from circled one to nine.
    digits: [0x24ea, 0x2460, 0x2461, 0x2462, 0x2463, 0x2464, 0x2465, 0x2466, 0x2467, 0x2468],
  },
  // Unicode has negative squared capitals only, so both cases use them.
  { name: "Inverted Squares", upper: 0x1f170, lower: 0x1f170 },
  { name: "Wide", upper: 0xff21, lower: 0xff41, digits: 0xff10 },
];

export const DEFAULT_TEXT = "Your Text Here";
