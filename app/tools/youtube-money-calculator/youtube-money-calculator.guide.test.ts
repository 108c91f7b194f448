// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/content/blog";
import { DAYS_PER_MONTH, DAYS_PER_YEAR, SHORTS_RPM } from "./youtube-money-calculator.data";
import { formatRpm } from "./youtube-money-calculator.logic";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses.
const source = readFileSync(new URL("./youtube-money-calculator.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);

describe("youtube-money-calculator guide", () => {
  it("states the days, the revenue shares and the Shorts default the calculator uses", () => {
    expect(text).toContain(`${DAYS_PER_MONTH} days`);
    expect(text).toContain(`${DAYS_PER_YEAR}`);
    expect(text).toContain(formatRpm(SHORTS_RPM));
    expect(text).toContain("55%");
    expect(text).toContain("45%");
    expect(text).toMatch(/estimate/iu);
  });
});
