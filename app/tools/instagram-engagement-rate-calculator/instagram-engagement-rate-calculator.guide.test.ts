// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { ENGAGEMENT_TIERS, formatRangePercent, tierRangeLabel } from "~/lib/calculator/engagement-benchmarks";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses.
const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("instagram-engagement-rate-calculator guide", () => {
  it("states the formula and every tier's band as the calculator uses them", () => {
    expect(text).toContain("(likes + comments + saves + shares) ÷ followers × 100");
    expect(text).toMatch(/Untapper.*2026/u);
    for (const tier of ENGAGEMENT_TIERS) {
      const edges = tierRangeLabel(tier).replace(" followers", "").replace("under ", "under ");
      expect(text).toContain(formatRangePercent(tier.typical));
      expect(text.toLowerCase()).toContain(edges.split("–")[0]?.toLowerCase() ?? "");
    }
  });
});
