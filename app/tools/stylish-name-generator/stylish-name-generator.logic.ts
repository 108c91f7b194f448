import type { Lang } from "~/lib/lang/lang";
import { toLatin } from "~/lib/topic/transliterate";
import { type Cluster, clustersOf } from "./graphemes";
import { STYLISH_WORDS } from "./words";

export interface StyleInfo {
  /** Short and unique: the card's label and the copy toast's "{name} text copied". */
  readonly name: string;
  /** A family word the filter field also matches ("Script", "Lines", "Frames"). */
  readonly group?: string;
  /** More words the filter matches: on the Hindi page, the style's English name and family. */
  readonly also?: string;
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

// A character of a script the styles have no forms for (Devanagari, Tamil, Arabic, Greek…):
// neither Latin nor shared by every script (digits, punctuation, emoji, spaces) nor a bare mark.
// Script_Extensions, so the danda, used only by Indic scripts, counts as theirs.
const SHARED_OR_LATIN = /[\p{Script_Extensions=Latin}\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

function isOtherScript(cluster: Cluster): boolean {
  return cluster.visible && !SHARED_OR_LATIN.test(cluster.base);
}

/** Whether the style turns this character into another one (an order change alone does not count). */
function changesCluster(cluster: Cluster, style: AlphabetStyle | TableStyle | MarkStyle): boolean {
  if (cluster.emoji || isOtherScript(cluster)) return false;
  switch (style.kind) {
    case "alphabet":
      return alphabetCode(cluster.base, style) !== undefined;
    case "table":
      return style.table[cluster.base] !== undefined;
    case "mark":
      return cluster.visible;
  }
}

/**
 * Whether the style visibly changes the text: a frame does whenever there is text, any other
 * style if it turns at least one character into another, and a flip also if it reverses English
 * letters into a new order ("gym" mirrored is "myg"). Upside-down "lol" is "lol" again, and
 * flipping two Devanagari words only swaps them, so neither counts.
 */
export function changesText(text: string, style: FontStyle): boolean {
  if (style.kind === "frame") return text.trim() !== "";
  const clusters = clustersOf(text);
  if (clusters.some((cluster) => changesCluster(cluster, style))) return true;
  if (style.kind !== "table" || style.reverse !== true) return false;
  const latin = clusters.filter((cluster) => cluster.visible && !cluster.emoji && !isOtherScript(cluster));
  return latin.length > 1 && styleText(text, style) !== text;
}

/** The styles that visibly change the text, in the list's order: what the screen offers for it. */
export function stylesFor<T extends FontStyle>(styles: readonly T[], text: string): T[] {
  return styles.filter((style) => changesText(text, style));
}

/**
 * The text in a style as the screen shows it. Like `stylise`, except that words in scripts the
 * styles have no forms for are left exactly as typed: no line marks on Devanagari (no font has
 * them, so the whole cluster turns into boxes), and a flipped line keeps each such word readable,
 * in its place in the reversed order, instead of reversing its letters.
 */
export function styleText(text: string, style: FontStyle): string {
  if (style.kind === "frame") return stylise(text, style);
  const clusters = clustersOf(text);
  if (!clusters.some(isOtherScript)) return stylise(text, style);
  // Runs of other-script characters and runs of everything else, each kept whole.
  const runs: { other: boolean; text: string }[] = [];
  for (const cluster of clusters) {
    const other = isOtherScript(cluster);
    const last = runs[runs.length - 1];
    if (last?.other === other) last.text += cluster.text;
    else runs.push({ other, text: cluster.text });
  }
  const order = style.kind === "table" && style.reverse ? runs.reverse() : runs;
  return order.map((run) => (run.other ? run.text : stylise(run.text, style))).join("");
}

/** What the text holds that the styles cannot change: nothing, a few words, or everything. */
export type ScriptMix = "latin" | "mixed" | "other";

export function scriptMix(text: string): ScriptMix {
  const clusters = clustersOf(text);
  if (!clusters.some(isOtherScript)) return "latin";
  return clusters.some((cluster) => /\p{Script=Latin}/u.test(cluster.base)) ? "mixed" : "other";
}

/**
 * The styles' own note for text they cannot fully change, or null when there is none to make:
 * honest about which letters change, so a Devanagari name is never shown 43 times unchanged.
 * `offered` is how many styles change the text, `onlyFrames` whether they are all frames.
 */
export function scriptNote(text: string, offered: number, onlyFrames: boolean, lang: Lang = "en"): string | null {
  const mix = scriptMix(text);
  if (mix === "latin") return null;
  const words = STYLISH_WORDS[lang];
  const devanagari = /\p{Script=Devanagari}/u.test(text);
  return mix === "mixed" ? words.mixedNote(devanagari) : words.otherNote(devanagari, offered, onlyFrames);
}

/**
 * The styles as a page of `lang` names them: on the Hindi page each style and family has its Hindi
 * name, and the filter still finds it by the English one. English keeps the styles as they are.
 */
export function stylesIn<T extends StyleInfo>(styles: readonly T[], lang: Lang): readonly T[] {
  const names = STYLISH_WORDS[lang].names;
  if (names === null) return styles;
  return styles.map((style) => ({
    ...style,
    name: names[style.name] ?? style.name,
    group: style.group === undefined ? undefined : (names[style.group] ?? style.group),
    also: `${style.name} ${style.group ?? ""}`,
  }));
}

/**
 * Devanagari words written in English letters, each capitalised as a name is ("प्रिया शर्मा" →
 * "Priya Sharma"), so the styles have letters to change. Everything else stays as typed.
 */
export function toStylableLatin(text: string): string {
  return text.replace(/\p{Script=Devanagari}+/gu, (word) => {
    const latin = toLatin(word);
    return latin.charAt(0).toUpperCase() + latin.slice(1);
  });
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
    const haystack =
      `${style.name} ${style.group ?? ""}${style.also === undefined ? "" : ` ${style.also}`}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The groups in the order their first style appears, each once. */
export function styleGroups(styles: readonly StyleInfo[]): string[] {
  return [...new Set(styles.flatMap((style) => (style.group === undefined ? [] : [style.group])))];
}
