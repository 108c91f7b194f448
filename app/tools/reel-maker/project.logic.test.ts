import { describe, expect, it } from "vitest";
import { newClipEdit } from "./clips.logic";
import { newMusicSettings } from "./music.logic";
import {
  PROJECT_VERSION,
  type SavedProject,
  fileKey,
  fitsStorage,
  insertAt,
  isEmptyProject,
  projectToSave,
  readProject,
  sameFile,
} from "./project.logic";
import { initialSettings } from "./settings.logic";
import type { TextBlock } from "./text-blocks.logic";

const wide = { name: "wide.mp4", size: 120_000 };
const photo = { name: "goa photo.jpg", size: 40_500 };
const song = { name: "song.mp3", size: 96_000 };
const block: TextBlock = { id: "text-1", text: "Goa trip 🌴", start: 0.5, end: 3.5, place: "top", look: "shadow" };

function saved(): SavedProject {
  return projectToSave({
    clips: [
      { ...newClipEdit("video", 2), startText: "0.5", sound: "lower", speed: 2, file: wide },
      { ...newClipEdit("photo", 0), secondsText: "1", join: "fade", file: photo },
    ],
    music: { ...newMusicSettings(8), volume: 60, fadeIn: 2, duck: true, file: song },
    texts: [block],
    settings: { ...initialSettings("reel-cover"), shapeId: "4:5", captionText: "1\n0:00 --> 0:01\nHi", now: 1.25 },
  });
}

describe("the edit kept between visits", () => {
  it("writes down the clips, music, text and settings, and leaves the playhead out", () => {
    expect(saved()).toEqual({
      version: PROJECT_VERSION,
      clips: [
        {
          kind: "video",
          duration: 2,
          startText: "0.5",
          endText: "0:02",
          secondsText: "3",
          sound: "lower",
          speed: 2,
          join: "cut",
          file: { name: "wide.mp4", size: 120_000 },
        },
        {
          kind: "photo",
          duration: 0,
          startText: "0:00",
          endText: "0:00",
          secondsText: "1",
          sound: "keep",
          speed: 1,
          join: "fade",
          file: { name: "goa photo.jpg", size: 40_500 },
        },
      ],
      music: {
        duration: 8,
        atText: "0:00",
        fromText: "0:00",
        volume: 60,
        fadeIn: 2,
        fadeOut: 1,
        duck: true,
        file: { name: "song.mp3", size: 96_000 },
      },
      texts: [block],
      settings: {
        shapeId: "4:5",
        framing: "fill",
        backdrop: "blur",
        position: 0.5,
        quality: "1080p",
        captionText: "1\n0:00 --> 0:01\nHi",
        captionSize: "medium",
        captionPlace: "bottom",
        captionBox: true,
        coverId: "reel-cover",
      },
    });
  });

  it("keeps only a file's name and size, even from a File with more to it", () => {
    const file = new File(["12345"], "a.mp4", { type: "video/mp4", lastModified: 7 });
    const project = projectToSave({
      clips: [{ ...newClipEdit("video", 1), file }],
      music: null,
      texts: [],
      settings: initialSettings("thumbnail"),
    });
    expect(project.clips[0]?.file).toEqual({ name: "a.mp4", size: 5 });
  });

  it("reads back what it wrote, through the browser's copy of it", () => {
    const copy: unknown = structuredClone(saved());
    expect(readProject(copy, "thumbnail")).toEqual(saved());
  });

  it("gives nothing for what isn't a record of this version, and never throws", () => {
    for (const value of [null, undefined, 3, "x", [], {}, { version: 0 }, { version: "1" }, { ...saved(), version: 2 }])
      expect(readProject(value, "reel-cover")).toBeNull();
  });

  it("gives nothing for a record left empty, once its broken parts are dropped", () => {
    expect(
      readProject({ version: 1, clips: "none", music: 5, texts: [null], settings: null }, "reel-cover"),
    ).toBeNull();
    expect(readProject({ version: 1, clips: [], music: null, texts: [], settings: {} }, "reel-cover")).toBeNull();
  });

  it("drops a broken clip, text block or song and keeps the rest", () => {
    const good = saved();
    const read = readProject(
      {
        ...good,
        clips: [
          ...good.clips,
          { ...good.clips[0], kind: "gif" },
          { ...good.clips[0], file: { name: "", size: 3 } },
          { ...good.clips[0], file: { name: "x.mp4", size: -1 } },
          { ...good.clips[0], duration: Number.NaN },
          { ...good.clips[0], startText: 5 },
          "clip",
        ],
        texts: [...good.texts, { ...block, end: 0.2 }, { ...block, look: "neon" }, { ...block, text: "x".repeat(201) }],
        music: { ...good.music, duration: 0 },
      },
      "reel-cover",
    );
    expect(read?.clips).toEqual(good.clips);
    expect(read?.texts).toEqual([block]);
    expect(read?.music).toBeNull();
  });

  it("puts a setting it can't read back to the page's own, and a clip's unknown sound back to kept", () => {
    const good = saved();
    const read = readProject(
      {
        ...good,
        clips: [
          { ...good.clips[0], sound: "loud", speed: 3, join: "wipe" },
          { ...good.clips[1], speed: 2 },
          { ...good.clips[0], speed: undefined, join: undefined },
        ],
        music: { ...good.music, volume: 140, fadeIn: -1, fadeOut: "2" },
        settings: { shapeId: "3:2", framing: "fit", position: 2, quality: 4, captionBox: "yes", coverId: "poster" },
      },
      "thumbnail",
    );
    expect(read?.clips[0]?.sound).toBe("keep");
    // A speed this page doesn't offer, one on a photo, or none from a record made before speeds: as shot.
    expect(read?.clips.map((clip) => clip.speed)).toEqual([1, 1, 1]);
    // A join this page doesn't offer, or none from a record made before cross-fades: a cut.
    expect(read?.clips.map((clip) => clip.join)).toEqual(["cut", "fade", "cut"]);
    expect(read?.music).toMatchObject({ volume: 80, fadeIn: 0, fadeOut: 1 });
    expect(read?.settings).toEqual({
      shapeId: "9:16",
      framing: "fit",
      backdrop: "blur",
      position: 0.5,
      quality: "1080p",
      captionText: "",
      captionSize: "medium",
      captionPlace: "bottom",
      captionBox: true,
      coverId: "thumbnail",
    });
  });

  it("knows an empty edit, which leaves no record behind", () => {
    expect(isEmptyProject({ clips: [], music: null, texts: [] })).toBe(true);
    expect(isEmptyProject({ clips: [], music: null, texts: [block] })).toBe(false);
  });
});

