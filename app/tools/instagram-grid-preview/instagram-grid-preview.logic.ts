import type { Lang } from "~/lib/lang/lang";
import { clampText } from "~/lib/form/form-fields";
import { readCount } from "~/lib/text/numbers";
import {
  FEED_TALLEST,
  FEED_WIDEST,
  SPLIT_LAYOUTS,
  type SplitLayout,
  TILE_EXTENSION,
  TILE_RATIO,
  TILE_WIDTH,
} from "./instagram-grid-preview.data";
import { GRID_WORDS } from "./words";

export interface Size {
  width: number;
  height: number;
}

/** A part of a picture, in its pixels. */
export interface Rect extends Size {
  x: number;
  y: number;
}

/** The largest centred part of a picture with this shape (width over height): what a crop keeps. */
export function coverCrop(source: Size, ratio: number): Rect {
  if (source.width / source.height > ratio) {
    const width = source.height * ratio;
    return { x: (source.width - width) / 2, y: 0, width, height: source.height };
  }
  const height = source.width / ratio;
  return { x: 0, y: (source.height - height) / 2, width: source.width, height };
}

export interface CropLoss {
  /** Which edges lose pixels, or null when the shapes match (within half a percent). */
  edges: "sides" | "top and bottom" | null;
  /** Share of the picture's width (sides) or height (top and bottom) cut away in all, in percent. */
  percent: number;
}

export function cropLoss(source: Size, ratio: number): CropLoss {
  const crop = coverCrop(source, ratio);
  const sides = 1 - crop.width / source.width;
  const ends = 1 - crop.height / source.height;
  const lost = Math.max(sides, ends);
  if (lost < 0.005) return { edges: null, percent: 0 };
  return { edges: sides > ends ? "sides" : "top and bottom", percent: Math.max(1, Math.round(lost * 100)) };
}

/** What a crop to `ratio` does to a picture, in a few words: "cuts 55% off the sides". */
export function cropNote(source: Size, ratio: number, lang: Lang = "en"): string {
  const { edges, percent } = cropLoss(source, ratio);
  const words = GRID_WORDS[lang];
  return edges === null ? words.nothingCut : words.cuts(percent, edges);
}

/** Shapes within this share of each other are the same shape (a 1080 × 566 picture is 1.91:1). */
const SAME_SHAPE = 0.01;

const NAMED_SHAPES: readonly (readonly [number, number])[] = [
  [1, 1],
  [4, 5],
  [3, 4],
  [2, 3],
  [9, 16],
  [1.91, 1],
  [16, 9],
  [4, 3],
  [3, 2],
  [5, 4],
];

const near = (a: number, b: number) => Math.abs(a / b - 1) <= SAME_SHAPE;

/** A picture's shape as people write it: "4:5", "1.91:1", or "1.50:1" / "1:1.60" when it has no common name. */
export function shapeName(source: Size): string {
  const ratio = source.width / source.height;
  const named = NAMED_SHAPES.find(([w, h]) => near(ratio, w / h));
  if (named) return `${named[0]}:${named[1]}`;
  return ratio > 1 ? `${ratio.toFixed(2)}:1` : `1:${(1 / ratio).toFixed(2)}`;
}

export type Orientation = "square" | "portrait" | "landscape";

export function orientation(source: Size): Orientation {
  const ratio = source.width / source.height;
  if (near(ratio, 1)) return "square";
  return ratio < 1 ? "portrait" : "landscape";
}

/** The shape the feed shows a picture at: its own, unless it is taller or wider than a post may be. */
export function feedRatio(source: Size): number {
  const ratio = source.width / source.height;
  return Math.min(FEED_WIDEST, Math.max(FEED_TALLEST, ratio));
}

export interface PostNotes {
  orientation: Orientation;
  /** Width over height of the post as the feed shows it. */
  feedRatio: number;
  /** What the feed does with the picture, in a sentence. */
  feed: string;
  /** What the profile grid shows of the post, in a sentence. */
  grid: string;
}

/**
 * What Instagram does with a picture: the feed shows it whole when its shape is one a post may
 * have (1.91:1 to 3:4) and crops it to the nearest end of that range otherwise; the grid then shows
 * the middle 3:4 of the post.
 */
export function postNotes(source: Size, lang: Lang = "en"): PostNotes {
  const words = GRID_WORDS[lang];
  const ratio = feedRatio(source);
  const feedLoss = cropLoss(source, ratio);
  const kind = orientation(source);
  const feed =
    feedLoss.edges === null
      ? words.feedWhole(words.orientation[kind], shapeName(source))
      : words.feedCropped(ratio === FEED_TALLEST, cropNote(source, ratio, lang));
  // The grid crops the post, not the picture: a picture the feed already cut is cut from there.
  const post = coverCrop(source, ratio);
  const gridLoss = cropLoss(post, TILE_RATIO);
  const grid = gridLoss.edges === null ? words.gridWhole : words.gridMiddle(cropNote(post, TILE_RATIO, lang));
  return { orientation: kind, feedRatio: ratio, feed, grid };
}

