// Cuts a picture into tile files in the browser: each tile is drawn onto a canvas and saved as a
// JPEG blob. Nothing is sent anywhere; the files are offered as downloads from this page.
import { TILE_HEIGHT, TILE_QUALITY, TILE_TYPE, TILE_WIDTH } from "./instagram-grid-preview.data";
import { type SplitPlan, tileFileName } from "./instagram-grid-preview.logic";

export interface TileFile {
  /** 1 = posted first. */
  order: number;
  position: string;
  name: string;
  blob: Blob;
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The browser could not save a tile."))),
      TILE_TYPE,
      TILE_QUALITY,
    );
  });
}

/** The tiles of `plan` as JPEG files, in posting order. */
export async function renderTiles(source: Blob, plan: SplitPlan, base: string): Promise<TileFile[]> {
  const bitmap = await createImageBitmap(source);
  try {
    const files: TileFile[] = [];
    for (const tile of plan.tiles) {
      const canvas = document.createElement("canvas");
      canvas.width = TILE_WIDTH;
      canvas.height = TILE_HEIGHT;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("This browser cannot draw pictures.");
      // JPEG has no transparency: a see-through PNG gets white behind it, not black.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, TILE_WIDTH, TILE_HEIGHT);
      context.imageSmoothingQuality = "high";
      const { x, y, width, height } = tile.rect;
      context.drawImage(bitmap, x, y, width, height, 0, 0, TILE_WIDTH, TILE_HEIGHT);
      files.push({
        order: tile.order,
        position: tile.position,
        name: tileFileName(base, tile.order, plan.tiles.length),
        blob: await canvasBlob(canvas),
      });
    }
    return files;
  } finally {
    bitmap.close();
  }
}
