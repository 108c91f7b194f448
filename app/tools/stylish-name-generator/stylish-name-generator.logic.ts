export interface FontStyle {
  name: string;
  /** Code point of this style's "A". */
  upper: number;
  /** Code point of this style's "a". */
  lower: number;
  /** Code point of "0" when the digits are consecutive, or one code point per digit. */
  digits?: number | readonly number[];
  /** Letters that sit outside the run, keyed by the plain letter. */
  holes?: Readonly<Partial<Record<string, number>>>;
}

const A = 65;
const Z = 90;
const a = 97;
const z = 122;
const ZERO = 48;
const NINE = 57;

function mapChar(char: string, style: FontStyle): string {
  const code = char.codePointAt(0) ?? 0;
  const hole = style.holes?.[char];
  if (hole !== undefined) return String.fromCodePoint(hole);
  if (code >= A && code <= Z) return String.fromCodePoint(style.upper + code - A);
  if (code >= a && code <= z) return String.fromCodePoint(style.lower + code - a);
  if (code >= ZERO && code <= NINE && style.digits !== undefined) {
    const digit = code - ZERO;
    const mapped = typeof style.digits === "number" ? style.digits + digit : style.digits[digit];
    if (mapped !== undefined) return String.fromCodePoint(mapped);
  }
  return char;
}

/** Rewrites Latin letters (and digits, where the style has them); every other character is kept. */
export function stylise(text: string, style: FontStyle): string {
  let out = "";
  for (const char of text) out += mapChar(char, style);
  return out;
}