/**
 * A count as a profile shows it. Nothing typed shows a dash (never a made-up number); a number read
 * as the calculators read one ("12,590", "12.5K", "1.5 lakh", "50 हज़ार") is written the way
 * Instagram writes counts (1,234, then 12.5K and 1.2M, cut, not rounded); anything else shows as
 * typed, since a preview has no message to give.
 */
export function countLabel(raw: string): string {
  const typed = raw.trim();
  if (!typed) return "—";
  const read = readCount(typed, { allowZero: true, wholeNumber: true, orMore: true });
  if (!read.ok) return typed;
  const count = read.value;
  const short = (unit: number, suffix: string) => {
    const tenths = Math.floor(count / (unit / 10)) / 10;
    return `${String(tenths)}${suffix}`;
  };
  if (count >= 1_000_000_000) return short(1_000_000_000, "B");
  if (count >= 1_000_000) return short(1_000_000, "M");
  if (count >= 10_000) return short(1_000, "K");
  // Under ten thousand the app writes the whole number with a thousands comma: 1,234.
  return count >= 1000 ? `${String(Math.floor(count / 1000))},${String(count % 1000).padStart(3, "0")}` : String(count);
}

/** Instagram's longest highlight name, in characters. */
export const HIGHLIGHT_NAME_LIMIT = 15;

/** Highlight names typed with commas between them: trimmed, none empty, each cut to Instagram's limit. */
export function highlightNames(raw: string, max: number): string[] {
  return raw
    .split(",")
    .map((name) => clampText(name.trim(), HIGHLIGHT_NAME_LIMIT).value.trim())
    .filter((name) => name !== "")
    .slice(0, max);
}

/** A username as a profile shows it: without the @ people type before it. */
export function handleLabel(raw: string): string {
  return raw.trim().replace(/^@+/, "");
}

/** The list with one item moved from one position to another (positions from 0). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

/** Adds as many as fit under `max`, in order; the rest are handed back. */
export function addUpTo<T>(list: readonly T[], incoming: readonly T[], max: number): { list: T[]; left: T[] } {
  const room = Math.max(0, max - list.length);
  return { list: [...list, ...incoming.slice(0, room)], left: incoming.slice(room) };
}

/**
 * When a tile of the grid is posted: Instagram puts the newest post top left, so of `count` posts
 * shown in reading order, the last (bottom right) goes up first. 1 = post first.
 */
export function postingOrder(index: number, count: number): number {
  return count - index;
}

export function splitLayout(value: string): SplitLayout | undefined {
  return SPLIT_LAYOUTS.find((layout) => layout.value === value);
}

export interface SplitTile {
  row: number;
  column: number;
  /** The part of the source picture this tile shows. */
  rect: Rect;
  /** 1 = posted first. */
  order: number;
  /** Where it lands in the finished grid, in words ("bottom right"). */
  position: string;
}

export interface SplitPlan {
  /** The part of the picture the whole grid shows. */
  crop: Rect;
  /** In posting order: the first to post comes first. */
  tiles: SplitTile[];
  /** Source pixels across one tile; under the saved width, tiles are enlarged and look soft. */
  sourceTileWidth: number;
}

function positionName(row: number, column: number, rows: number, columns: number, lang: Lang): string {
  const words = GRID_WORDS[lang];
  const across = words.across[column === 0 ? "left" : column === columns - 1 ? "right" : "middle"];
  if (rows === 1) return across;
  const down = words.down[row === 0 ? "top" : row === rows - 1 ? "bottom" : "middle row"];
  return `${down} ${across}`;
}

/**
 * Cuts a picture into a grid of 3:4 tiles. The picture is first cropped, centred, to the whole
 * grid's shape (columns × 3 by rows × 4), then divided evenly.
 */
export function planSplit(source: Size, layout: Pick<SplitLayout, "columns" | "rows">, lang: Lang = "en"): SplitPlan {
  const { columns, rows } = layout;
  const crop = coverCrop(source, (columns * 3) / (rows * 4));
  const width = crop.width / columns;
  const height = crop.height / rows;
  const count = columns * rows;
  const tiles: SplitTile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      tiles.push({
        row,
        column,
        rect: { x: crop.x + column * width, y: crop.y + row * height, width, height },
        order: postingOrder(row * columns + column, count),
        position: positionName(row, column, rows, columns, lang),
      });
    }
  }
  return { crop, tiles: tiles.sort((a, b) => a.order - b.order), sourceTileWidth: Math.floor(width) };
}

/** Whether tiles come out sharp: each needs a full tile's width of source pixels. */
export function isSharpEnough(plan: SplitPlan): boolean {
  return plan.sourceTileWidth >= TILE_WIDTH;
}

/**
 * A file name from the picked file's name, safe on every system: letters and digits of any
 * script, joined by dashes; no dots, slashes, markup or direction marks.
 */
export function fileBase(name: string): string {
  const stem = name.replace(/\.[a-z0-9]{1,5}$/i, "");
  const words = stem.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const joined = Array.from(words.join("-")).slice(0, 40).join("").replace(/-+$/, "");
  return joined || "grid";
}

/** "goa-trip-post-1-of-6.jpg": the number is the posting order, so the files sort the way they go up. */
export function tileFileName(base: string, order: number, total: number): string {
  return `${base}-post-${order}-of-${total}.${TILE_EXTENSION}`;
}
