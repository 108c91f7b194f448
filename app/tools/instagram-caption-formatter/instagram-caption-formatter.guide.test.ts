// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/content/blog";
import { CAPTION_LIMIT, HASHTAG_LIMIT, MENTION_LIMIT, PREVIEW_CHARS } from "./instagram-caption-formatter.data";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses.
const source = readFileSync(new URL("./instagram-caption-formatter.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);

describe("instagram-caption-formatter guide", () => {
  it("states the limits the formatter checks", () => {
    expect(text).toContain("2,200");
    expect(CAPTION_LIMIT).toBe(2200);
    expect(text).toContain(`up to ${HASHTAG_LIMIT} hashtags`);
    expect(text).toContain(`up to ${MENTION_LIMIT} accounts`);
    expect(text).toContain(`${PREVIEW_CHARS} characters`);
    expect(text).toMatch(/code points/u);
  });
});
