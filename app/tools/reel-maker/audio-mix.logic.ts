// The sound of a Reel of several clips: each clip's own sound kept, lowered or muted, one music or
// voice-over track on top with its volume and fades, all brought to one rate and summed. Pure
// numbers over Float32Array blocks, so the export can mix a few hundred milliseconds at a time.

export type ClipSound = "keep" | "lower" | "mute";

/** A lowered clip plays at this gain (about −10 dB): speech stays clear under music. */
export const LOWERED_GAIN = 0.32;
/** Every clip's sound rises and falls over this long at its ends, so a cut doesn't click. */
export const EDGE_SECONDS = 0.01;
/** The Reel's sound: what both platforms take, stereo. */
export const MIX_RATE = 48_000;
export const MIX_CHANNELS = 2;

export function clipGain(sound: ClipSound): number {
  return sound === "keep" ? 1 : sound === "lower" ? LOWERED_GAIN : 0;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * A clip's gain at `time` seconds into its part of the Reel (`length` long): its setting, with a
 * short ramp at each cut, or rising over a cross-fade into it (`fadeIn` seconds) and falling over
 * one out of it, so the two clips' sounds pass each other as their pictures do.
 */
export function clipGainAt(sound: ClipSound, time: number, length: number, fadeIn = 0, fadeOut = 0): number {
  const base = clipGain(sound);
  if (base === 0 || time < 0 || time >= length) return 0;
  const ramp = Math.min(1, time / Math.max(EDGE_SECONDS, fadeIn), (length - time) / Math.max(EDGE_SECONDS, fadeOut));
  return base * clamp01(ramp);
}

export interface MusicTrack {
  /** Where in the Reel the music starts, seconds. */
  at: number;
  /** Where in the song it starts playing from, seconds. */
  from: number;
  /** The song's whole length, seconds. */
  length: number;
  /** 0–1. */
  volume: number;
  fadeIn: number;
  fadeOut: number;
  /** Whether the clips' own sound is lowered while the track plays. */
  duck: boolean;
}

/** When the music plays in the Reel: from its start to the song's end or the Reel's, whichever first. */
export function musicSpan(music: MusicTrack, reelLength: number): { start: number; end: number } | null {
  const start = Math.max(0, music.at);
  const end = Math.min(reelLength, music.at + Math.max(0, music.length - music.from));
  return end > start ? { start, end } : null;
}

/** The music's gain at `seconds` of the Reel: its volume, faded in from its start and out to its end. */
export function musicGainAt(music: MusicTrack, seconds: number, reelLength: number): number {
  const span = musicSpan(music, reelLength);
  if (!span || seconds < span.start || seconds >= span.end) return 0;
  const fadeIn = music.fadeIn > 0 ? (seconds - span.start) / music.fadeIn : 1;
  const fadeOut = music.fadeOut > 0 ? (span.end - seconds) / music.fadeOut : 1;
  return clamp01(music.volume) * clamp01(Math.min(1, fadeIn, fadeOut));
}

/** The clips' sound under a ducking track, as a part of what it would be. */
export const DUCKED_GAIN = 0.25;
/** How long the clips take to go down and come back up: a quarter second reads as deliberate, not a jump. */
export const DUCK_RAMP_SECONDS = 0.25;

/**
 * What the clips' own sound is multiplied by at `seconds` of the Reel: 1 without a ducking track,
 * DUCKED_GAIN while it plays, ramping down into its start and back up after its end.
 */
export function duckGainAt(music: MusicTrack | null, seconds: number, reelLength: number): number {
  if (!music?.duck) return 1;
  const span = musicSpan(music, reelLength);
  if (!span) return 1;
  const into = (seconds - (span.start - DUCK_RAMP_SECONDS)) / DUCK_RAMP_SECONDS;
  const outOf = (span.end + DUCK_RAMP_SECONDS - seconds) / DUCK_RAMP_SECONDS;
  const depth = clamp01(Math.min(into, outOf, 1));
  return 1 - (1 - DUCKED_GAIN) * depth;
}

/** Planes as the mix wants them: two, a mono source on both sides, anything past the second dropped. */
export function toStereo(planes: readonly Float32Array[]): [Float32Array, Float32Array] {
  const left = planes[0] ?? new Float32Array(0);
  return [left, planes[1] ?? left];
}

/**
 * Turns a stream of sound at one rate into another by straight-line interpolation between
 * neighbouring samples. Blocks of any size go in and come out; the position carries over, so
 * block edges leave no mark.
 */
export class Resampler {
  private readonly step: number;
  /** Samples not yet used, per channel; the first is at `position` or just before it. */
  private held: Float32Array[];
  /** Where the next output sample falls, in input samples from the first one held. */
  private position = 0;

  constructor(
    inputRate: number,
    outputRate: number,
    private readonly channels: number,
  ) {
    this.step = inputRate / outputRate;
    this.held = Array.from({ length: channels }, () => new Float32Array(0));
  }

  push(planes: readonly Float32Array[]): void {
    this.held = this.held.map((held, c) => {
      const more = planes[c] ?? planes[0] ?? new Float32Array(0);
      const joined = new Float32Array(held.length + more.length);
      joined.set(held);
      joined.set(more, held.length);
      return joined;
    });
  }

  /** How many output samples can be taken now. */
  get available(): number {
    const length = this.held[0]?.length ?? 0;
    // Output k needs input floor(position + k·step) + 1 (or exactly that sample when it lands on one).
    if (length === 0) return 0;
    const last = length - 1;
    if (this.position > last) return 0;
    return Math.floor((last - this.position) / this.step + 1e-9) + 1;
  }

  /** Takes `count` output samples (fewer when fewer are available). */
  take(count: number): Float32Array[] {
    const n = Math.min(count, this.available);
    const out = Array.from({ length: this.channels }, () => new Float32Array(n));
    for (let c = 0; c < this.channels; c++) {
      const input = this.held[c] ?? new Float32Array(0);
      const plane = out[c] ?? new Float32Array(n);
      for (let k = 0; k < n; k++) {
        const at = this.position + k * this.step;
        const i = Math.floor(at + 1e-9);
        const fraction = at - i;
        const a = input[i] ?? 0;
        const b = input[i + 1] ?? a;
        plane[k] = fraction < 1e-9 ? a : a + (b - a) * fraction;
      }
    }
    const next = this.position + n * this.step;
    // Drop what no later output needs: everything before the sample just below the next position.
    const drop = Math.max(0, Math.floor(next + 1e-9));
    this.held = this.held.map((held) => held.slice(Math.min(drop, held.length)));
    this.position = next - drop;
    return out;
  }
}

/** Adds `source` times `gain(i)` into `into`, sample by sample, from sample `at` of `into`. */
export function addInto(into: Float32Array, source: Float32Array, at: number, gain: (index: number) => number): void {
  for (let i = 0; i < source.length && at + i < into.length; i++) {
    const g = gain(i);
    if (g !== 0) into[at + i] = (into[at + i] ?? 0) + (source[i] ?? 0) * g;
  }
}

/** Keeps a summed sample within what the encoder takes; a soft knee above 0.9 instead of a hard clip. */
export function limitSample(value: number): number {
  const size = Math.abs(value);
  if (size <= 0.9) return value;
  const over = size - 0.9;
  return Math.sign(value) * (0.9 + 0.1 * (over / (over + 0.1)));
}
