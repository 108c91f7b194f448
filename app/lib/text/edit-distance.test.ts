import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts insertions, deletions, changes and swapped neighbours as one slip each", () => {
    expect(editDistance("diwali", "diwali", 2)).toBe(0);
    expect(editDistance("divali", "diwali", 2)).toBe(1);
    expect(editDistance("bollywod", "bollywood", 2)).toBe(1);
    expect(editDistance("fotograhpy", "fotography", 2)).toBe(1);
    expect(editDistance("kofi", "coffee", 5)).toBe(4);
  });

  it("stops once past the limit, saying only that it is past", () => {
    expect(editDistance("cat", "billi", 2)).toBe(3);
    expect(editDistance("a", "abcdefgh", 2)).toBe(3);
  });
});
