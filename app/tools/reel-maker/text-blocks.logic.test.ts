import { describe, expect, it } from "vitest";
import { type TextBlock, blocksAt, checkTextTimes } from "./text-blocks.logic";

const block = (id: string, start: number, end: number, text = id): TextBlock => ({
  id,
  text,
  start,
  end,
  place: "top",
  look: "box",
});

describe("timed text", () => {
  const blocks = [block("a", 0, 2), block("b", 1, 3), block("empty", 0, 5, "  ")];

  it("shows a block from its start up to, not at, its end", () => {
    expect(blocksAt(blocks, 0).map((b) => b.id)).toEqual(["a"]);
    expect(blocksAt(blocks, 1.5).map((b) => b.id)).toEqual(["a", "b"]);
    expect(blocksAt(blocks, 2).map((b) => b.id)).toEqual(["b"]);
    expect(blocksAt(blocks, 3)).toEqual([]);
    expect(blocksAt([], 1)).toEqual([]);
  });

  it("says which typed time is wrong", () => {
    expect(checkTextTimes(0, 2)).toBeNull();
    expect(checkTextTimes(null, 2)).toBe("start");
    expect(checkTextTimes(-1, 2)).toBe("start");
    expect(checkTextTimes(1, null)).toBe("end");
    expect(checkTextTimes(2, 2)).toBe("order");
  });
});
