import { type Cluster, clustersOf } from "./graphemes";

export interface StyleInfo {
  /** Short and unique: the card's label and the copy toast's "{name} text copied". */
  readonly name: string;
  /** A family word the filter field also matches ("Script", "Lines", "Frames"). */
  readonly group?: string;
}

/** Latin letters (and digits) moved onto a run of look-alike letters in another block. */
export interface AlphabetStyle extends StyleInfo {
  readonly kind: "alphabet";
  /** Code point of this style's "A". */
  readonly upper: number;
  /** Code point of this style's "a". */
  readonly lower: number;
  /** Code point of "0" when the digits are consecutive, or one per digit (null: that digit has no form). */
  readonly digits?: number | readonly (number | null)[];
  /** Letters that sit outside the run, keyed by the plain letter. */
  readonly holes?: Readonly<Partial<Record<string, number>>>;
}

/** Characters swapped one by one from a table; anything not in it stays as it is. */
export interface TableStyle extends StyleInfo {
  readonly kind: "table";
  readonly table: Readonly<Partial<Record<string, number>>>;
  /** Reverse the order too, as upside-down and mirror writing read. */
  readonly reverse?: boolean;
}

/** A combining mark added to every visible character (strike, underline, slash). */
export interface MarkStyle extends StyleInfo {
  readonly kind: "mark";
  readonly mark: number;
}

/** The text, trimmed, between two decorations: "꧁ text ꧂". */
export interface FrameStyle extends StyleInfo {
  readonly kind: "frame";
  readonly before: string;
  readonly after: string;
}

export type FontStyle = AlphabetStyle | TableStyle | MarkStyle | FrameStyle;

const A = 65;
const Z = 90;
const a = 97;
const z = 122;
const ZERO = 48;
const NINE = 57;

function alphabetCode(char: string, style: AlphabetStyle): number | undefined {
  const hole = style.holes?.[char];
  if (hole !== undefined) return hole;
  const code = char.codePointAt(0) ?? 0;
  if (code >= A && code <= Z) return style.upper + code - A;
  if (code >= a && code <= z) return style.lower + code - a;
  if (code >= ZERO && code <= NINE && style.digits !== undefined) {
    const digit = code - ZERO;
    return (typeof style.digits === "number" ? style.digits + digit : style.digits[digit]) ?? undefined;
  }
  return undefined;
}

/** The cluster with its first character replaced; marks after it (an accent, a skin tone) stay. */
function swapBase(cluster: Cluster, code: number | undefined): string {
  return code === undefined ? cluster.text : String.fromCodePoint(code) + cluster.text.slice(cluster.base.length);
}

function styleCluster(cluster: Cluster, style: AlphabetStyle | TableStyle | MarkStyle): string {
  // An emoji is left whole: a keycap's "1" restyled, or a mark on a face, breaks the picture.
  if (cluster.emoji) return cluster.text;
  switch (style.kind) {
    case "alphabet":
      return swapBase(cluster, alphabetCode(cluster.base, style));
    case "table":
      return swapBase(cluster, style.table[cluster.base]);
    case "mark":
      // Spaces and line breaks stay bare, so "a b" underlined is not one unbroken line.
      return cluster.visible ? cluster.text + String.fromCodePoint(style.mark) : cluster.text;
  }
}

/**
 * The text in a style. Works on user-perceived characters (grapheme clusters), so emoji, accents
 * and Devanagari conjuncts survive; characters the style has no form for stay unchanged.
 */
export function stylise(text: string, style: FontStyle): string {
  if (style.kind === "frame") {
    const inner = text.trim();
    return inner === "" ? "" : `${style.before}${inner}${style.after}`;
  }
  const clusters = clustersOf(text);
  const order = style.kind === "table" && style.reverse ? [...clusters].reverse() : clusters;
  let out = "";
  for (const cluster of order) out += styleCluster(cluster, style);
  return out;
}

/**
 * The styles whose name or group holds every word of the query, in their order, ignoring case:
 * "bold" finds Bold, Sans Bold, Bold Cursive…; "sans italic" finds the two sans italics.
 */
export function filterStyles<T extends StyleInfo>(styles: readonly T[], query: string): T[] {
  const words = query
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => word !== "");
  return styles.filter((style) => {
    const haystack = `${style.name} ${style.group ?? ""}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The groups in the order their first style appears, each once. */
export function styleGroups(styles: readonly StyleInfo[]): string[] {
  return [...new Set(styles.flatMap((style) => (style.group === undefined ? [] : [style.group])))];
}
