import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { normalisePath } from "./paths";

describe("normalisePath", () => {
  itGives(normalisePath, {
    "drops every trailing slash and keeps the root": [
      ["/instagram/", "/instagram"],
      ["/instagram//", "/instagram"],
      ["/instagram/hashtag-generator", "/instagram/hashtag-generator"],
      ["/", "/"],
      ["//", "/"],
    ],
    "leaves the empty path alone, as the registry's copy did": [["", ""]],
  });

  it("is idempotent", () => {
    for (const path of ["/", "/a", "/a/", "/a/b//", "", "//"]) {
      expect(normalisePath(normalisePath(path))).toBe(normalisePath(path));
    }
  });
});
