// @vitest-environment node
import { describe, expect, it } from "vitest";
import { answerRange } from "./range";
import { RANGE_TABLE } from "./test-tables";

const FULL = { kind: "full" } as const;
const NONE = { kind: "unsatisfiable" } as const;

describe("answerRange follows RFC 9110 for a 100-byte representation", () => {
  for (const [header, answer, rule] of RANGE_TABLE) {
    it(`${header.slice(0, 40)} → ${answer.kind} (${rule})`, () => {
      expect(answerRange(header, 100)).toEqual(answer);
    });
  }

  it("sends everything when there is no Range", () => {
    expect(answerRange(undefined, 100)).toEqual(FULL);
  });

  it("treats If-Range as false, since every validator here is weak (13.1.5)", () => {
    expect(answerRange("bytes=0-9", 100, 'W/"64-1"')).toEqual(FULL);
    expect(answerRange("bytes=0-9", 100, "Wed, 25 Nov 2026 10:00:00 GMT")).toEqual(FULL);
  });

  it("finds nothing to send in an empty representation", () => {
    expect(answerRange("bytes=0-", 0)).toEqual(NONE);
    expect(answerRange("bytes=-5", 0)).toEqual(NONE);
  });
});
