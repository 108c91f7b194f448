import { describe, expect, it } from "vitest";
import { checkClip, markClip, newClipEdit, spansOf } from "./clips.logic";

describe("a Reel's clips as set", () => {
  it("keeps a new video whole with its sound, and shows a new photo for 3 seconds", () => {
    expect(newClipEdit("video", 75.25)).toEqual({
      kind: "video",
      duration: 75.25,
      startText: "0:00",
      endText: "1:15.25",
      secondsText: "3",
      sound: "keep",
      speed: 1,
      join: "cut",
    });
    expect(checkClip(newClipEdit("photo", 0))).toEqual({
      ok: true,
      start: 0,
      end: 3,
      length: 3,
      overLimit: false,
      speed: 1,
    });
  });

  it("checks a video's trim against its own length, and a photo's time", () => {
    const video = { ...newClipEdit("video", 3), startText: "0.5", endText: "2.5" };
    expect(checkClip(video)).toEqual({ ok: true, start: 0.5, end: 2.5, length: 2, overLimit: false, speed: 1 });
    expect(checkClip({ ...video, endText: "4" })).toEqual({
      ok: false,
      field: "end",
      message: "The end is after the end of the video.",
    });
    expect(checkClip({ ...newClipEdit("photo", 0), secondsText: "0.2" })).toEqual({
      ok: false,
      field: "seconds",
      message: "Type how long the photo shows: 0.5 to 60 seconds.",
    });
    expect(checkClip({ ...newClipEdit("photo", 0), secondsText: "1" }, "hi")).toMatchObject({ ok: true, length: 1 });
  });

  it("gives the spans to add up only when every clip is right", () => {
    const good = checkClip(newClipEdit("photo", 0));
    const bad = checkClip({ ...newClipEdit("photo", 0), secondsText: "x" });
    expect(spansOf([good, good])).toEqual([
      { start: 0, end: 3, speed: 1 },
      { start: 0, end: 3, speed: 1 },
    ]);
    expect(spansOf([good, bad])).toBeNull();
    expect(spansOf([])).toEqual([]);
  });

  it("lasts its kept part divided by its speed, on the same trim of its own clock", () => {
    const video = { ...newClipEdit("video", 3), startText: "0.5", endText: "2.5" };
    expect(checkClip({ ...video, speed: 2 })).toEqual({
      ok: true,
      start: 0.5,
      end: 2.5,
      length: 1,
      overLimit: false,
      speed: 2,
    });
    expect(checkClip({ ...video, speed: 0.5 })).toMatchObject({ ok: true, length: 4, speed: 0.5 });
    expect(checkClip({ ...video, speed: 1.5 })).toMatchObject({ ok: true, length: 2 / 1.5 });
    expect(spansOf([checkClip({ ...video, speed: 2 })])).toEqual([{ start: 0.5, end: 2.5, speed: 2 }]);
  });

  it("marks a video's start or end at the playhead; a photo has none", () => {
    const video = newClipEdit("video", 20);
    expect(markClip(video, "start", 12.5).startText).toBe("0:12.5");
    expect(markClip(video, "end", 14)).toEqual({ ...video, endText: "0:14" });
    const photo = newClipEdit("photo", 0);
    expect(markClip(photo, "start", 1)).toBe(photo);
  });
});
