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
      startText: "0:00",
      endText: "0:00",
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

  it("a new clip trims to its whole length, centres the crop and rewinds, keeping the visitor's choices", () => {
    const edited: ReelSettings = {
      ...start,
      shapeId: "1:1",
      position: 0.1,
      startText: "0:03",
      endText: "0:07",
      captionText: "0:00 Hello",
      coverId: "thumbnail",
      now: 5.5,
    };
    expect(reelSettings(edited, { type: "opened", duration: 75.25 })).toEqual({
      ...edited,
      position: 0.5,
      startText: "0:00",
      endText: "1:15.25",
      now: 0,
    });
  });

  it("marks the start or the end of the trim at the playhead", () => {
    const playing = reelSettings(start, { type: "change", key: "now", value: 12.5 });
    expect(reelSettings(playing, { type: "mark", edge: "start" }).startText).toBe("0:12.5");
    expect(reelSettings(playing, { type: "mark", edge: "end" })).toEqual({ ...playing, endText: "0:12.5" });
  });
});
