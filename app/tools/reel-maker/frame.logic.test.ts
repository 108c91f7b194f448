import { describe, expect, it } from "vitest";
import {
  blurSize,
  captionFontPx,
  coverRect,
  dragPosition,
  dragRange,
  fillCrop,
  fitRect,
  freeAxis,
  layoutCaption,
  wrapParagraph,
} from "./frame.logic";
import { SHAPES } from "./reel-maker.data";

const LANDSCAPE = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };
const REEL = { width: 1080, height: 1920 };
const SQUARE = { width: 1080, height: 1080 };
// Every character 10 px wide: easy to reason about.
const measure = (text: string) => [...text].length * 10;
const split = (word: string) => [...word];
const TALL = SHAPES[0]?.safe ?? { top: 0, bottom: 0, side: 0 };

describe("freeAxis", () => {
  it("is the direction with picture to spare, or none for the same shape", () => {
    expect(freeAxis(LANDSCAPE, REEL)).toBe("x");
    expect(freeAxis(PORTRAIT, SQUARE)).toBe("y");
    expect(freeAxis(PORTRAIT, REEL)).toBeNull();
    expect(freeAxis({ width: 1080, height: 1918 }, REEL)).toBeNull();
  });
});

describe("fillCrop", () => {
  it("takes the largest piece with the frame's shape, moved along the free direction", () => {
    expect(fillCrop(LANDSCAPE, REEL, 0.5)).toEqual({ x: 656.25, y: 0, width: 607.5, height: 1080 });
    expect(fillCrop(LANDSCAPE, REEL, 0)).toEqual({ x: 0, y: 0, width: 607.5, height: 1080 });
    expect(fillCrop(LANDSCAPE, REEL, 1)).toEqual({ x: 1312.5, y: 0, width: 607.5, height: 1080 });
    expect(fillCrop(PORTRAIT, SQUARE, 0)).toEqual({ x: 0, y: 0, width: 1080, height: 1080 });
    expect(fillCrop(PORTRAIT, SQUARE, 1)).toEqual({ x: 0, y: 840, width: 1080, height: 1080 });
  });

  it("keeps the whole picture when it already has the shape, and clamps the position", () => {
    expect(fillCrop(PORTRAIT, REEL, 0.3)).toEqual({ x: 0, y: 0, width: 1080, height: 1920 });
    expect(fillCrop(LANDSCAPE, REEL, 7)).toEqual(fillCrop(LANDSCAPE, REEL, 1));
    expect(fillCrop(LANDSCAPE, REEL, Number.NaN)).toEqual(fillCrop(LANDSCAPE, REEL, 0.5));
  });

  it("always has the frame's shape and stays inside the picture, over many sizes", () => {
    for (const source of [LANDSCAPE, PORTRAIT, SQUARE, { width: 320, height: 180 }, { width: 4000, height: 3000 }]) {
      for (const shape of SHAPES) {
        const frame = shape.sizes["1080p"];
        for (const position of [0, 0.25, 0.5, 1]) {
          const crop = fillCrop(source, frame, position);
          expect(crop.width / crop.height).toBeCloseTo(frame.width / frame.height, 5);
          expect(crop.x).toBeGreaterThanOrEqual(0);
          expect(crop.y).toBeGreaterThanOrEqual(0);
          expect(crop.x + crop.width).toBeLessThanOrEqual(source.width + 1e-9);
          expect(crop.y + crop.height).toBeLessThanOrEqual(source.height + 1e-9);
        }
      }
    }
  });
});

describe("fitRect and coverRect", () => {
  it("fits the whole picture in the middle, or covers the frame with it", () => {
    expect(fitRect(LANDSCAPE, REEL)).toEqual({ x: 0, y: 656.25, width: 1080, height: 607.5 });
    const cover = coverRect(LANDSCAPE, REEL);
    expect(cover.width).toBeCloseTo(3413.33, 2);
    expect(cover.height).toBe(1920);
    expect(cover.x).toBeCloseTo(-1166.67, 2);
    expect(cover.y).toBe(0);
    expect(fitRect(PORTRAIT, REEL)).toEqual({ x: 0, y: 0, width: 1080, height: 1920 });
  });
});

