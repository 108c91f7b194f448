// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/content/blog";
import { MAX_IMAGES, TILE_HEIGHT, TILE_WIDTH } from "./instagram-grid-preview.data";

// The guide keeps the shape every tool guide has, and agrees with what the page does.
const source = readFileSync(new URL("./instagram-grid-preview.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);

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
});
