// Where the picture and the captions go in a frame. Pure geometry: the preview and the export both
// draw from these numbers, so what the visitor sees is what the file gets.
import type { CaptionPlace, Size } from "./reel-maker.data";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Frames that differ by less than this part in shape count as the same shape (rounding of pixel sizes). */
const SAME_SHAPE = 0.005;

/** The direction a Fill crop can move in, or null when the picture already has the frame's shape. */
export function freeAxis(source: Size, frame: Size): "x" | "y" | null {
  const ratio = source.width / source.height / (frame.width / frame.height);
  if (Math.abs(ratio - 1) < SAME_SHAPE) return null;
  return ratio > 1 ? "x" : "y";
}

/**
 * The part of the source a Fill shows, in source pixels: the largest piece with the frame's shape.
 * `position` runs from 0 (left or top edge) to 1 (right or bottom edge) along the free direction.
 */
export function fillCrop(source: Size, frame: Size, position: number): Rect {
  const scale = Math.max(frame.width / source.width, frame.height / source.height);
  const width = Math.min(source.width, frame.width / scale);
  const height = Math.min(source.height, frame.height / scale);
  const p = clamp(Number.isFinite(position) ? position : 0.5, 0, 1);
  return { x: (source.width - width) * p, y: (source.height - height) * p, width, height };
}

/** Where a Fit puts the whole picture, in frame pixels: as large as fits, centred. */
export function fitRect(source: Size, frame: Size): Rect {
  const scale = Math.min(frame.width / source.width, frame.height / source.height);
  const width = source.width * scale;
  const height = source.height * scale;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/** The picture scaled to cover the whole frame, centred, in frame pixels (the blurred backdrop). */
export function coverRect(source: Size, frame: Size): Rect {
  const scale = Math.max(frame.width / source.width, frame.height / source.height);
  const width = source.width * scale;
  const height = source.height * scale;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/**
 * How far, in on-screen pixels, a Fill crop can travel in the preview: the picture's overhang once
 * it covers a frame shown `shownWidth` pixels wide. Dragging by this much moves the crop end to end.
 */
export function dragRange(source: Size, frame: Size, shownWidth: number): number {
  const axis = freeAxis(source, frame);
  if (!axis) return 0;
  const cover = coverRect(source, frame);
  const overhang = axis === "x" ? cover.width - frame.width : cover.height - frame.height;
  return (overhang * shownWidth) / frame.width;
}

/** The crop position after dragging the picture by `delta` pixels: dragging right shows more of the left. */
export function dragPosition(position: number, delta: number, range: number): number {
  if (range <= 0) return position;
  return clamp(position - delta / range, 0, 1);
}

/** Backdrop of a Fit: the picture shrunk to this many pixels across (at most), then stretched back. */
export function blurSize(frame: Size): Size {
  const across = 24;
  const scale = across / Math.max(frame.width, frame.height);
  return { width: Math.max(2, Math.round(frame.width * scale)), height: Math.max(2, Math.round(frame.height * scale)) };
}

export interface CaptionStyle {
  /** Text height as a part of the frame's shorter side. */
  factor: number;
  place: CaptionPlace;
  /** A dark box behind each line, so the words read over any picture. */
  box: boolean;
}

export interface SafeArea {
  top: number;
  bottom: number;
  side: number;
}

export interface CaptionLine {
  text: string;
  /** Centre of the line, frame pixels. */
  centerX: number;
  /** Middle of the line's height, where the text is drawn with a middle baseline. */
  middleY: number;
  box: Rect;
}

export interface CaptionLayout {
  fontPx: number;
  lines: CaptionLine[];
  /** The rows the captions take, box and all: nothing outside them changes. */
  band: { top: number; bottom: number };
}

/** The text size in frame pixels for a style. */
export function captionFontPx(frame: Size, style: Pick<CaptionStyle, "factor">): number {
  return Math.max(8, Math.round(Math.min(frame.width, frame.height) * style.factor));
}

/** The widest a caption line may be, text only, in frame pixels. */
export function captionTextWidth(frame: Size, safe: SafeArea, fontPx: number): number {
  return Math.max(fontPx, frame.width * (1 - 2 * safe.side) - 2 * paddingX(fontPx));
}

const lineHeight = (fontPx: number) => Math.round(fontPx * 1.4);
const paddingX = (fontPx: number) => Math.round(fontPx * 0.45);

/**
 * Breaks one paragraph into lines no wider than `maxWidth`, at spaces; a single word wider than
 * that is broken between its characters (`split` gives them whole: a Devanagari syllable or an
 * emoji with its skin tone never comes apart).
 */
export function wrapParagraph(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
  split: (word: string) => string[],
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const tried = line ? `${line} ${word}` : word;
    if (measure(tried) <= maxWidth) {
      line = tried;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    if (measure(word) <= maxWidth) {
      line = word;
      continue;
    }
    for (const piece of split(word)) {
      if (line && measure(line + piece) > maxWidth) {
        lines.push(line);
        line = "";
      }
      line += piece;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Where each line of a caption goes in the frame, kept inside the platform's safe area. */
export function layoutCaption(
  text: string,
  frame: Size,
  safe: SafeArea,
  style: CaptionStyle,
  measure: (text: string) => number,
  split: (word: string) => string[],
): CaptionLayout {
  const fontPx = captionFontPx(frame, style);
  const maxWidth = captionTextWidth(frame, safe, fontPx);
  const texts = text.split("\n").flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure, split));
  const rowHeight = lineHeight(fontPx);
  const height = texts.length * rowHeight;
  const wanted =
    style.place === "top"
      ? frame.height * safe.top
      : style.place === "middle"
        ? (frame.height - height) / 2
        : frame.height * (1 - safe.bottom) - height;
  const top = Math.round(clamp(wanted, 0, Math.max(0, frame.height - height)));
  const pad = paddingX(fontPx);
  const lines = texts.map((line, i) => {
    const width = Math.min(frame.width, Math.ceil(measure(line)) + 2 * pad);
    const y = top + i * rowHeight;
    return {
      text: line,
      centerX: frame.width / 2,
      middleY: y + rowHeight / 2,
      box: { x: Math.round((frame.width - width) / 2), y, width, height: rowHeight },
    };
  });
  return { fontPx, lines, band: { top, bottom: top + height } };
}
