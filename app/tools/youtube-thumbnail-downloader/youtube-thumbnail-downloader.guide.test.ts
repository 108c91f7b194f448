// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { OFFERED_SIZES, THUMBNAIL_SIZES } from "./youtube-thumbnail-downloader.data";

// Every guide's shape is checked in app/tools/guide-content.test.ts; this one must also agree with
// the sizes the page offers.
const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("youtube-thumbnail-downloader guide", () => {
  it("dates what it read of YouTube's rules", () => {
    expect(text).toMatch(/\(read \w+ 20\d\d\)/u);
  });

  it("names every size YouTube keeps, and why the smallest is not offered", () => {
    for (const size of THUMBNAIL_SIZES) expect(text).toContain(`${size.label}, ${size.width} × ${size.height}`);
    expect(OFFERED_SIZES.map((size) => size.id)).not.toContain("default");
    expect(text).toMatch(/120 × 90 size isn't offered/u);
  });

  it("says the pictures load from YouTube only when asked", () => {
    expect(text).toMatch(/Nothing is fetched until you press the button/u);
    expect(text).toMatch(/YouTube's image server/u);
  });
});
