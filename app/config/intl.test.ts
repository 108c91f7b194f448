import { describe, expect, it } from "vitest";
import { dateFormat, formatCount, graphemes, isOneClusterEach, numberFormat } from "./intl";
import { site } from "~/config/site";
import { seededRng } from "../lib/text/random";

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

describe("formatCount", () => {
  it("takes its fast path exactly when both of the site's locales group the Indian way", () => {
    const grouped = Object.values(site.locales).every(
      (locale) => new Intl.NumberFormat(locale).format(1_234_567) === "12,34,567",
    );
    expect(site.indianGrouping).toBe(grouped);
  });

  const intl = (value: number) => numberFormat({ maximumFractionDigits: 0 }).format(value);

  it("writes what the number format writes, without building it for whole numbers", () => {
    const values = [0, -0, 7, 999, 1000, -1000, 12_345, 120_000, 1_234_567, 10_000_000_000, Number.MAX_SAFE_INTEGER];
    for (const value of [...values, ...values.map((v) => -v)]) expect(formatCount(value)).toBe(intl(value));
  });

  it("agrees with the number format on many whole numbers and on fractions", () => {
    const rng = seededRng(7);
    for (let i = 0; i < 2000; i++) {
      const digits = 1 + Math.floor(rng() * 16);
      const value = Math.floor(rng() * 10 ** digits) * (rng() < 0.5 ? 1 : -1);
      expect(formatCount(value)).toBe(intl(value));
    }
    for (const value of [2.5, -2.5, 0.4, -0.4, 1234.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(formatCount(value)).toBe(intl(value));
    }
  });
});

describe("isOneClusterEach", () => {
  const clusters = (text: string) => Array.from(graphemes()?.segment(text) ?? []).length;

  it("is true only where the segmenter finds one cluster per character", () => {
    for (let code = 0; code <= 0x2ff; code++) {
      const char = String.fromCharCode(code);
      if (!isOneClusterEach(char)) continue;
      // Each would join "a" on one side, or itself, if it extended, prepended or paired.
      expect(clusters(`a${char}a`), `U+${code.toString(16)}`).toBe(3);
      expect(clusters(char + char), `U+${code.toString(16)}`).toBe(2);
    }
  });

  it("sends marks, joiners, emoji and line endings to the segmenter", () => {
    expect(isOneClusterEach("Riya Sharma, 2024!")).toBe(true);
    expect(isOneClusterEach("Zoë Ångström\tß")).toBe(true);
    for (const text of ["e\u0301", "\r\n", "👍", "a\u200db", "नमस्ते", "🇮🇳", "𝐀"])
      expect(isOneClusterEach(text)).toBe(false);
  });
});
