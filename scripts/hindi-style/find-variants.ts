// Finds, in one text, every form the house style rules out (./rules.data.ts). Kept apart from the
// files it reads, so a test can hand it a sentence and the check can hand it a whole guide.
import type { RuleWriting, SpellingRule, StyleRule } from "./rules.data";

/** The writing of a text being read: a Devanagari text, or Hindi in Roman letters. */
export type TextWriting = Exclude<RuleWriting, "both">;

/** One ruled-out form found in a text. */
export interface Variant {
  /** What was found, as written. */
  found: string;
  /** The form the house writes instead. */
  house: string;
  /** The style sheet's group. */
  group: string;
  /** 1-based line of the text it is on. */
  line: number;
}

// A letter, a vowel sign or a digit of any script: what a word boundary is not. ZWJ and ZWNJ sit
// inside Devanagari words too.
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}\u200C\u200D]`;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, String.raw`\$&`);
}

/** The pattern that finds a spelling rule's variants as it says (a word, a word's start, anywhere). */
function patternOf(rule: SpellingRule): RegExp {
  // Longest first, so a variant that starts another is not found in its place.
  const alternatives = [...rule.variants]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
  const before = rule.match === "text" ? "" : `(?<!${WORD_CHAR})`;
  // A word's start takes the rest of the word with it, so the house form is shown with the same ending.
  const after = rule.match === "word" ? `(?!${WORD_CHAR})` : rule.match === "start" ? `(${WORD_CHAR}*)` : "";
  return new RegExp(`${before}(?:${alternatives})${after}`, rule.caseless === true ? "giu" : "gu");
}

const patterns = new WeakMap<StyleRule, RegExp>();

function patternFor(rule: StyleRule): RegExp {
  let pattern = patterns.get(rule);
  if (pattern === undefined) {
    pattern = "pattern" in rule ? rule.pattern : patternOf(rule);
    patterns.set(rule, pattern);
  }
  return pattern;
}

function appliesTo(rule: StyleRule, writing: TextWriting): boolean {
  const ruleWriting = rule.writing ?? "both";
  return ruleWriting === "both" || ruleWriting === writing;
}

/** Every ruled-out form in `text`, in the order they appear. */
export function findVariants(text: string, writing: TextWriting, rules: readonly StyleRule[]): Variant[] {
  // One spelling of each letter: a nukta letter typed as one code point reads as its two.
  const normal = text.normalize("NFC");
  const lineStarts = [0];
  for (let at = normal.indexOf("\n"); at !== -1; at = normal.indexOf("\n", at + 1)) lineStarts.push(at + 1);
  const lineOf = (index: number) => lineStarts.findLastIndex((start) => start <= index) + 1;

  const found: { variant: Variant; index: number }[] = [];
  for (const rule of rules) {
    if (!appliesTo(rule, writing)) continue;
    for (const match of normal.matchAll(patternFor(rule))) {
      // A start rule's match holds the word's ending ("फॉलोअर" + "्स"); the house form gets it too.
      const ending = "pattern" in rule ? "" : (match[1] ?? "");
      const variant = { found: match[0], house: rule.house + ending, group: rule.group, line: lineOf(match.index) };
      found.push({ variant, index: match.index });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ variant }) => variant);
}
