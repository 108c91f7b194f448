import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { seededRng } from "~/lib/text/random";
import { FEED_TALLEST, FEED_WIDEST, SPLIT_LAYOUTS, TILE_RATIO } from "./instagram-grid-preview.data";
import {
  addUpTo,
  countLabel,
  coverCrop,
  cropLoss,
  cropNote,
  feedRatio,
  fileBase,
  handleLabel,
  highlightNames,
  isSharpEnough,
  moveItem,
  orientation,
  planSplit,
  postNotes,
  postingOrder,
  shapeName,
  splitLayout,
  tileFileName,
} from "./instagram-grid-preview.logic";

const POST_4_5 = 4 / 5;

describe("cropping maths", () => {
  it("keeps the centred part of the asked shape", () => {
    expect(coverCrop({ width: 1600, height: 900 }, 3 / 4)).toEqual({ x: 462.5, y: 0, width: 675, height: 900 });
    expect(coverCrop({ width: 1080, height: 1920 }, 4 / 5)).toEqual({ x: 0, y: 285, width: 1080, height: 1350 });
    expect(coverCrop({ width: 1080, height: 1350 }, 4 / 5)).toEqual({ x: 0, y: 0, width: 1080, height: 1350 });
  });

  it("always fits inside the picture, centred, with the asked shape", () => {
    const rng = seededRng(7);
    for (let i = 0; i < 500; i++) {
      const source = { width: 1 + Math.floor(rng() * 6000), height: 1 + Math.floor(rng() * 6000) };
      for (const ratio of [TILE_RATIO, POST_4_5, 9 / 4, 9 / 8]) {
        const crop = coverCrop(source, ratio);
        expect(crop.x).toBeGreaterThanOrEqual(0);
        expect(crop.y).toBeGreaterThanOrEqual(0);
        expect(crop.x + crop.width).toBeLessThanOrEqual(source.width + 1e-9);
        expect(crop.y + crop.height).toBeLessThanOrEqual(source.height + 1e-9);
        expect(crop.width / crop.height).toBeCloseTo(ratio, 9);
        expect(crop.x * 2 + crop.width).toBeCloseTo(source.width, 9);
        expect(crop.y * 2 + crop.height).toBeCloseTo(source.height, 9);
        // One side is always kept whole.
        expect(crop.width === source.width || crop.height === source.height).toBe(true);
      }
    }
  });

  it("says which edges a crop cuts and by how much", () => {
    expect(cropLoss({ width: 1280, height: 720 }, POST_4_5)).toEqual({ edges: "sides", percent: 55 });
    expect(cropLoss({ width: 1080, height: 1920 }, POST_4_5)).toEqual({ edges: "top and bottom", percent: 30 });
    expect(cropLoss({ width: 1080, height: 1350 }, POST_4_5)).toEqual({ edges: null, percent: 0 });
    // A 4:5 post in the 3:4 grid loses a thin strip at the sides.
    expect(cropLoss({ width: 1080, height: 1350 }, TILE_RATIO)).toEqual({ edges: "sides", percent: 6 });
    expect(cropLoss({ width: 1000, height: 1001 }, 1)).toEqual({ edges: null, percent: 0 });
    expect(cropLoss({ width: 1000, height: 1008 }, 1)).toEqual({ edges: "top and bottom", percent: 1 });
  });

  it("writes the crop in a few words", () => {
    expect(cropNote({ width: 1280, height: 720 }, POST_4_5)).toBe("cuts 55% off the sides");
    expect(cropNote({ width: 1080, height: 1920 }, POST_4_5)).toBe("cuts 30% off the top and bottom");
    expect(cropNote({ width: 2160, height: 2700 }, POST_4_5)).toBe("nothing cut");
  });
});

