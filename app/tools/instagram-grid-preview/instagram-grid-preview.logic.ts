import { SPLIT_LAYOUTS, type SplitLayout, TILE_EXTENSION, TILE_WIDTH } from "./instagram-grid-preview.data";

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
export function cropNote(source: Size, ratio: number): string {
  const { edges, percent } = cropLoss(source, ratio);
  return edges === null ? "nothing cut" : `cuts ${percent}% off the ${edges}`;
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

function positionName(row: number, column: number, rows: number, columns: number): string {
  const across = column === 0 ? "left" : column === columns - 1 ? "right" : "middle";
  if (rows === 1) return across;
  const down = row === 0 ? "top" : row === rows - 1 ? "bottom" : "middle row";
  return `${down} ${across}`;
}

/**
 * Cuts a picture into a grid of 3:4 tiles. The picture is first cropped, centred, to the whole
 * grid's shape (columns × 3 by rows × 4), then divided evenly.
 */
export function planSplit(source: Size, layout: Pick<SplitLayout, "columns" | "rows">): SplitPlan {
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
        position: positionName(row, column, rows, columns),
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
