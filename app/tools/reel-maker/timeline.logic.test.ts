import { describe, expect, it } from "vitest";
import {
  CROSSFADE_SECONDS,
  frameCount,
  locate,
  moveItem,
  overLimit,
  isSpeed,
  photoSeconds,
  placeClips,
  placeTime,
  sourceTime,
  spanLength,
  timelineFrameRate,
  totalLength,
  withJoins,
} from "./timeline.logic";

// Two clips trimmed on their own clocks and a photo shown for 1 s: a 5 s Reel.
const clips = [
  { start: 0.5, end: 2.5 },
  { start: 0, end: 2 },
  { start: 0, end: 1 },
];

describe("the timeline", () => {
  it("adds the clips' kept parts up, one after another", () => {
    expect(spanLength({ start: 1, end: 3.5 })).toBe(2.5);
    expect(spanLength({ start: 3, end: 1 })).toBe(0);
    expect(totalLength(clips)).toBe(5);
    expect(totalLength([])).toBe(0);
    expect(placeClips(clips)).toEqual([
      { index: 0, offset: 0, length: 2, fadeIn: 0, fadeOut: 0 },
      { index: 1, offset: 2, length: 2, fadeIn: 0, fadeOut: 0 },
      { index: 2, offset: 4, length: 1, fadeIn: 0, fadeOut: 0 },
    ]);
  });

  it("finds the clip a moment of the Reel falls in, on that clip's own clock", () => {
    expect(locate(clips, 0)).toEqual({ index: 0, time: 0.5 });
    expect(locate(clips, 1.25)).toEqual({ index: 0, time: 1.75 });
    // A cut belongs to the clip that starts there.
    expect(locate(clips, 2)).toEqual({ index: 1, time: 0 });
    expect(locate(clips, 4.5)).toEqual({ index: 2, time: 0.5 });
    expect(locate(clips, 5)).toBeNull();
    expect(locate(clips, -0.1)).toBeNull();
    expect(locate(clips, Number.NaN)).toBeNull();
    expect(locate([], 0)).toBeNull();
  });

  it("follows each clip's speed: a 2 s part at 2× lasts 1 s, at 0.5× 4 s", () => {
    const sped = [
      { start: 0.5, end: 2.5, speed: 2 },
      { start: 0, end: 2, speed: 0.5 },
      { start: 0, end: 3, speed: 1.5 },
      { start: 0, end: 1 },
    ];
    expect(sped.map(spanLength)).toEqual([1, 4, 2, 1]);
    expect(totalLength(sped)).toBe(8);
    expect(placeClips(sped)).toEqual([
      { index: 0, offset: 0, length: 1, fadeIn: 0, fadeOut: 0 },
      { index: 1, offset: 1, length: 4, fadeIn: 0, fadeOut: 0 },
      { index: 2, offset: 5, length: 2, fadeIn: 0, fadeOut: 0 },
      { index: 3, offset: 7, length: 1, fadeIn: 0, fadeOut: 0 },
    ]);
    // The Reel's moment 0.5 s into the 2× clip shows its 1.5 s; 2 s into the 0.5× clip, its 1 s.
    expect(locate(sped, 0.5)).toEqual({ index: 0, time: 1.5 });
    expect(locate(sped, 3)).toEqual({ index: 1, time: 1 });
    expect(locate(sped, 6)).toEqual({ index: 2, time: 1.5 });
    expect(locate(sped, 8)).toBeNull();
  });

  it("turns a clip's own moment into its place's and back, at its speed", () => {
    const span = { start: 0.5, end: 2.5, speed: 2 };
    expect(sourceTime(span, 0)).toBe(0.5);
    expect(sourceTime(span, 0.75)).toBe(2);
    expect(placeTime(span, 2)).toBe(0.75);
    expect(placeTime({ start: 1, end: 3 }, 2.5)).toBe(1.5);
    expect(placeTime({ start: 0, end: 2, speed: 0.5 }, 1)).toBe(2);
  });

  it("offers half, as shot, one and a half and double speed only", () => {
    expect([0.5, 1, 1.5, 2].every(isSpeed)).toBe(true);
    expect([0, 0.25, 3, "2", null].some(isSpeed)).toBe(false);
  });

  it("moves a clip up or down by one, and leaves the list alone at its ends", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(list, 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 2, 1)).toBe(list);
    expect(moveItem(list, 5, -1)).toBe(list);
    expect(list).toEqual(["a", "b", "c"]);
  });

  it("counts the frames of the whole Reel at its rate", () => {
    expect(frameCount(5, 30)).toBe(150);
    expect(frameCount(2.5, 25)).toBe(63);
    expect(frameCount(0, 30)).toBe(0);
    expect(frameCount(4, 0)).toBe(0);
  });

  it("makes the Reel at its fastest clip's rate, within what the platforms take", () => {
    expect(timelineFrameRate([30, 25])).toBe(30);
    expect(timelineFrameRate([29.97, null])).toBe(29.97);
    expect(timelineFrameRate([240])).toBe(60);
    expect(timelineFrameRate([15])).toBe(24);
    expect(timelineFrameRate([null])).toBe(30);
    expect(timelineFrameRate([])).toBe(30);
  });

  it("takes a photo's time between half a second and a minute", () => {
    expect(photoSeconds(3)).toBe(3);
    expect(photoSeconds(0.5)).toBe(0.5);
    expect(photoSeconds(0.4)).toBeNull();
    expect(photoSeconds(61)).toBeNull();
    expect(photoSeconds(null)).toBeNull();
  });

  it("is over the limit only past it", () => {
    expect(overLimit(180, 180)).toBe(false);
    expect(overLimit(180.004, 180)).toBe(false);
    expect(overLimit(180.1, 180)).toBe(true);
  });
});

