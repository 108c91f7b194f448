// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { formatInr } from "~/lib/text/numbers";
import {
  BASE_RATE_POINTS,
  ENGAGEMENT_EFFECT,
  FORMATS,
  NICHES,
  SOURCES,
} from "./instagram-sponsorship-rate-calculator.data";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses and name the sources with their dates.
const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("instagram-sponsorship-rate-calculator guide", () => {
  it("states the method's multipliers and the end base rates the calculator uses", () => {
    for (const format of FORMATS)
      expect(text).toContain(String(format.multiplier === 1 ? "a post" : format.multiplier));
    expect(text).toContain(`× ${ENGAGEMENT_EFFECT.ceiling}`);
    expect(text).toContain(`× ${ENGAGEMENT_EFFECT.floor}`);
    const first = BASE_RATE_POINTS[0];
    const last = BASE_RATE_POINTS.at(-1);
    if (!first || !last) throw new Error("the curve has points");
    expect(text).toContain(`${formatInr(first.rate.low)}–${formatInr(first.rate.high)}`);
    expect(text).toContain(`${formatInr(last.rate.low)}–${formatInr(last.rate.high)}`);
    expect(text).toMatch(/our own assumption/u);
  });

  it("gives each niche's published price per view and names every source with its date", () => {
    expect(NICHES).toHaveLength(4);
    for (const words of ["30–50 paise a view for lifestyle", "40–60 paise for fashion", "₹1–₹2", "₹3–₹4 for finance"])
      expect(text).toContain(words);
    expect(text).toContain("Decoding Influence report (July 2025)");
    expect(text).toContain(`Moneycontrol (${SOURCES.moneycontrol.date})`);
    expect(text).toContain(`Ryme's Indian pricing guide (${SOURCES.ryme.date})`);
  });
});
