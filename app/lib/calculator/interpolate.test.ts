import { describe, expect, it } from "vitest";
import { geometricMean, logLogCurve, roundTo } from "./interpolate";

const points = [
  { x: 1_000, y: 400 },
  { x: 100_000, y: 100 },
];

describe("logLogCurve", () => {
  it("passes through its points and stays flat beyond them", () => {
    expect(logLogCurve(points, 1_000)).toBe(400);
    expect(logLogCurve(points, 100_000)).toBeCloseTo(100, 10);
    expect(logLogCurve(points, 10)).toBe(400);
    expect(logLogCurve(points, 10_000_000)).toBe(100);
  });

  it("is straight on log–log axes: halfway in log x is the geometric middle in y", () => {
    expect(logLogCurve(points, 10_000)).toBeCloseTo(200, 10);
  });

  it("moves by a small step when x moves by a small step, across a joint too", () => {
    const three = [...points, { x: 1_000_000, y: 80 }];
    for (let x = 500; x < 2_000_000; x *= 1.01) {
      const ratio = logLogCurve(three, x * 1.01) / logLogCurve(three, x);
      expect(Math.abs(ratio - 1)).toBeLessThan(0.01);
    }
  });

  it("refuses an empty curve", () => {
    expect(() => logLogCurve([], 5)).toThrow();
  });
});

describe("geometricMean and roundTo", () => {
  it("averages on a ratio scale", () => {
    expect(geometricMean([10, 40])).toBeCloseTo(20, 10);
    expect(geometricMean([7])).toBeCloseTo(7, 10);
    expect(() => geometricMean([])).toThrow();
  });

  it("rounds to decimals without binary leftovers", () => {
    expect(roundTo(1.005 * 100, 0)).toBe(100);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(1.23456, 2)).toBe(1.23);
  });
});