describe("cross-fades", () => {
  const two = [
    { start: 0, end: 2 },
    { start: 1, end: 4 },
  ];

  it("lays the next clip's start over the end of the one before, and the Reel is shorter by the fade", () => {
    const spans = withJoins(two, ["cut", "fade"]);
    expect(spans[1]?.fade).toBe(CROSSFADE_SECONDS);
    expect(totalLength(spans)).toBeCloseTo(4.5, 10);
    expect(placeClips(spans)).toEqual([
      { index: 0, offset: 0, length: 2, fadeIn: 0, fadeOut: 0.5 },
      { index: 1, offset: 1.5, length: 3, fadeIn: 0.5, fadeOut: 0 },
    ]);
    // The fade belongs to the clip coming in.
    expect(locate(spans, 1.49)).toEqual({ index: 0, time: 1.49 });
    expect(locate(spans, 1.5)).toEqual({ index: 1, time: 1 });
  });

  it("the first clip's join and a cut change nothing", () => {
    expect(withJoins(two, ["fade", "cut"])).toEqual(two);
    expect(totalLength(withJoins(two, ["fade", "cut"]))).toBe(5);
  });

  it("a fade takes at most half of either clip, so no three clips ever show at once", () => {
    const spans = withJoins(
      [
        { start: 0, end: 3 },
        { start: 0, end: 0.6 },
        { start: 0, end: 3, speed: 2 },
      ],
      ["cut", "fade", "fade"],
    );
    expect(spans.map((span) => span.fade)).toEqual([undefined, 0.3, 0.3]);
    const placed = placeClips(spans);
    for (let i = 1; i < placed.length; i++) {
      const before = placed[i - 1];
      const here = placed[i];
      if (!before || !here) throw new Error("missing");
      // This clip's fade in ends before its fade out begins.
      expect(here.fadeIn + here.fadeOut).toBeLessThanOrEqual(here.length + 1e-9);
      expect(here.offset).toBeCloseTo(before.offset + before.length - here.fadeIn, 10);
    }
    expect(totalLength(spans)).toBeCloseTo(3 + 0.6 + 1.5 - 0.6, 10);
  });
});