describe("the files of a kept edit", () => {
  it("are stored once per name and size, and matched again by both", () => {
    expect(fileKey(wide)).toBe("120000:wide.mp4");
    expect(sameFile({ name: "wide.mp4", size: 120_000 }, wide)).toBe(true);
    expect(sameFile({ name: "wide.mp4", size: 120_001 }, wide)).toBe(false);
    expect(sameFile({ name: "Wide.mp4", size: 120_000 }, wide)).toBe(false);
  });

  it("go back to their places among the clips on screen", () => {
    expect(
      insertAt(
        ["b", "d"],
        [
          { index: 2, item: "c" },
          { index: 0, item: "a" },
        ],
      ),
    ).toEqual(["a", "b", "c", "d"]);
    expect(insertAt(["a"], [{ index: 5, item: "z" }])).toEqual(["a", "z"]);
    expect(insertAt([], [])).toEqual([]);
  });

  it("are kept only while four fifths of the site's storage would do", () => {
    expect(fitsStorage({ usage: 100, quota: 1000 }, 700)).toBe(true);
    expect(fitsStorage({ usage: 100, quota: 1000 }, 701)).toBe(false);
    expect(fitsStorage({ quota: 1000 }, 800)).toBe(true);
    expect(fitsStorage({ usage: 0, quota: 0 }, 1)).toBe(false);
    expect(fitsStorage({}, 1)).toBe(false);
    expect(fitsStorage(null, 1)).toBe(false);
  });
});