describe("what Instagram does with each shape", () => {
  itGives(shapeName, {
    "names common shapes, and writes others as a ratio": [
      [{ width: 1080, height: 1080 }, "1:1"],
      [{ width: 1080, height: 1350 }, "4:5"],
      [{ width: 3024, height: 4032 }, "3:4"],
      [{ width: 1080, height: 566 }, "1.91:1"],
      [{ width: 1920, height: 1080 }, "16:9"],
      [{ width: 720, height: 1280 }, "9:16"],
      [{ width: 3000, height: 1000 }, "3.00:1"],
      [{ width: 1000, height: 2500 }, "1:2.50"],
    ],
  });
  itGives(orientation, {
    "tells square, portrait and landscape apart, with a little give for square": [
      [{ width: 600, height: 600 }, "square"],
      [{ width: 1000, height: 1008 }, "square"],
      [{ width: 1080, height: 1350 }, "portrait"],
      [{ width: 1080, height: 566 }, "landscape"],
    ],
  });
  it("keeps a post's own shape in the feed between 1.91:1 and 3:4, and stops at those ends", () => {
    expect(feedRatio({ width: 1080, height: 1080 })).toBe(1);
    expect(feedRatio({ width: 1080, height: 1350 })).toBe(0.8);
    expect(feedRatio({ width: 1280, height: 720 })).toBeCloseTo(16 / 9, 9);
    expect(feedRatio({ width: 720, height: 1280 })).toBe(FEED_TALLEST);
    expect(feedRatio({ width: 3000, height: 1000 })).toBe(FEED_WIDEST);
  });

  it("a square post is shown whole in the feed; the grid cuts its sides", () => {
    expect(postNotes({ width: 600, height: 600 })).toEqual({
      orientation: "square",
      feedRatio: 1,
      feed: "Feed: a square post (1:1), shown whole.",
      grid: "Grid: the middle 3:4, which cuts 25% off the sides.",
    });
  });

  it("portrait posts: 4:5 loses a thin strip in the grid, 3:4 nothing, taller ones are cut to 3:4 first", () => {
    expect(postNotes({ width: 1080, height: 1350 })).toMatchObject({
      feed: "Feed: a portrait post (4:5), shown whole.",
      grid: "Grid: the middle 3:4, which cuts 6% off the sides.",
    });
    expect(postNotes({ width: 1080, height: 1440 })).toMatchObject({
      feed: "Feed: a portrait post (3:4), shown whole.",
      grid: "Grid: the whole post, nothing cut.",
    });
    expect(postNotes({ width: 720, height: 1280 })).toMatchObject({
      feedRatio: 3 / 4,
      feed: "Feed: cropped to 3:4, Instagram's tallest post, which cuts 25% off the top and bottom.",
      grid: "Grid: the whole post, nothing cut.",
    });
  });

  it("landscape posts are shown whole up to 1.91:1, and the grid keeps only their middle", () => {
    expect(postNotes({ width: 1080, height: 566 })).toEqual({
      orientation: "landscape",
      feedRatio: 1080 / 566,
      feed: "Feed: a landscape post (1.91:1), shown whole.",
      grid: "Grid: the middle 3:4, which cuts 61% off the sides.",
    });
    expect(postNotes({ width: 1280, height: 720 })).toMatchObject({
      feed: "Feed: a landscape post (16:9), shown whole.",
      grid: "Grid: the middle 3:4, which cuts 58% off the sides.",
    });
    // A panorama is cut to 1.91:1 first; the grid's share is of that post, not of the panorama.
    expect(postNotes({ width: 3000, height: 1000 })).toMatchObject({
      feedRatio: FEED_WIDEST,
      feed: "Feed: cropped to 1.91:1, Instagram's widest post, which cuts 36% off the sides.",
      grid: "Grid: the middle 3:4, which cuts 61% off the sides.",
    });
  });

  it("never says the feed cuts a picture whose shape a post may have", () => {
    const rng = seededRng(11);
    for (let i = 0; i < 500; i++) {
      const width = 200 + Math.floor(rng() * 4000);
      const height = 200 + Math.floor(rng() * 4000);
      const ratio = width / height;
      const notes = postNotes({ width, height });
      const inRange = ratio >= FEED_TALLEST && ratio <= FEED_WIDEST;
      if (inRange) expect(notes.feed).toMatch(/shown whole\.$/u);
      else expect(notes.feed).toMatch(/^Feed: cropped to /u);
      expect(notes.feedRatio).toBeGreaterThanOrEqual(FEED_TALLEST);
      expect(notes.feedRatio).toBeLessThanOrEqual(FEED_WIDEST);
      // The grid never shows more than a 3:4 tile: anything wider than that loses its sides.
      if (notes.feedRatio > TILE_RATIO * 1.01) expect(notes.grid).toMatch(/off the sides\.$/u);
    }
  });
});

