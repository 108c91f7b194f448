import { describe, expect, it, vi } from "vitest";
import { plural } from "./plural";

const TITLES = { one: "{count} title", other: "{count} titles" };
const HINDI = { one: "{count} चीज़", other: "{count} चीज़ें" };

describe("plural", () => {
  it("says one English thing in the singular and any other count in the plural", () => {
    expect(plural("en", 1, TITLES)).toBe("1 title");
    expect(plural("en", 2, TITLES)).toBe("2 titles");
    expect(plural("en", 0, TITLES)).toBe("0 titles");
    expect(plural("en", 1.5, { one: "minute", other: "minutes" })).toBe("minutes");
  });

  it("follows Hindi's rule, which puts 0 with 1, unless the words give none its own form", () => {
    expect(plural("hi", 1, HINDI)).toBe("1 चीज़");
    expect(plural("hi", 3, HINDI)).toBe("3 चीज़ें");
    expect(plural("hi", 0, HINDI)).toBe("0 चीज़");
    expect(plural("hi", 0, { ...HINDI, "=0": "{count} चीज़ें" })).toBe("0 चीज़ें");
    expect(plural("hi", 1, { ...HINDI, "=0": "कोई नहीं" })).toBe("1 चीज़");
  });

  it("writes the count as the site writes counts, with Indian grouping", () => {
    expect(plural("en", 120000, TITLES)).toBe("1,20,000 titles");
    expect(plural("en", 2, { one: "one left", other: "some left" })).toBe("some left");
  });

  it("builds each language's rules once, on first use", async () => {
    vi.resetModules();
    const Real = Intl.PluralRules;
    const made: string[] = [];
    class Counted extends Real {
      constructor(locale?: string) {
        super(locale);
        made.push(locale ?? "");
      }
    }
    // Intl.PluralRules is a plain writable property, so the counting class stands in for it.
    Object.defineProperty(Intl, "PluralRules", { value: Counted, configurable: true, writable: true });
    try {
      const fresh = await import("./plural");
      expect(made).toEqual([]);
      fresh.plural("en", 1, TITLES);
      fresh.plural("en", 2, TITLES);
      fresh.plural("hi", 2, HINDI);
      expect(made).toEqual(["en-IN", "hi-IN"]);
    } finally {
      Object.defineProperty(Intl, "PluralRules", { value: Real, configurable: true, writable: true });
    }
  });
});
