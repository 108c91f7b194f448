// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/content/blog";
import { SEARCH_VISIBLE, TITLE_LIMIT, TITLES_PER_GENERATION } from "./youtube-title-generator.form";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses.
const source = readFileSync(new URL("./youtube-title-generator.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);

describe("youtube-title-generator guide", () => {
  it("states the limits the generator keeps to", () => {
    expect(text).toContain(`${TITLE_LIMIT} characters`);
    expect(text).toContain(`${SEARCH_VISIBLE} characters`);
    expect(TITLES_PER_GENERATION).toBe(12);
    expect(text).toMatch(/twelve titles/u);
  });
});
