// Smooth curves through a few published points. Rates in the calculators used to jump at tier
// edges (a 2.5% engagement rate and a 2.6% one were priced 30% apart); a curve drawn through the
// points instead moves a little when an input moves a little.

/** One known point of a curve: at `x`, the value is `y`. */
export interface CurvePoint {
  x: number;
  y: number;
}

/**
 * The value at `x` on the curve through `points` (sorted by `x`, every `x` and `y` above 0), drawn
 * straight between neighbours on log–log axes: follower counts and rupee rates both span several
 * orders of magnitude, and a straight line there is a constant elasticity between two points.
 * Before the first point and after the last the curve stays flat, since nothing is known there.
 */
export function logLogCurve(points: readonly CurvePoint[], x: number): number {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) throw new Error("A curve needs at least one point.");
  if (x <= first.x) return first.y;
  if (x >= last.x) return last.y;
  for (let index = 1; index < points.length; index++) {
    const right = points[index] as CurvePoint;
    if (x > right.x) continue;
    const left = points[index - 1] as CurvePoint;
    const share = Math.log(x / left.x) / Math.log(right.x / left.x);
    return left.y * (right.y / left.y) ** share;
  }
  return last.y;
}

/** The geometric mean: the middle of two figures on a ratio scale (₹10 and ₹40 give ₹20). */
export function geometricMean(values: readonly number[]): number {
  if (values.length === 0) throw new Error("No values to average.");
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}

/** Rounds to `digits` decimals, for a figure shown and used as shown (0.1 + 0.2 stays 0.3). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
