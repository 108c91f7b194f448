// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { MAX_IMAGES, TILE_HEIGHT, TILE_WIDTH } from "./instagram-grid-preview.data";
import { postNotes } from "./instagram-grid-preview.logic";

// The guide keeps the shape every tool guide has, and agrees with what the page does.
const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("instagram-grid-preview guide", () => {
  it("names the source and date of the 3:4 grid", () => {
    expect(text).toContain("In January 2025 Adam Mosseri, head of Instagram, announced");
    expect(text).toContain("3:4");
  });

  it("agrees with the page: twelve pictures, tile size, and the posting order", () => {
    expect(text).toContain(`up to ${MAX_IMAGES} pictures`);
    expect(text).toContain(`${TILE_WIDTH} × ${TILE_HEIGHT}`);
    expect(text).toMatch(/bottom right, has to go up first/u);
    expect(text).toMatch(/arrow keys/u);
    expect(text).toMatch(/never leave/u);
  });

  it("gives the post shapes the page uses, and the same grid cuts as the page's notes", () => {
    expect(text).toContain("1.91:1 to 3:4");
    const cut = (width: number, height: number) => Number(/(\d+)%/u.exec(postNotes({ width, height }).grid)?.[1]);
    expect(cut(1080, 1350)).toBe(6);
    expect(text).toContain("a 4:5 post loses a thin strip at each side, about 6% of its width");
    expect(cut(1080, 1080)).toBe(25);
    expect(text).toContain("a square post loses a quarter");
    expect(text).toContain(`keeps only its middle ${String(100 - cut(1080, 566))}%`);
    expect(postNotes({ width: 1080, height: 1080 }).feed).toContain("shown whole");
    expect(text).toMatch(/square post \(1:1, 1080 × 1080\) whole/u);
  });

  it("explains the profile header and the tile buttons the page draws", () => {
    expect(text).toContain("Edit profile");
    expect(text).toMatch(/show a dash until you type one/u);
    expect(text).toMatch(/move it earlier or later or remove it/u);
  });
});
