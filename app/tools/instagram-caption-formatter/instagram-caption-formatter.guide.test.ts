// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { CAPTION_LIMIT, HASHTAG_LIMIT, MENTION_LIMIT, PREVIEW_CHARS } from "./instagram-caption-formatter.data";

const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("instagram-caption-formatter guide", () => {
  it("states the limits the formatter checks", () => {
    expect(text).toContain("2,200");
    expect(CAPTION_LIMIT).toBe(2200);
    expect(text).toContain(`up to ${HASHTAG_LIMIT} hashtags`);
    expect(text).toContain(`up to ${MENTION_LIMIT} accounts`);
    expect(text).toContain(`${PREVIEW_CHARS} characters`);
    expect(text).toMatch(/code points/u);
  });
});