describe("dragging the crop", () => {
  it("moves end to end over the picture's overhang on screen", () => {
    const range = dragRange(LANDSCAPE, REEL, 270);
    // Covering the Reel, the landscape picture is 3,413 px across for 1,080 shown: 2,333 px of
    // overhang, which is 583 px on a preview 270 px wide.
    expect(range).toBeCloseTo(583.33, 1);
    expect(dragPosition(0.5, range / 2, range)).toBeCloseTo(0);
    expect(dragPosition(0.5, -range, range)).toBe(1);
    expect(dragPosition(0.5, 10, 0)).toBe(0.5);
    expect(dragRange(PORTRAIT, REEL, 270)).toBe(0);
  });
});

describe("blurSize", () => {
  it("is tiny and keeps the frame's shape", () => {
    expect(blurSize(REEL)).toEqual({ width: 14, height: 24 });
    expect(blurSize(LANDSCAPE)).toEqual({ width: 24, height: 14 });
  });
});

describe("wrapParagraph", () => {
  it("breaks at spaces to fit the width", () => {
    expect(wrapParagraph("aaa bbb ccc dd", 70, measure, split)).toEqual(["aaa bbb", "ccc dd"]);
    expect(wrapParagraph("  spaced   out  ", 200, measure, split)).toEqual(["spaced out"]);
    expect(wrapParagraph("", 100, measure, split)).toEqual([]);
  });

  it("breaks a word wider than the line between whole characters only", () => {
    expect(wrapParagraph("abcdefgh ij", 30, measure, split)).toEqual(["abc", "def", "gh", "ij"]);
    const clusters = (word: string) => (word === "किताबें" ? ["कि", "ता", "बें"] : [...word]);
    expect(wrapParagraph("किताबें", 15, (t) => (t.length / 2) * 10 - 0.5, clusters)).toEqual(["कि", "ता", "बें"]);
  });
});

describe("layoutCaption", () => {
  const style = { factor: 0.058, place: "bottom" as const, box: true };

  it("sizes text from the shorter side and keeps the bottom 35% of a Reel clear", () => {
    const layout = layoutCaption("Namaste doston", REEL, TALL, style, measure, split);
    expect(layout.fontPx).toBe(63);
    expect(captionFontPx(LANDSCAPE, style)).toBe(63);
    expect(layout.lines).toHaveLength(1);
    expect(layout.band.bottom).toBeLessThanOrEqual(1920 * 0.65);
    expect(layout.band.bottom).toBeGreaterThan(1920 * 0.6);
    const [line] = layout.lines;
    expect(line?.box.x).toBe(Math.round((1080 - (140 + 2 * 28)) / 2));
    expect(line?.box.width).toBe(140 + 2 * 28);
    expect(line?.centerX).toBe(540);
  });

  it("puts captions under the top safe margin, or in the middle", () => {
    const top = layoutCaption("Hi", REEL, TALL, { ...style, place: "top" }, measure, split);
    expect(top.band.top).toBe(Math.round(1920 * 0.14));
    const middle = layoutCaption("Hi", REEL, TALL, { ...style, place: "middle" }, measure, split);
    expect((middle.band.top + middle.band.bottom) / 2).toBeCloseTo(960, 0);
  });

  it("stacks typed lines and wrapped lines inside the band, all within the frame", () => {
    const long = "word ".repeat(80).trim();
    const layout = layoutCaption(`${long}\nsecond`, REEL, TALL, style, measure, split);
    expect(layout.lines.length).toBeGreaterThan(3);
    expect(layout.lines.at(-1)?.text).toBe("second");
    for (const line of layout.lines) {
      expect(line.box.y).toBeGreaterThanOrEqual(layout.band.top);
      expect(line.box.y + line.box.height).toBeLessThanOrEqual(layout.band.bottom);
      expect(line.box.x).toBeGreaterThanOrEqual(0);
      expect(line.box.x + line.box.width).toBeLessThanOrEqual(1080);
    }
    expect(layout.band.top).toBeGreaterThanOrEqual(0);
    expect(layout.band.bottom).toBeLessThanOrEqual(1920);
  });
});
