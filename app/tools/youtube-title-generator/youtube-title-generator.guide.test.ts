// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { SEARCH_VISIBLE, TITLE_LIMIT, TITLES_PER_GENERATION } from "./youtube-title-generator.form";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses.
const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("youtube-title-generator guide", () => {
  it("states the limits the generator keeps to", () => {
    expect(text).toContain(`${TITLE_LIMIT} characters`);
    expect(text).toContain(`${SEARCH_VISIBLE} characters`);
    expect(TITLES_PER_GENERATION).toBe(12);
    expect(text).toMatch(/twelve titles/u);
  });
});
