// Instagram's shapes as this tool draws them.
//
// The profile grid: three to a row, every post shown as its middle 3:4 (portrait) since Adam
// Mosseri, head of Instagram, announced the change in an Instagram Story on Friday 17 January 2025
// ("over the weekend"), after a limited test Instagram confirmed in August 2024 (Business Today,
// 17 August 2024). The grid used to show squares.
//
// A post: Instagram's Help Centre gives the feed's photo shapes as anything from 1.91:1 (landscape)
// to 3:4 (portrait), square included; a picture outside that range is cropped to the nearest end of
// it. The usual sizes are 1080 × 1080 (1:1), 1080 × 1350 (4:5), 1080 × 1440 (3:4, the grid's own
// shape) and 1080 × 566 (1.91:1). Older guides and Meta's ads guide stop portrait posts at 4:5.

export const GRID_COLUMNS = 3;
export const MAX_IMAGES = 12;

/** Width over height: the grid's tile. */
export const TILE_RATIO = 3 / 4;
/** The tallest and the widest a post is shown in the feed, width over height. */
export const FEED_TALLEST = 3 / 4;
export const FEED_WIDEST = 1.91;

/** The sources of the shapes above, as the page names them under its notes. */
export const SHAPE_SOURCES = {
  grid: "3:4 grid: announced by Adam Mosseri, head of Instagram, on 17 January 2025",
  feed: "Post shapes from 1.91:1 to 3:4: Instagram Help Centre, 2026",
} as const;

/** Each split tile is saved at the grid's own shape, 1080 pixels wide. */
export const TILE_WIDTH = 1080;
export const TILE_HEIGHT = 1440;
export const TILE_TYPE = "image/jpeg";
export const TILE_EXTENSION = "jpg";
/** High enough that Instagram's own compression is the only visible loss. */
export const TILE_QUALITY = 0.92;

export const GRID_FORMATS = "JPG, PNG or WebP";

export interface SplitLayout {
  value: "3x1" | "3x2";
  label: string;
  columns: number;
  rows: number;
}

export const SPLIT_LAYOUTS: readonly SplitLayout[] = [
  { value: "3x1", label: "3 × 1: one row", columns: 3, rows: 1 },
  { value: "3x2", label: "3 × 2: two rows", columns: 3, rows: 2 },
];

export const MESSAGES = {
  tooManyTitle: "Twelve at a time",
  noPictureTitle: "No picture yet",
  noPicture: "Pick a picture to split, then press Make tiles.",
  noLayout: "Choose how to split it: 3 × 1 or 3 × 2.",
  cantReadTitle: "Can't use that file",
  screenReaderInstructions:
    "To move an image, press Space or Enter to pick it up, use the arrow keys to move it, and press Space or Enter again to drop it. Press Escape to put it back.",
} as const;
