// @vitest-environment node
import { describe, expect, it } from "vitest";
import { median } from "./stats";

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("skips missing values and has no median of nothing", () => {
    expect(median([null, 5, undefined, 1])).toBe(3);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});
