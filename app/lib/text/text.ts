import { graphemes, isOneClusterEach } from "../../config/intl";

/** Length as people and platforms count it: one per code point, so an emoji is not two. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

// Every kind of whitespace, including non-breaking and zero-width spaces.
const WHITESPACE = /[\s\u200b-\u200d\u2060\ufeff]+/gu;

export function stripWhitespace(text: string): string {
  return text.replace(WHITESPACE, "");
}

/** Runs of whitespace become one space; the ends are trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(WHITESPACE, " ").trim();
}

/** Letters and digits of any script, combining marks and underscore: what a hashtag may hold. */
export function hashtagSafe(text: string): string {
  return text.replace(/[^\p{L}\p{M}\p{N}_]+/gu, "");
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** Size in UTF-8 bytes, the unit YouTube counts its description limit in. */
export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** UTF-16 index just after the first `count` code points (the whole length if there are fewer). */
export function indexAfterCodePoints(text: string, count: number): number {
  let index = 0;
  for (let seen = 0; seen < count && index < text.length; seen++) {
    const code = text.codePointAt(index) ?? 0;
    index += code > 0xffff ? 2 : 1;
  }
  return index;
}

/** The start of the grapheme cluster holding `index`, or `index` itself when it is a boundary. */
export function graphemeBoundaryAtOrBefore(text: string, index: number): number {
  // Every current browser has Intl.Segmenter; without it the cut stays on a code point boundary.
  if (index <= 0 || index >= text.length || isOneClusterEach(text.slice(index - 1, index + 1))) return index;
  const segmenter = graphemes();
  if (!segmenter) return index;
  // Clusters are short; looking a little past the index is enough to see the one that holds it.
  const window = text.slice(0, Math.min(text.length, index + 64));
  let start = 0;
  for (const { index: at } of segmenter.segment(window)) {
    if (at > index) break;
    start = at;
  }
  return start;
}

/**
 * The first `max` code points of `text`, ending on a grapheme boundary so no emoji or conjunct is
 * split (a little shorter than `max` when the cut would fall inside a cluster).
 */
export function sliceCodePoints(text: string, max: number): string {
  return text.slice(0, graphemeBoundaryAtOrBefore(text, indexAfterCodePoints(text, max)));
}
