// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { formatInr } from "~/lib/text/numbers";
import {
  CREATOR_SHARE,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  MAX_DAILY_VIEWS,
  SOURCES,
} from "./youtube-money-calculator.data";
import { categoryById, formatRpm, defaultRpm } from "./youtube-money-calculator.logic";

// Every guide's shape is checked for all tools in app/tools/guide-content.test.ts; this one must
// also agree with the figures the tool uses and name its sources with their dates.
const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("youtube-money-calculator guide", () => {
  it("states the days, the revenue shares and how the central figure and range are made", () => {
    expect(text).toContain(`${DAYS_PER_MONTH} days`);
    expect(text).toContain(`${DAYS_PER_YEAR}`);
    expect(text).toContain(`${CREATOR_SHARE.longForm}%`);
    expect(text).toContain(`${CREATOR_SHARE.shorts}%`);
    expect(text).toContain("the square root of low × high");
    expect(text).toMatch(/estimate, not a promise/u);
  });

  it("names every RPM source with its date and gives a default the calculator uses", () => {
    expect(text).toContain(`(${SOURCES.fluxnote.date})`);
    expect(text).toContain(`Upgrowth (${SOURCES.upgrowth.date})`);
    expect(text).toContain(`entertainment becomes ${formatRpm(defaultRpm(categoryById("entertainment")).longForm)}`);
  });

  it("gives the daily-views ceiling with the figure and source behind it", () => {
    expect(MAX_DAILY_VIEWS).toBe(20 * 10_000_000);
    expect(text).toContain("past 20 crore a day");
    expect(text).toContain(`(${SOURCES.radioAndMusic.name}, ${SOURCES.radioAndMusic.date})`);
    expect(formatInr(MAX_DAILY_VIEWS)).toBe("₹20,00,00,000");
  });
});
