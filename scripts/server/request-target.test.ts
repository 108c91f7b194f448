// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readTarget, safeLocationText } from "./request-target";
import { PATH_TRICKS } from "./test-tables";

describe("readTarget", () => {
  for (const [target, answer] of PATH_TRICKS) {
    it(`${JSON.stringify(target)} → ${answer.kind}`, () => {
      expect(readTarget(target)).toEqual(answer);
    });
  }

  it("never gives a Location another origin could be read from", () => {
    for (const [target] of PATH_TRICKS) {
      const answer = readTarget(target);
      if (answer.kind !== "redirect") continue;
      expect(answer.location, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(answer.location, "https://creatorgrow.in").origin, target).toBe("https://creatorgrow.in");
    }
  });

  it("escapes what a header must not carry", () => {
    expect(safeLocationText("/a b\\c\u00e9")).toBe("/a%20b%5Cc%C3%A9");
  });
});
