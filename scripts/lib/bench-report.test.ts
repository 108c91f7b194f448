import { describe, expect, it } from "vitest";
import { type PhoneRow, phoneMisses, phoneTable } from "./bench-report";

const targets = { largestPaintMs: 1000, interactiveMs: 1500 };
const row = (over: Partial<PhoneRow>): PhoneRow => ({
  route: "/tool",
  tool: true,
  paintMs: 700,
  largestPaintMs: 800,
  interactiveMs: 1300,
  formInFirstScreen: true,
  ...over,
});

describe("phoneMisses", () => {
  it("holds tool pages to both targets and other pages to the paint target only", () => {
    expect(phoneMisses(row({}), targets)).toBe("");
    expect(phoneMisses(row({ interactiveMs: 1501 }), targets)).toBe("interactive");
    expect(phoneMisses(row({ largestPaintMs: 1001, interactiveMs: 1600 }), targets)).toBe("largest paint, interactive");
    expect(phoneMisses(row({ tool: false, interactiveMs: 2400 }), targets)).toBe("");
    expect(phoneMisses(row({ tool: false, largestPaintMs: null }), targets)).toBe("largest paint");
    expect(phoneMisses(row({ error: "timed out" }), targets)).toBe("error");
  });
});

describe("phoneTable", () => {
  it("prints one line per page with what it missed", () => {
    const table = phoneTable([row({}), row({ route: "/blog", tool: false, largestPaintMs: 1200 })], targets);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^\/tool .* 0\.80 s +1\.30 s {2}PASS$/);
    expect(lines[3]).toMatch(/^\/blog .* 1\.20 s .*MISS largest paint$/);
  });
});