describe("the profile's words", () => {
  itGives(countLabel, {
    "shows a dash for a count nobody typed, never a made-up number": [
      ["", "—"],
      ["   ", "—"],
    ],
    "writes typed numbers the way Instagram writes counts": [
      ["0", "0"],
      ["310", "310"],
      ["1234", "1,234"],
      ["1,005", "1,005"],
      ["9999", "9,999"],
      ["10000", "10K"],
      ["12,590", "12.5K"],
      ["999999", "999.9K"],
      ["1250000", "1.2M"],
      ["2000000000", "2B"],
    ],
    "reads counts the way the calculators do, Indian words and digits too": [
      ["1.5 lakh", "150K"],
      ["50 हज़ार", "50K"],
      ["१२,५००", "12.5K"],
      ["2 करोड़", "20M"],
      ["10K+", "10K"],
    ],
    "shows anything else as typed": [
      ["12.5", "12.5"],
      ["-5", "-5"],
      [" 12.5K ", "12.5K"],
      ["lots", "lots"],
    ],
  });
  it("reads highlight names from a comma list, each cut to 15 characters", () => {
    expect(highlightNames("Recipes, Travel,, Reviews ,", 4)).toEqual(["Recipes", "Travel", "Reviews"]);
    expect(highlightNames("a,b,c,d,e,f", 4)).toEqual(["a", "b", "c", "d"]);
    expect(highlightNames("Festival season 2026", 4)).toEqual(["Festival season"]);
    expect(highlightNames("🍛🍛🍛🍛🍛🍛🍛🍛🍛🍛🍛🍛🍛🍛🍛🍛", 4)).toEqual(["🍛".repeat(15)]);
    expect(highlightNames(" , ", 4)).toEqual([]);
  });

  itGives(handleLabel, {
    "drops the @ people type before a username": [
      ["@riya.cooks ", "riya.cooks"],
      ["riya.cooks", "riya.cooks"],
      ["  ", ""],
    ],
  });
});

describe("tile order", () => {
  it("moves one item and keeps the rest in order", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], -1, 0)).toEqual(["a", "b"]);
  });

  it("never loses or duplicates an item, whatever the moves", () => {
    const rng = seededRng(2026);
    let list = Array.from({ length: 12 }, (_, i) => i);
    for (let i = 0; i < 300; i++) {
      list = moveItem(list, Math.floor(rng() * 14) - 1, Math.floor(rng() * 14) - 1);
      expect([...list].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, k) => k));
    }
  });

  it("adds up to the limit and hands back the rest in order", () => {
    expect(addUpTo([1, 2], [3, 4, 5], 4)).toEqual({ list: [1, 2, 3, 4], left: [5] });
    expect(addUpTo([], [1, 2], 12)).toEqual({ list: [1, 2], left: [] });
    expect(addUpTo([1, 2, 3], [4], 3)).toEqual({ list: [1, 2, 3], left: [4] });
  });

  it("posts the last tile of the grid first", () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => postingOrder(i, 6))).toEqual([6, 5, 4, 3, 2, 1]);
  });
});

