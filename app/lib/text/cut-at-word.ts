// A long text shortened for a place with a limit (a meta description, a card line): cut where a word
// ends, so no word, syllable or vowel sign is left half-written, and marked as cut with "…".
import { words } from "../../config/intl";
import { graphemeBoundaryAtOrBefore, indexAfterCodePoints } from "./text";

/** The mark a cut text ends with: one code point, so a limit keeps room for it. */
export const ELLIPSIS = "…";

/**
 * Words a cut text should not end on: they point to the words that follow (Hindi postpositions and
 * conjunctions, English articles and prepositions), so a line ending on one reads as broken off.
 */
const DANGLING = new Set([
  // Hindi
  "का",
  "की",
  "के",
  "में",
  "से",
  "को",
  "पर",
  "और",
  "ने",
  "तक",
  "या",
  "कि",
  "एक",
  "लिए",
  // English
  "a",
  "an",
  "the",
  "of",
  "and",
  "or",
  "to",
  "in",
  "on",
  "for",
  "with",
  "at",
  "by",
  "from",
]);

// What a cut text may not end on before its "…": spaces, and punctuation that leads into more text.
const TRAILING = /[\s\p{P}\p{S}]+$/u;

/** UTF-16 offsets just after each word of `text`, in order. */
function wordEnds(text: string): number[] {
  const segmenter = words();
  if (segmenter) {
    const ends: number[] = [];
    for (const { index, segment, isWordLike } of segmenter.segment(text)) {
      if (isWordLike === true) ends.push(index + segment.length);
    }
    return ends;
  }
  // Without a segmenter a word ends where a space begins: never inside a cluster either.
  return [...text.matchAll(/\S+/gu)].map((match) => match.index + match[0].length);
}

/**
 * `text` whole if it has at most `max` code points; otherwise its longest start that ends with a
 * word, does not end on a dangling word (का, की, के, में, "of", "the", …) if an earlier word end
 * fits, and leaves room for "…", which it then ends with. A first word longer than the limit is
 * cut at a grapheme boundary, so a letter and its vowel sign or an emoji stay together.
 */
export function cutAtWord(text: string, max: number): string {
  if (Array.from(text).length <= max) return text;
  if (max < 1) return "";
  const limit = indexAfterCodePoints(text, max - 1);
  // Only the words up to the limit matter, and one word past it tells whether the last one is whole.
  const ends = wordEnds(text.slice(0, indexAfterCodePoints(text, max + 40))).filter((end) => end <= limit);
  const starts = (end: number) => text.slice(0, end).replace(TRAILING, "");
  const lastWord = (end: number) => (/[\p{L}\p{M}\p{N}]+$/u.exec(text.slice(0, end))?.[0] ?? "").toLowerCase();
  let chosen = ends.at(-1);
  for (let i = ends.length - 1; i >= 0; i--) {
    const end = ends[i] ?? 0;
    if (!DANGLING.has(lastWord(end))) {
      chosen = end;
      break;
    }
  }
  const kept = chosen === undefined ? "" : starts(chosen);
  if (kept !== "") return `${kept}${ELLIPSIS}`;
  return `${text.slice(0, graphemeBoundaryAtOrBefore(text, limit)).replace(TRAILING, "")}${ELLIPSIS}`;
}
