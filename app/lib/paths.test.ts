import { describe, expect, it } from "vitest";
import { normalisePath } from "./paths";

describe("normalisePath", () => {
  it("drops every trailing slash and keeps the root", () => {
    expect(normalisePath("/instagram/")).toBe("/instagram");
    expect(normalisePath("/instagram//")).toBe("/instagram");
    expect(normalisePath("/instagram/hashtag-generator")).toBe("/instagram/hashtag-generator");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("//")).toBe("/");
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
