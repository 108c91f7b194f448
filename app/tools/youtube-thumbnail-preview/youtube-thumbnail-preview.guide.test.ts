// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/content/blog";
import { MIN_WIDTH, SURFACES, TITLE_LIMIT } from "./youtube-thumbnail-preview.data";

// The guide keeps the shape every tool guide has, and agrees with the checks the page makes.
const source = readFileSync(new URL("./youtube-thumbnail-preview.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);

describe("youtube-thumbnail-preview guide", () => {
  it("states YouTube's rules with their source and the limits the page checks", () => {
    expect(text).toContain(`YouTube Help's "Add video thumbnails" page (read November 2026)`);
    expect(text).toContain("1280 × 720");
    expect(text).toContain(`${MIN_WIDTH} pixels wide`);
    expect(text).toContain("2 MB");
    expect(text).toContain("16:9");
    expect(text).toContain(`${TITLE_LIMIT} characters`);
  });

  it("names every frame the page draws and says the cut depends on the device", () => {
    expect(text).toMatch(/home feed on a phone/iu);
    expect(text).toMatch(/home grid on a computer/iu);
    expect(text).toMatch(/search result/iu);
    expect(text).toMatch(/up next/iu);
    expect(SURFACES).toHaveLength(4);
    expect(text).toContain("The exact cut depends on the device");
    expect(text).toMatch(/never leave/iu);
  });
});