describe("planSplit", () => {
  it("cuts a 3 × 1 row of 3:4 tiles, posting order right to left", () => {
    const plan = planSplit({ width: 3240, height: 1440 }, { columns: 3, rows: 1 });
    expect(plan.crop).toEqual({ x: 0, y: 0, width: 3240, height: 1440 });
    expect(plan.tiles.map((t) => [t.order, t.position, t.rect.x])).toEqual([
      [1, "right", 2160],
      [2, "middle", 1080],
      [3, "left", 0],
    ]);
    expect(plan.tiles[0]?.rect).toEqual({ x: 2160, y: 0, width: 1080, height: 1440 });
    expect(isSharpEnough(plan)).toBe(true);
  });

  it("cuts a 3 × 2 grid from a wide photo: bottom row first, right to left", () => {
    const plan = planSplit({ width: 4000, height: 3000 }, { columns: 3, rows: 2 });
    // 9:8 out of 4:3: the sides go.
    expect(plan.crop).toEqual({ x: 312.5, y: 0, width: 3375, height: 3000 });
    expect(plan.tiles.map((t) => `${t.order} ${t.position}`)).toEqual([
      "1 bottom right",
      "2 bottom middle",
      "3 bottom left",
      "4 top right",
      "5 top middle",
      "6 top left",
    ]);
    expect(plan.tiles[0]?.rect).toEqual({ x: 312.5 + 2250, y: 1500, width: 1125, height: 1500 });
    expect(plan.sourceTileWidth).toBe(1125);
  });

  it("covers the crop exactly, tile against tile, every tile 3:4", () => {
    const rng = seededRng(11);
    for (let i = 0; i < 200; i++) {
      const source = { width: 50 + Math.floor(rng() * 8000), height: 50 + Math.floor(rng() * 8000) };
      for (const layout of SPLIT_LAYOUTS) {
        const plan = planSplit(source, layout);
        expect(plan.tiles).toHaveLength(layout.columns * layout.rows);
        expect(plan.tiles.map((t) => t.order)).toEqual(plan.tiles.map((_, k) => k + 1));
        const area = plan.tiles.reduce((sum, t) => sum + t.rect.width * t.rect.height, 0);
        expect(area).toBeCloseTo(plan.crop.width * plan.crop.height, 3);
        for (const tile of plan.tiles) {
          expect(tile.rect.width / tile.rect.height).toBeCloseTo(3 / 4, 9);
          expect(tile.rect.x).toBeCloseTo(plan.crop.x + tile.column * tile.rect.width, 6);
          expect(tile.rect.y).toBeCloseTo(plan.crop.y + tile.row * tile.rect.height, 6);
        }
      }
    }
  });

  it("warns through isSharpEnough when a tile has fewer than 1080 source pixels", () => {
    expect(isSharpEnough(planSplit({ width: 1280, height: 720 }, { columns: 3, rows: 1 }))).toBe(false);
  });

  it("knows only the two layouts on offer", () => {
    expect(splitLayout("3x2")?.rows).toBe(2);
    expect(splitLayout("3x1")?.rows).toBe(1);
    expect(splitLayout("3x3")).toBeUndefined();
    expect(splitLayout("")).toBeUndefined();
  });
});

describe("file names", () => {
  it("names tiles by posting order", () => {
    expect(tileFileName("goa-trip", 1, 6)).toBe("goa-trip-post-1-of-6.jpg");
    expect(tileFileName("grid", 3, 3)).toBe("grid-post-3-of-3.jpg");
  });

  it("makes a safe stem from whatever the file was called", () => {
    expect(fileBase("Goa Trip (final).PNG")).toBe("goa-trip-final");
    expect(fileBase("IMG_20261102_184512.jpg")).toBe("img-20261102-184512");
    expect(fileBase("दिवाली लुक.jpeg")).toBe("दिवाली-लुक");
    expect(fileBase(`<img src=x onerror="alert(1)">.png`)).toBe("img-src-x-onerror-alert-1");
    expect(fileBase("../../etc/passwd")).toBe("etc-passwd");
    expect(fileBase("evil\u202Egpj.exe")).toBe("evil-gpj");
    expect(fileBase("🔥🔥.png")).toBe("grid");
    expect(fileBase("   ")).toBe("grid");
    expect(fileBase(".png")).toBe("grid");
    expect(Array.from(fileBase("a".repeat(10_000))).length).toBe(40);
  });
});
