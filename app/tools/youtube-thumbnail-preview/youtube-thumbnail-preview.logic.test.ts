import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { MAX_BYTES_COMPUTER, MAX_BYTES_PHONE } from "./youtube-thumbnail-preview.data";
import {
  channelInitial,
  formatDuration,
  isSixteenByNine,
  normaliseTitle,
  ratioName,
  readDuration,
  thumbnailWarnings,
} from "./youtube-thumbnail-preview.logic";

const ideal = { width: 1280, height: 720, size: 350_000, type: "image/jpeg" };
const ids = (image: Partial<typeof ideal>) => thumbnailWarnings({ ...ideal, ...image }).map((w) => w.id);

describe("aspect checks", () => {
  it("accepts 16:9 at any size, within a few pixels", () => {
    for (const [w, h] of [
      [1280, 720],
      [1920, 1080],
      [640, 360],
      [320, 180],
      [1280, 719],
      [1366, 768],
    ] as const) {
      expect(isSixteenByNine(w, h), `${w}×${h}`).toBe(true);
    }
  });

  it("refuses other shapes", () => {
    for (const [w, h] of [
      [1024, 768],
      [720, 1280],
      [1080, 1080],
      [1280, 800],
      [1280, 700],
      [10, 0],
    ] as const) {
      expect(isSixteenByNine(w, h), `${w}×${h}`).toBe(false);
    }
  });

  it("names familiar shapes and writes the rest as a ratio to one", () => {
    expect(ratioName(1280, 720)).toBe("16:9");
    expect(ratioName(720, 1280)).toBe("9:16");
    expect(ratioName(1024, 768)).toBe("4:3");
    expect(ratioName(1080, 1350)).toBe("4:5");
    expect(ratioName(500, 500)).toBe("1:1");
    expect(ratioName(2350, 1000)).toBe("21:9");
    expect(ratioName(2500, 1000)).toBe("2.5:1");
    expect(ratioName(1000, 2500)).toBe("1:2.5");
  });
});

describe("thumbnailWarnings", () => {
  it("has nothing to say about a 1280 × 720 JPG under 2 MB", () => {
    expect(thumbnailWarnings(ideal)).toEqual([]);
    expect(ids({ width: 1920, height: 1080, size: MAX_BYTES_PHONE, type: "image/png" })).toEqual([]);
    expect(ids({ type: "" })).toEqual([]);
  });

  it("calls out a picture that is not 16:9, naming its shape and size", () => {
    const [warning] = thumbnailWarnings({ ...ideal, width: 1440, height: 1080 });
    expect(warning).toEqual({
      id: "ratio",
      text: "This picture is 4:3 (1,440 × 1,080), not 16:9. YouTube fits it into a 16:9 frame, so expect black bars or a cropped edge.",
    });
  });

  it("calls a picture under 1280 × 720 small, and one under 640 wide too narrow", () => {
    expect(ids({ width: 960, height: 540 })).toEqual(["small"]);
    expect(ids({ width: 1280, height: 700 })).toEqual(["ratio", "small"]);
    expect(ids({ width: 320, height: 180 })).toEqual(["too-narrow"]);
    expect(thumbnailWarnings({ ...ideal, width: 320, height: 180 })[0]?.text).toBe(
      "It is only 320 pixels wide. YouTube asks for at least 640; make it 1,280 × 720.",
    );
    expect(ids({ width: 720, height: 1280 })).toEqual(["ratio", "small"]);
  });

  it("says a file over 2 MB goes up from a computer only, and one over 50 MB from nowhere", () => {
    expect(MAX_BYTES_PHONE).toBe(2_000_000);
    expect(MAX_BYTES_COMPUTER).toBe(50_000_000);
    expect(ids({ size: MAX_BYTES_PHONE + 1 })).toEqual(["phone-heavy"]);
    expect(ids({ size: MAX_BYTES_COMPUTER })).toEqual(["phone-heavy"]);
    expect(ids({ size: MAX_BYTES_COMPUTER + 1 })).toEqual(["heavy"]);
    expect(thumbnailWarnings({ ...ideal, size: 2_764_854 })[0]?.text).toBe(
      "At 2.76 MB it is over the 2 MB YouTube takes from a phone. Upload it from a computer (up to 50 MB), or export it as a JPG at about 85% quality to upload it from your phone.",
    );
    expect(thumbnailWarnings({ ...ideal, size: 61_200_000 })[0]?.text).toBe(
      "At 61.2 MB it is over the 50 MB YouTube takes even from a computer. Export it as a JPG at about 85% quality.",
    );
  });

  it("names a format YouTube does not take", () => {
    expect(thumbnailWarnings({ ...ideal, type: "image/webp" })[0]?.text).toBe(
      "It is WebP; YouTube takes JPG, PNG or GIF. Export it as one of those before you upload.",
    );
    expect(ids({ type: "image/x-icon" })).toEqual(["format"]);
  });

  it("lists every problem of a bad picture, most visible first", () => {
    expect(ids({ width: 300, height: 300, size: 5_000_000, type: "image/webp" })).toEqual([
      "ratio",
      "too-narrow",
      "phone-heavy",
      "format",
    ]);
  });
});

describe("readDuration", () => {
  it("reads minutes and seconds, and hours, the way the badge writes them", () => {
    expect(readDuration("8:45")).toEqual({ ok: true, value: "8:45" });
    expect(readDuration(" 08:05 ")).toEqual({ ok: true, value: "8:05" });
    expect(readDuration("0:59")).toEqual({ ok: true, value: "0:59" });
    expect(readDuration("75:00")).toEqual({ ok: true, value: "1:15:00" });
    expect(readDuration("1:02:30")).toEqual({ ok: true, value: "1:02:30" });
    expect(readDuration("12:00:00")).toEqual({ ok: true, value: "12:00:00" });
  });

  it("treats empty and blank as no badge", () => {
    expect(readDuration("")).toEqual({ ok: true, value: null });
    expect(readDuration(" \t ")).toEqual({ ok: true, value: null });
  });

  it("refuses anything that is not a clock time", () => {
    for (const bad of [
      "12",
      "8:5",
      "8:60",
      "1:60:00",
      "0:00",
      "abc",
      "8.45",
      "1:2:3:4",
      "🔥",
      "<b>1:00</b>",
      "-1:00",
    ]) {
      expect(readDuration(bad), bad).toEqual({ ok: false });
    }
  });

  itGives(formatDuration, {
    "formats whole seconds": [
      [5, "0:05"],
      [600, "10:00"],
      [3600, "1:00:00"],
      [3661, "1:01:01"],
    ],
  });
});

describe("text fields", () => {
  it("puts a title on one line with single spaces", () => {
    expect(normaliseTitle("  Goa\n on a   budget\t")).toBe("Goa on a budget");
    expect(normaliseTitle(" \u200b ")).toBe("");
  });

  itGives(channelInitial, {
    "takes the channel picture's letter from the first character, emoji included": [
      ["  tech with riya", "T"],
      ["ऋषि vlogs", "ऋ"],
      ["👩🏽‍🍳 Kitchen", "👩🏽‍🍳"],
      ["   ", ""],
    ],
  });
});
