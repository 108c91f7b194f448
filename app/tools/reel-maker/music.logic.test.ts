import { describe, expect, it } from "vitest";
import { checkMusic, newMusicSettings } from "./music.logic";

describe("the music track as set", () => {
  const song = newMusicSettings(30);

  it("starts with the Reel, from the song's start, at 80% with a 1 s fade out", () => {
    expect(checkMusic(song)).toEqual({
      ok: true,
      track: { at: 0, from: 0, length: 30, volume: 0.8, fadeIn: 0, fadeOut: 1, duck: false },
    });
    expect(checkMusic({ ...song, atText: "1.5", fromText: "0:20", volume: 50, fadeIn: 2 })).toEqual({
      ok: true,
      track: { at: 1.5, from: 20, length: 30, volume: 0.5, fadeIn: 2, fadeOut: 1, duck: false },
    });
  });

  it("says which time is wrong, in the page's language", () => {
    expect(checkMusic({ ...song, atText: "soon" })).toEqual({
      ok: false,
      field: "at",
      message: "Type where the music starts as seconds (2) or m:ss (0:02).",
    });
    expect(checkMusic({ ...song, fromText: "x" })).toMatchObject({ ok: false, field: "from" });
    expect(checkMusic({ ...song, fromText: "0:30" }, "hi")).toEqual({
      ok: false,
      field: "from",
      message: "गाना इससे छोटा है।",
    });
  });
});
