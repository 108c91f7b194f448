import { describe, expect, it } from "vitest";
import {
  LOWERED_GAIN,
  type MusicTrack,
  Resampler,
  addInto,
  clipGain,
  clipGainAt,
  DUCKED_GAIN,
  DUCK_RAMP_SECONDS,
  duckGainAt,
  limitSample,
  musicGainAt,
  musicSpan,
  toStereo,
} from "./audio-mix.logic";

const song: MusicTrack = { at: 1, from: 10, length: 30, volume: 0.8, fadeIn: 2, fadeOut: 1, duck: false };

describe("the Reel's sound", () => {
  it("keeps, lowers or mutes a clip, with a 10 ms ramp at each cut", () => {
    expect(clipGain("keep")).toBe(1);
    expect(clipGain("lower")).toBe(LOWERED_GAIN);
    expect(clipGain("mute")).toBe(0);
    expect(clipGainAt("keep", 0, 2)).toBe(0);
    expect(clipGainAt("keep", 0.005, 2)).toBeCloseTo(0.5, 10);
    expect(clipGainAt("keep", 1, 2)).toBe(1);
    expect(clipGainAt("lower", 1, 2)).toBe(LOWERED_GAIN);
    expect(clipGainAt("keep", 1.995, 2)).toBeCloseTo(0.5, 10);
    expect(clipGainAt("keep", 2, 2)).toBe(0);
    expect(clipGainAt("mute", 1, 2)).toBe(0);
  });

  it("plays the music from its start in the Reel to the song's end or the Reel's", () => {
    expect(musicSpan(song, 60)).toEqual({ start: 1, end: 21 });
    expect(musicSpan(song, 5)).toEqual({ start: 1, end: 5 });
    expect(musicSpan({ ...song, at: 6 }, 5)).toBeNull();
    expect(musicSpan({ ...song, from: 40 }, 60)).toBeNull();
  });

  it("fades the music in from its start and out to its end, at its volume", () => {
    expect(musicGainAt(song, 0.5, 5)).toBe(0);
    expect(musicGainAt(song, 1, 5)).toBe(0);
    expect(musicGainAt(song, 2, 5)).toBeCloseTo(0.4, 10);
    expect(musicGainAt(song, 3, 5)).toBeCloseTo(0.8, 10);
    expect(musicGainAt(song, 4.5, 5)).toBeCloseTo(0.4, 10);
    expect(musicGainAt(song, 5, 5)).toBe(0);
    expect(musicGainAt({ ...song, fadeIn: 0, fadeOut: 0 }, 1, 5)).toBe(0.8);
    expect(musicGainAt({ ...song, volume: 3, fadeIn: 0 }, 2, 5)).toBe(1);
  });

  it("puts a mono source on both sides and drops channels past two", () => {
    const mono = new Float32Array([1, 2]);
    expect(toStereo([mono])).toEqual([mono, mono]);
    const planes = [new Float32Array([1]), new Float32Array([2]), new Float32Array([3])];
    expect(toStereo(planes)).toEqual([planes[0], planes[1]]);
  });

  it("resamples by straight lines, the same in one block as in many", () => {
    const input = Float32Array.from({ length: 9 }, (_, i) => i);
    const whole = new Resampler(2, 3, 1);
    whole.push([input]);
    expect(whole.available).toBe(13);
    const once = Array.from(whole.take(100)[0] ?? []);
    expect(once.map((v) => Math.round(v * 1000) / 1000)).toEqual([
      0, 0.667, 1.333, 2, 2.667, 3.333, 4, 4.667, 5.333, 6, 6.667, 7.333, 8,
    ]);
    const pieces = new Resampler(2, 3, 1);
    const taken: number[] = [];
    for (const start of [0, 2, 3, 7]) {
      pieces.push([input.slice(start, start === 0 ? 2 : start === 2 ? 3 : start === 3 ? 7 : 9)]);
      taken.push(...(pieces.take(pieces.available)[0] ?? []));
    }
    expect(taken.map((v) => Math.round(v * 1000) / 1000)).toEqual(once.map((v) => Math.round(v * 1000) / 1000));
  });

  it("passes sound at the same rate through unchanged", () => {
    const same = new Resampler(48_000, 48_000, 2);
    same.push([new Float32Array([0.1, 0.2, 0.3]), new Float32Array([-0.1, -0.2, -0.3])]);
    const [left, right] = same.take(3);
    expect(Array.from(left ?? [])).toEqual(Array.from(new Float32Array([0.1, 0.2, 0.3])));
    expect(Array.from(right ?? [])).toEqual(Array.from(new Float32Array([-0.1, -0.2, -0.3])));
    expect(same.available).toBe(0);
  });

  it("adds a source in at its gain, and keeps the sum within range without a hard clip", () => {
    const into = new Float32Array([0.5, 0.5, 0.5, 0.5]);
    addInto(into, new Float32Array([1, 1, 1]), 2, (i) => (i === 0 ? 0.25 : 0.5));
    expect(Array.from(into)).toEqual([0.5, 0.5, 0.75, 1]);
    expect(limitSample(0.5)).toBe(0.5);
    expect(limitSample(-0.9)).toBe(-0.9);
    expect(limitSample(1)).toBeCloseTo(0.95, 10);
    expect(limitSample(-10)).toBeLessThan(-0.99);
    expect(limitSample(-10)).toBeGreaterThan(-1);
  });
});

