import { graphemes, isOneClusterEach } from "~/config/intl";

/** One user-perceived character: "é" written as e + accent, "👩🏽‍💻", the conjunct "स्ते". */
export interface Cluster {
  readonly text: string;
  /** Its first code point, the one a style replaces. */
  readonly base: string;
  /** Shown as an emoji picture: left whole by every style. */
  readonly emoji: boolean;
  /** A letter, digit, punctuation mark or symbol, as opposed to a space, a line break or a lone control. */
  readonly visible: boolean;
}

// What makes a cluster an emoji picture rather than text: a character drawn as emoji by default,
// a skin tone, a flag letter, the emoji variation selector, a keycap, or a tag (subdivision flags).
// A plain "❤" or "★" (text by default) is text and gets styled like any symbol.
const EMOJI = /[\p{Emoji_Presentation}\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0F}\u{20E3}\u{E0020}-\u{E007F}]/u;
const VISIBLE = /^[\p{L}\p{N}\p{P}\p{S}]/u;

// Without Intl.Segmenter (Firefox before 125), marks, joiners, selectors, skin tones and tags are
// glued to the character before them, and flag letters pair up: right for accents and emoji,
// close enough for conjuncts.
const ATTACHED = /^(?:\p{M}|\p{Emoji_Modifier}|\u{200C}|\u{200D}|[\u{E0020}-\u{E007F}])$/u;
const FLAG_LETTER = /^\p{Regional_Indicator}$/u;

export function roughSegments(text: string): string[] {
  const out: string[] = [];
  let joinNext = false;
  for (const char of text) {
    const last = out[out.length - 1];
    const pairsFlag = last !== undefined && FLAG_LETTER.test(last) && FLAG_LETTER.test(char);
    if (last !== undefined && (joinNext || pairsFlag || ATTACHED.test(char))) out[out.length - 1] = last + char;
    else out.push(char);
    joinNext = char === "\u200d";
  }
  return out;
}

function segments(text: string): string[] {
  if (isOneClusterEach(text)) return Array.from(text);
  const segmenter = graphemes();
  if (segmenter === null) return roughSegments(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

function toCluster(text: string): Cluster {
  const base = String.fromCodePoint(text.codePointAt(0) ?? 0);
  return { text, base, emoji: EMOJI.test(text), visible: VISIBLE.test(base) };
}

// The screen styles the same text in every style at once; it is split only once per change.
let lastText: string | undefined;
let lastClusters: readonly Cluster[] = [];

/** The text as clusters, in order. */
export function clustersOf(text: string): readonly Cluster[] {
  if (text !== lastText) {
    lastClusters = segments(text).map(toCluster);
    lastText = text;
  }
  return lastClusters;
}
