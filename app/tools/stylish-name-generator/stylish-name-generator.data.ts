import type { FontStyle } from "./stylish-name-generator.logic";
import { MIRRORED, SMALL_CAPS, SUBSCRIPT, SUPERSCRIPT, UPSIDE_DOWN } from "./stylish-tables.data";

// Code points from Mathematical Alphanumeric Symbols, Enclosed Alphanumerics (and its
// Supplement), Dingbats and Halfwidth and Fullwidth Forms. Where a mathematical alphabet has a
// reserved hole, the letter lives in Letterlike Symbols; those are listed as holes. A style's
// digits are only given where Unicode has digits of exactly that style.

const SCRIPT_HOLES = {
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
};

/** The specification's eight, in its order and unchanged. */
const SPEC_STYLES: readonly FontStyle[] = [
  { kind: "alphabet", name: "Cursive", group: "Script", upper: 0x1d49c, lower: 0x1d4b6, holes: SCRIPT_HOLES },
  { kind: "alphabet", name: "Bold Cursive", group: "Script", upper: 0x1d4d0, lower: 0x1d4ea },
  {
    kind: "alphabet",
    name: "Double Struck",
    group: "Outline",
    upper: 0x1d538,
    lower: 0x1d552,
    digits: 0x1d7d8,
    holes: { C: 0x2102, H: 0x210d, N: 0x2115, P: 0x2119, Q: 0x211a, R: 0x211d, Z: 0x2124 },
  },
  {
    kind: "alphabet",
    name: "Old English",
    group: "Gothic",
    upper: 0x1d504,
    lower: 0x1d51e,
    holes: { C: 0x212d, H: 0x210c, I: 0x2111, R: 0x211c, Z: 0x2128 },
  },
  { kind: "alphabet", name: "Monospace", group: "Typewriter", upper: 0x1d670, lower: 0x1d68a, digits: 0x1d7f6 },
  {
    kind: "alphabet",
    name: "Luni Bubbles",
    group: "Circles",
    upper: 0x24b6,
    lower: 0x24d0,
    // Circled digit zero sits apart from circled one to nine.
    digits: [0x24ea, 0x2460, 0x2461, 0x2462, 0x2463, 0x2464, 0x2465, 0x2466, 0x2467, 0x2468],
  },
  // Unicode has negative squared capitals only, so both cases use them.
  { kind: "alphabet", name: "Inverted Squares", group: "Boxes", upper: 0x1f170, lower: 0x1f170 },
  { kind: "alphabet", name: "Wide", group: "Spaced", upper: 0xff21, lower: 0xff41, digits: 0xff10 },
];

const SERIF_AND_SANS: readonly FontStyle[] = [
  { kind: "alphabet", name: "Bold", group: "Serif", upper: 0x1d400, lower: 0x1d41a, digits: 0x1d7ce },
  // Italic small h is PLANCK CONSTANT, encoded long before the mathematical block.
  { kind: "alphabet", name: "Italic", group: "Serif", upper: 0x1d434, lower: 0x1d44e, holes: { h: 0x210e } },
  { kind: "alphabet", name: "Bold Italic", group: "Serif", upper: 0x1d468, lower: 0x1d482 },
  { kind: "alphabet", name: "Sans", group: "Sans", upper: 0x1d5a0, lower: 0x1d5ba, digits: 0x1d7e2 },
  { kind: "alphabet", name: "Sans Bold", group: "Sans", upper: 0x1d5d4, lower: 0x1d5ee, digits: 0x1d7ec },
  { kind: "alphabet", name: "Sans Italic", group: "Sans", upper: 0x1d608, lower: 0x1d622 },
  { kind: "alphabet", name: "Sans Bold Italic", group: "Sans", upper: 0x1d63c, lower: 0x1d656 },
  { kind: "alphabet", name: "Bold Old English", group: "Gothic", upper: 0x1d56c, lower: 0x1d586 },
];

/**
 * Luni Bubbles is already the circled alphabet, so the second circled style is the negative one
 * (white letters in black circles), named apart from it. Like Inverted Squares, Unicode has only
 * capitals in these enclosures, so both cases use them.
 */
