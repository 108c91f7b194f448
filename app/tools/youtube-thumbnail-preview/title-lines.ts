// How a frame lays out a video title: as many words as fit on each line, a word wider than a whole
// line broken inside it, and the last line ending in "…" when the title goes on. Widths come from
// `measure`, which the page answers with the browser's own text layout in the frame's font, so the
// lines drawn and the note under them are one computation and cannot disagree.
import { graphemes } from "~/config/intl";

export const ELLIPSIS = "…";

/** One line of a title as a frame draws it. */
export interface TitleLine {
  text: string;
  /** Carries on a word broken at the end of the line before, so no space stands between them. */
  continues: boolean;
}

export interface TitleLines {
  lines: TitleLine[];
  /** Whether the title goes on past the last line, which then ends in the ellipsis. */
  cut: boolean;
  /** Characters of the title on show (as a reader counts them), spaces included. */
  shown: number;
  /** Characters in the whole title. */
  total: number;
}

/** What a reader calls characters: an emoji or a letter with its marks is one. */
function characters(text: string): string[] {
  const segmenter = graphemes();
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
}

/** The largest n from 0 to `count` for which `fits(n)` holds, when it holds for every smaller n. */
function longest(count: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Every line the title would take with no limit: whole words while they fit, the way CSS wraps. */
function wrap(title: string, fits: (text: string) => boolean): TitleLine[] {
  const lines: TitleLine[] = [];
  let line = "";
  let continues = false;
  for (const word of title.split(" ").filter(Boolean)) {
    let rest = word;
    while (rest) {
      const candidate = line ? `${line} ${rest}` : rest;
      if (fits(candidate)) {
        line = candidate;
        rest = "";
      } else if (line) {
        lines.push({ text: line, continues });
        line = "";
        continues = false;
      } else {
        // Wider than a whole line: it breaks where the line ends, keeping at least one character.
        const parts = characters(rest);
        const taken = Math.max(
          1,
          longest(parts.length, (n) => fits(parts.slice(0, n).join(""))),
        );
        lines.push({ text: parts.slice(0, taken).join(""), continues });
        rest = parts.slice(taken).join("");
        continues = true;
      }
    }
  }
  if (line) lines.push({ text: line, continues });
  return lines;
}

/** The lines read as the title reads: a space where a line broke between words. */
function joined(lines: readonly TitleLine[]): string {
  return lines.map((line, i) => (i > 0 && !line.continues ? " " : "") + line.text).join("");
}

/**
 * Lays `title` (single spaces, as `normaliseTitle` leaves it) out in lines `width` wide, at most
 * `maxLines` of them. `measure` gives the width of a piece of text in the frame's font.
 */
export function layOutTitle(title: string, width: number, measure: (text: string) => number, maxLines = 2): TitleLines {
  const fits = (text: string) => measure(text) <= width;
  const all = wrap(title, fits);
  const total = characters(title).length;
  const last = all[maxLines - 1];
  if (all.length <= maxLines || !last) return { lines: all, cut: false, shown: total, total };
  // The last line gives up characters from its end until the ellipsis fits after them, as a
  // browser's line clamp does.
  const parts = characters(last.text);
  const kept = parts.slice(
    0,
    longest(parts.length, (n) => fits(parts.slice(0, n).join("").trimEnd() + ELLIPSIS)),
  );
  const lines = [...all.slice(0, maxLines - 1), { text: kept.join("").trimEnd(), continues: last.continues }];
  const shown = characters(joined(lines)).length;
  const drawn = lines.map((line, i) => (i === lines.length - 1 ? { ...line, text: line.text + ELLIPSIS } : line));
  return { lines: drawn, cut: true, shown, total };
}

/** The text a frame shows, read in one go (the ellipsis included when the title is cut). */
export function shownTitle(layout: TitleLines): string {
  return joined(layout.lines);
}

const LINE_COUNTS = ["no lines", "one line", "two lines", "three lines"];

/** The note under a frame: what of the title that frame shows. */
export function titleNote({ lines, cut, shown, total }: TitleLines): string {
  const rows = LINE_COUNTS[lines.length] ?? `${lines.length} lines`;
  if (!cut) return `The whole title fits here, on ${rows}.`;
  return `Only the first ${shown} of ${total} characters fit here, on ${rows}, then “${ELLIPSIS}”.`;
}
