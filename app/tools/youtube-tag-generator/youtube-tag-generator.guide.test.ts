// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/content/blog";
import { TAG_CHAR_LIMIT } from "./youtube-tag-generator.form";
import { tagCost } from "./youtube-tag-generator.logic";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses.
const source = readFileSync(new URL("./youtube-tag-generator.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);

describe("youtube-tag-generator guide", () => {
  it("explains the count the way the generator does it", () => {
    expect(text).toContain(`${TAG_CHAR_LIMIT} characters`);
    expect(text).toContain(`"chai" costs ${tagCost("chai")} characters`);
    expect(text).toContain(`"masala chai" costs ${tagCost("masala chai")}`);
  });
});
