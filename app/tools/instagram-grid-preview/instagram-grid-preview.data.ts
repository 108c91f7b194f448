// Instagram's profile grid as this tool draws it. Since January 2025 the grid shows every post as a
// 3:4 tile, three to a row (announced by Adam Mosseri, head of Instagram, in January 2025 after a
// test that began in August 2024). The 4:5 portrait post (1080 × 1350) is still the tallest shape
// most creators export, so each picture is also shown as that crop.

export const GRID_COLUMNS = 3;
export const MAX_IMAGES = 12;

/** Width over height. */
export const TILE_RATIO = 3 / 4;
export const POST_RATIO = 4 / 5;

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
