import { describe, expect, it } from "vitest";
import { type ReelSettings, initialSettings, reelSettings } from "./settings.logic";

const start = initialSettings("reel-cover");

describe("reelSettings", () => {
  it("starts every page from the same choices and its platform's cover", () => {
    expect(start).toEqual({
      shapeId: "9:16",
      framing: "fill",
      backdrop: "blur",
      position: 0.5,
      quality: "1080p",
      captionText: "",
      captionSize: "medium",
      captionPlace: "bottom",
      captionBox: true,
      coverId: "reel-cover",
      now: 0,
    });
    expect(initialSettings("thumbnail").coverId).toBe("thumbnail");
  });

  it("changes one setting and leaves the rest", () => {
    const next = reelSettings(start, { type: "change", key: "framing", value: "fit" });
    expect(next).toEqual({ ...start, framing: "fit" });
    expect(start.framing).toBe("fill");
  });

  it("keeps the same object when a setting is set to what it already is", () => {
    expect(reelSettings(start, { type: "change", key: "quality", value: "1080p" })).toBe(start);
  });

  it("another clip on screen centres the crop and moves the playhead to its start, keeping the visitor's choices", () => {
    const edited: ReelSettings = {
      ...start,
      shapeId: "1:1",
      position: 0.1,
      captionText: "0:00 Hello",
      coverId: "thumbnail",
      now: 5.5,
    };
    expect(reelSettings(edited, { type: "opened", start: 1.5 })).toEqual({ ...edited, position: 0.5, now: 1.5 });
  });
});
