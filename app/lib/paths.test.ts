import { describe, expect, it } from "vitest";
import { normalisePath } from "./paths";

describe("normalisePath", () => {
  it("drops every trailing slash and keeps the root", () => {
    for (const [path, expected] of [
      ["/instagram/", "/instagram"],
      ["/instagram//", "/instagram"],
      ["/instagram/hashtag-generator", "/instagram/hashtag-generator"],
      ["/", "/"],
      ["//", "/"],
    ] as const) {
      expect(normalisePath(path), path).toBe(expected);
    }
  });

  it("leaves the empty path alone, as the registry's copy did", () => {
    expect(normalisePath("")).toBe("");
  });

  it("is idempotent", () => {
    for (const path of ["/", "/a", "/a/", "/a/b//", "", "//"]) {
      expect(normalisePath(normalisePath(path))).toBe(normalisePath(path));
    }
  });
});
