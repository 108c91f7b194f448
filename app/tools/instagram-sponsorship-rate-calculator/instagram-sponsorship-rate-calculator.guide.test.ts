// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText } from "~/content/blog";
import { BASE_RATES, ENGAGEMENT_MULTIPLIERS, FORMATS } from "./instagram-sponsorship-rate-calculator.data";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses.
const source = readFileSync(new URL("./instagram-sponsorship-rate-calculator.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);

describe("instagram-sponsorship-rate-calculator guide", () => {
  it("states the method's multipliers and the end base rates the calculator uses", () => {
    for (const format of FORMATS)
      expect(text).toContain(String(format.multiplier === 1 ? "a post" : format.multiplier));
    expect(text).toContain(String(ENGAGEMENT_MULTIPLIERS.above));
    expect(text).toContain(String(ENGAGEMENT_MULTIPLIERS.below));
    expect(text).toContain(`₹${BASE_RATES.nano.low}–₹${BASE_RATES.nano.high}`);
    expect(text).toContain(`₹${BASE_RATES.mega.low}–₹${BASE_RATES.mega.high}`);
    expect(text).toMatch(/our own assumption/u);
  });
});
