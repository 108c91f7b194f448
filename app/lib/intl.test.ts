import { describe, expect, it } from "vitest";
import { dateFormat, graphemes, numberFormat } from "./intl";

describe("numberFormat", () => {
  it("writes numbers in Indian grouping", () => {
    expect(numberFormat().format(120000)).toBe("1,20,000");
    expect(numberFormat({ maximumFractionDigits: 1 }).format(12.345)).toBe("12.3");
  });

  it("builds a format once per set of options", () => {
    expect(numberFormat({ maximumFractionDigits: 2 })).toBe(numberFormat({ maximumFractionDigits: 2 }));
    expect(numberFormat({ maximumFractionDigits: 2 })).not.toBe(numberFormat({ maximumFractionDigits: 0 }));
  });
});

describe("dateFormat", () => {
  it("writes the day before the month, as India does", () => {
    const format = dateFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(format.format(new Date("2026-11-22T00:00:00Z"))).toBe("22 November 2026");
    expect(dateFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })).toBe(format);
  });
});

describe("graphemes", () => {
  it("keeps a family emoji and an accented letter whole", () => {
    const segmenter = graphemes();
    expect(segmenter).not.toBeNull();
    const parts = Array.from(segmenter?.segment("e\u0301👨‍👩‍👧") ?? [], (part) => part.segment);
    expect(parts).toEqual(["e\u0301", "👨‍👩‍👧"]);
    expect(graphemes()).toBe(segmenter);
  });
});