describe("the clips' sound under a ducking track", () => {
  // A 5 s voice-over placed at 2 s of a 20 s Reel.
  const voice: MusicTrack = { at: 2, from: 0, length: 5, volume: 1, fadeIn: 0, fadeOut: 0, duck: true };

  it("is untouched without a track, or with one that does not duck", () => {
    expect(duckGainAt(null, 3, 20)).toBe(1);
    expect(duckGainAt({ ...voice, duck: false }, 3, 20)).toBe(1);
  });

  it("is lowered while the track plays and ramps down into it and back up after it", () => {
    expect(duckGainAt(voice, 0, 20)).toBe(1);
    expect(duckGainAt(voice, 2 - DUCK_RAMP_SECONDS, 20)).toBe(1);
    expect(duckGainAt(voice, 2 - DUCK_RAMP_SECONDS / 2, 20)).toBeCloseTo(1 - (1 - DUCKED_GAIN) / 2, 6);
    expect(duckGainAt(voice, 2, 20)).toBeCloseTo(DUCKED_GAIN, 6);
    expect(duckGainAt(voice, 4.5, 20)).toBeCloseTo(DUCKED_GAIN, 6);
    expect(duckGainAt(voice, 7 + DUCK_RAMP_SECONDS / 2, 20)).toBeCloseTo(1 - (1 - DUCKED_GAIN) / 2, 6);
    expect(duckGainAt(voice, 7 + DUCK_RAMP_SECONDS, 20)).toBe(1);
  });

  it("never goes below the ducked level or above 1, at any moment", () => {
    for (let t = 0; t <= 20; t += 0.01) {
      const gain = duckGainAt(voice, t, 20);
      expect(gain).toBeGreaterThanOrEqual(DUCKED_GAIN - 1e-9);
      expect(gain).toBeLessThanOrEqual(1);
    }
  });

  it("ends with the Reel when the track outlasts it", () => {
    expect(duckGainAt(voice, 4, 3)).toBe(1);
    expect(duckGainAt(voice, 2.5, 3)).toBeCloseTo(DUCKED_GAIN, 6);
  });
});

describe("clipGainAt over a cross-fade", () => {
  it("rises over the fade in and falls over the fade out, so two clips' gains sum to the setting", () => {
    // Clip A 2 s fading out over its last 0.5 s; clip B fading in over its first 0.5 s.
    for (const t of [0, 0.1, 0.25, 0.4]) {
      const a = clipGainAt("keep", 1.5 + t, 2, 0, 0.5);
      const b = clipGainAt("keep", t, 3, 0.5, 0);
      expect(a + b).toBeCloseTo(1, 10);
    }
    expect(clipGainAt("lower", 0.25, 3, 0.5, 0)).toBeCloseTo(LOWERED_GAIN / 2, 10);
    expect(clipGainAt("keep", 1, 3, 0.5, 0.5)).toBe(1);
  });
});
