import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import {
  baseName,
  captionsFileName,
  checkTrim,
  coverFileName,
  isMemoryFailure,
  outputFrameRate,
  percent,
  qualityForMemory,
  secondsLeft,
  videoBitrate,
  videoFileName,
} from "./export.logic";

describe("file names", () => {
  it("keep the clip's name, made safe, with what the file is", () => {
    expect(videoFileName("Goa Trip (final) v2.MP4", "Reel", "9:16", "1080p")).toBe(
      "goa-trip-final-v2-reel-9x16-1080p.mp4",
    );
    expect(videoFileName("IMG_2041.mov", "Short", "1:1", "720p")).toBe("img-2041-short-1x1-720p.mp4");
    expect(coverFileName("IMG_2041.mov", { width: 1280, height: 720 })).toBe("img-2041-cover-1280x720.jpg");
    expect(captionsFileName("chai.webm")).toBe("chai-captions.srt");
  });

  itGives(baseName, {
    "keep letters of any script, and fall back to 'video'": [
      ["दिवाली की रात.mp4", "दिवाली-की-रात"],
      ["🎉🎉.mp4", "video"],
      [".mp4", "video"],
      ["../../etc/passwd", "etc-passwd"],
      [`${"a".repeat(30)} ${"b".repeat(30)}.mp4`, `${"a".repeat(30)}-${"b".repeat(9)}`],
      ["no-extension", "no-extension"],
    ],
  });
});

describe("videoBitrate", () => {
  it("is near 8 Mbit/s for a 1080p Reel at 30 fps, and bounded", () => {
    expect(videoBitrate({ width: 1080, height: 1920 }, 30)).toBe(8_087_000);
    expect(videoBitrate({ width: 720, height: 1280 }, 30)).toBe(3_594_000);
    expect(videoBitrate({ width: 1080, height: 1920 }, 240)).toBe(16_174_000);
    expect(videoBitrate({ width: 100, height: 100 }, 30)).toBe(1_000_000);
    expect(videoBitrate({ width: 1080, height: 1920 }, Number.NaN)).toBe(8_087_000);
  });
});

describe("outputFrameRate", () => {
  itGives(outputFrameRate, {
    "keeps 23–60 frames a second and brings others into that range": [
      [29.97, null],
      [60, null],
      [24, null],
      [120, 60],
      [15, 30],
      [null, null],
      [0, null],
    ],
  });
});

describe("progress", () => {
  it("says the time left once there is enough to judge by", () => {
    expect(secondsLeft(0.01, 5000)).toBeNull();
    expect(secondsLeft(0.5, 500)).toBeNull();
    expect(secondsLeft(0.25, 10_000)).toBe(30);
    expect(secondsLeft(Number.NaN, 10_000)).toBeNull();
    expect(secondsLeft(1, 10_000)).toBe(0);
  });

  it("shows 100% only when done", () => {
    expect(percent(0.999, false)).toBe(99);
    expect(percent(1, false)).toBe(99);
    expect(percent(0.5, true)).toBe(100);
    expect(percent(0.426, false)).toBe(42);
    expect(percent(-1, false)).toBe(0);
  });
});

describe("checkTrim", () => {
  it("accepts a part of the clip and says when it is over the limit", () => {
    expect(checkTrim(0, 30, 30, 180)).toEqual({ ok: true, start: 0, end: 30, length: 30, overLimit: false });
    expect(checkTrim(10, 200, 240, 180)).toEqual({ ok: true, start: 10, end: 200, length: 190, overLimit: true });
    expect(checkTrim(0, 180, 240, 180)).toMatchObject({ ok: true, overLimit: false });
    expect(checkTrim(0, 30.02, 30, 180)).toMatchObject({ ok: true, end: 30 });
  });

  it("names the field that is wrong", () => {
    expect(checkTrim(null, 5, 30, 180)).toMatchObject({ ok: false, field: "start" });
    expect(checkTrim(0, null, 30, 180)).toMatchObject({ ok: false, field: "end" });
    expect(checkTrim(31, 40, 30, 180)).toMatchObject({ ok: false, field: "start" });
    expect(checkTrim(0, 31, 30, 180)).toMatchObject({
      ok: false,
      field: "end",
      message: "The end is after the end of the video.",
    });
    expect(checkTrim(5, 5, 30, 180)).toMatchObject({
      ok: false,
      field: "end",
      message: "The end must come after the start.",
    });
  });
});

describe("memory", () => {
  it("starts a phone that reports 2 GB or less at 720p, and says nothing where the browser doesn't tell", () => {
    expect(qualityForMemory(0.5)).toBe("720p");
    expect(qualityForMemory(2)).toBe("720p");
    expect(qualityForMemory(4)).toBeNull();
    expect(qualityForMemory(undefined)).toBeNull();
    expect(qualityForMemory(null)).toBeNull();
    expect(qualityForMemory(0)).toBeNull();
  });

  it("tells a failure for lack of memory from any other", () => {
    expect(isMemoryFailure(new RangeError("Array buffer allocation failed"))).toBe(true);
    expect(isMemoryFailure(new DOMException("Quota", "QuotaExceededError"))).toBe(true);
    expect(isMemoryFailure(new DOMException("Decoder error: insufficient memory", "EncodingError"))).toBe(true);
    expect(isMemoryFailure(new Error("WebAssembly.Memory(): could not allocate memory"))).toBe(true);
    expect(isMemoryFailure(new RangeError("Invalid time value"))).toBe(false);
    expect(isMemoryFailure(new DOMException("Unsupported configuration", "NotSupportedError"))).toBe(false);
    expect(isMemoryFailure(new Error("cannot convert: unknown codec"))).toBe(false);
    expect(isMemoryFailure("memory")).toBe(false);
  });
});
