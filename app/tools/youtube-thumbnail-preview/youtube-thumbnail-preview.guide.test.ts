// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { formatBytes } from "~/lib/site/local-images";
import { titleNote } from "./title-lines";
import {
  MAX_BYTES_COMPUTER,
  MAX_BYTES_PHONE,
  MIN_WIDTH,
  SURFACES,
  TITLE_LIMIT,
} from "./youtube-thumbnail-preview.data";

// The guide keeps the shape every tool guide has, and agrees with the checks the page makes.
const text = guideText(new URL("./guide/en.md", import.meta.url));
// The thumbnail article states the same rules; one source, one set of figures.
const article = guideText(new URL("../../content/blog/youtube-thumbnail-guide.md", import.meta.url));
const SOURCE = `YouTube Help's "Add video thumbnails" page`;
const phone = formatBytes(MAX_BYTES_PHONE);
const computer = formatBytes(MAX_BYTES_COMPUTER);

describe("youtube-thumbnail-preview guide", () => {
  it("states YouTube's rules with their source and the limits the page checks", () => {
    expect(text).toContain(`${SOURCE} (read November 2026)`);
    expect(text).toContain("1280 × 720");
    expect(text).toContain(`${MIN_WIDTH} pixels wide`);
    expect(text).toContain(`up to ${phone} from a phone, up to ${computer} from a computer`);
    expect(text).toContain("16:9");
    expect(text).toContain(`${TITLE_LIMIT} characters`);
  });

  it("agrees with the thumbnail article on the file size for a phone and a computer, from the same source", () => {
    expect([phone, computer]).toEqual(["2 MB", "50 MB"]);
    expect(article).toContain(
      `up to ${phone} when you upload from a phone, up to ${computer} from a computer (${SOURCE}, read November 2026)`,
    );
    // Neither calls 2 MB the limit without saying it is the phone's.
    for (const words of [text, article]) expect(words).not.toMatch(/2 MB (?:limit|maximum)|limit of 2 MB/iu);
  });

  it("names every frame the page draws and says the cut depends on the device", () => {
    expect(text).toMatch(/home feed on a phone/iu);
    expect(text).toMatch(/home grid on a computer/iu);
    expect(text).toMatch(/search result/iu);
    expect(text).toMatch(/up next/iu);
    expect(SURFACES).toHaveLength(4);
    expect(text).toContain("The exact cut depends on the device");
    // Its example reads the way the notes do.
    const note = titleNote({ lines: [], cut: true, shown: 52, total: 98 }).split(", on ")[0] ?? "";
    expect(note).toBe("Only the first 52 of 98 characters fit here");
    expect(text).toContain(`the note under it counts what it shows, such as "${note}"`);
    expect(text).toContain("YouTube theme");
    expect(text).toMatch(/never leave/iu);
  });
});
