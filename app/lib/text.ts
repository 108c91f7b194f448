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