const ENCLOSED: readonly FontStyle[] = [
  {
    kind: "alphabet",
    name: "Circled Black",
    group: "Circles",
    upper: 0x1f150,
    lower: 0x1f150,
    // NEGATIVE CIRCLED DIGIT ZERO, then DINGBAT NEGATIVE CIRCLED DIGIT ONE to NINE.
    digits: [0x24ff, 0x2776, 0x2777, 0x2778, 0x2779, 0x277a, 0x277b, 0x277c, 0x277d, 0x277e],
  },
  { kind: "alphabet", name: "Squared", group: "Boxes", upper: 0x1f130, lower: 0x1f130 },
  {
    kind: "alphabet",
    name: "Parenthesized",
    group: "Brackets",
    upper: 0x1f110,
    lower: 0x249c,
    // PARENTHESIZED DIGIT ONE to NINE; there is no parenthesized zero.
    digits: [null, 0x2474, 0x2475, 0x2476, 0x2477, 0x2478, 0x2479, 0x247a, 0x247b, 0x247c],
  },
];

const TABLES: readonly FontStyle[] = [
  { kind: "table", name: "Small Caps", group: "Tiny", table: SMALL_CAPS },
  { kind: "table", name: "Superscript", group: "Tiny", table: SUPERSCRIPT },
  { kind: "table", name: "Subscript", group: "Tiny", table: SUBSCRIPT },
  { kind: "table", name: "Upside Down", group: "Flipped", table: UPSIDE_DOWN, reverse: true },
  { kind: "table", name: "Mirrored", group: "Flipped", table: MIRRORED, reverse: true },
];

const LINES: readonly FontStyle[] = [
  { kind: "mark", name: "Strikethrough", group: "Lines", mark: 0x0336 }, // COMBINING LONG STROKE OVERLAY
  { kind: "mark", name: "Underline", group: "Lines", mark: 0x0332 }, // COMBINING LOW LINE
  { kind: "mark", name: "Double Underline", group: "Lines", mark: 0x0333 }, // COMBINING DOUBLE LOW LINE
  { kind: "mark", name: "Slash Through", group: "Lines", mark: 0x0338 }, // COMBINING LONG SOLIDUS OVERLAY
  { kind: "mark", name: "Overline", group: "Lines", mark: 0x0305 }, // COMBINING OVERLINE
  { kind: "mark", name: "Wavy Underline", group: "Lines", mark: 0x0330 }, // COMBINING TILDE BELOW
];

// The frames creators put around names in bios and gaming tags. Every decoration is a text
// character, never an emoji, so it keeps the look of the font around it.
const FRAMES: readonly FontStyle[] = [
  { kind: "frame", name: "Royal", group: "Frames", before: "꧁༺ ", after: " ༻꧂" },
  { kind: "frame", name: "Wings", group: "Frames", before: "꧁", after: "꧂" },
  { kind: "frame", name: "Star Wave", group: "Frames", before: "★彡 ", after: " 彡★" },
  { kind: "frame", name: "Curls", group: "Frames", before: "⊱ ", after: " ⊰" },
  { kind: "frame", name: "Label", group: "Frames", before: "【", after: "】" },
  { kind: "frame", name: "Corners", group: "Frames", before: "『", after: "』" },
  { kind: "frame", name: "Gamer Tag", group: "Frames", before: "亗", after: "亗" },
  { kind: "frame", name: "Hearts", group: "Frames", before: "♡ ", after: " ♡" },
  { kind: "frame", name: "Sparkles", group: "Frames", before: "✧ ", after: " ✧" },
  { kind: "frame", name: "Sound Wave", group: "Frames", before: "ıllıllı ", after: " ıllıllı" },
  { kind: "frame", name: "Flowers", group: "Frames", before: "✿ ", after: " ✿" },
  { kind: "frame", name: "Starry", group: "Frames", before: "⋆｡°✩ ", after: " ✩°｡⋆" },
  { kind: "frame", name: "Retro", group: "Frames", before: "•°¯`•• ", after: " ••´¯°•" },
];

/** Every style, the specification's eight first. */
export const FONT_STYLES: readonly FontStyle[] = [
  ...SPEC_STYLES,
  ...SERIF_AND_SANS,
  ...ENCLOSED,
  ...TABLES,
  ...LINES,
  ...FRAMES,
];

export const DEFAULT_TEXT = "Your Text Here";
