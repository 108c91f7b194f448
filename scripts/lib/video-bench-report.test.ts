// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type VideoBenchResult, ratio, speed, verdict, videoTable } from "./video-bench-report";

const RESULT: VideoBenchResult = {
  clip: { seconds: 30, width: 1920, height: 1080, frameRate: 30 },
  output: { width: 1080, height: 1920 },
  mediabunny: { workSeconds: [16, 15, 14], peakMB: 900, baselineMB: 600, note: "WebCodecs H.264" },
  ffmpegWasm: { workSeconds: [120], peakMB: 1400, baselineMB: 500, loadSeconds: 2.5, note: "ultrafast" },
  native: { workSeconds: [5, 6, 4], peakMB: 200, baselineMB: 0, note: "2 threads" },
};

describe("video bench figures", () => {
  it("turns the median run into seconds of video per second of work", () => {
    expect(speed(30, RESULT.mediabunny)).toBe(2);
    expect(speed(30, RESULT.ffmpegWasm)).toBe(0.25);
    expect(speed(30, RESULT.native)).toBe(6);
    expect(speed(30, { error: "no Chromium" })).toBeNull();
    expect(speed(30, { workSeconds: [], peakMB: 0, baselineMB: 0, note: "" })).toBeNull();
  });

  it("compares engines, and says nothing when one is missing", () => {
    expect(ratio(2, 0.25)).toBe(8);
    expect(ratio(null, 1)).toBeNull();
    expect(ratio(1, 0)).toBeNull();
  });

  it("prints a row per engine with the ratios and the memory above idle", () => {
    const table = videoTable(RESULT).split("\n");
    expect(table).toHaveLength(5);
    expect(table[2]).toBe(
      "| Mediabunny (the Reel Maker page) | 15.0 s | 2.00 | 8.0 | 0.33 | 900 MB (+300 MB) | WebCodecs H.264 |",
    );
    expect(table[3]).toContain("| 0.25 | 1.0 | 0.04 | 1400 MB (+900 MB) | ultrafast; load 2.5 s not counted |");
    expect(videoTable({ ...RESULT, ffmpegWasm: { error: "timed out" } })).toContain(
      "| ffmpeg.wasm | failed | – | – | – | – | timed out |",
    );
  });

  it("checks the 3× target and gives the ratio to native", () => {
    expect(verdict(RESULT)).toBe(
      "Target met: 8.0× ffmpeg.wasm (target ≥ 3×). Mediabunny runs at 33% of native ffmpeg's speed.",
    );
    const slow = { ...RESULT, mediabunny: { ...RESULT.mediabunny, workSeconds: [60] } };
    expect(verdict(slow)).toMatch(/^Target missed: 2\.0×/);
    expect(verdict({ ...RESULT, ffmpegWasm: { error: "x" } })).toMatch(/^Target \(≥ 3× ffmpeg\.wasm\) not checked/);
  });
});
