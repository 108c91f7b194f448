import { describe, expect, it } from "vitest";
import { formatHashtags } from "./hashtags";

describe("formatHashtags", () => {
  it("puts # before each tag and joins with single spaces", () => {
    expect(formatHashtags(["chai", "viralvideo"])).toBe("#chai #viralvideo");
    expect(formatHashtags([])).toBe("");
  });
});
