// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { TAG_CHAR_LIMIT } from "./youtube-tag-generator.form";
import { tagCost } from "./youtube-tag-generator.logic";

const text = guideText(new URL("./guide/en.md", import.meta.url));

describe("youtube-tag-generator guide", () => {
  it("explains the count the way the generator does it", () => {
    expect(text).toContain(`${TAG_CHAR_LIMIT} characters`);
    expect(text).toContain(`"chai" costs ${tagCost("chai")} characters`);
    expect(text).toContain(`"masala chai" costs ${tagCost("masala chai")}`);
  });
});
