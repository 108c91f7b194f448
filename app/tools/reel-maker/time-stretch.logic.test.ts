import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { STRETCH_WINDOW, StretchedSource, TimeStretcher } from "./time-stretch.logic";

const RATE = 48_000;

const tone = (hz: number, seconds: number, level = 0.5) =>
  Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) => level * Math.sin((2 * Math.PI * hz * i) / RATE));

/** Pushes `input` in blocks of `block` and takes everything out. */
function stretch(input: Float32Array, speed: number, block = 4096): Float32Array {
  const stretcher = new TimeStretcher(speed, 1);
  const out: number[] = [];
  for (let at = 0; at < input.length; at += block) {
    stretcher.push([input.subarray(at, at + block)]);
    out.push(...(stretcher.take(stretcher.available)[0] ?? []));
  }
  return Float32Array.from(out);
}

/** The tone's frequency, from its rising zero crossings (skipping the first window's start). */
function pitch(samples: Float32Array): number {
  const crossings: number[] = [];
  for (let i = STRETCH_WINDOW + 1; i < samples.length; i++)
    if ((samples[i - 1] ?? 0) < 0 && (samples[i] ?? 0) >= 0) crossings.push(i);
  const first = crossings[0] ?? 0;
  const last = crossings.at(-1) ?? 0;
  return ((crossings.length - 1) * RATE) / (last - first);
}

const rms = (samples: Float32Array, from = STRETCH_WINDOW) => {
  let sum = 0;
  for (let i = from; i < samples.length; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / (samples.length - from));
};

describe("TimeStretcher", () => {
  it.each([0.5, 1.5, 2])(
    "at %s× a tone keeps its pitch and level, and lasts its length divided by the speed",
    (speed) => {
      const input = tone(220, 3);
      const output = stretch(input, speed);
      // Everything but the last window or so is out once the input has gone in.
      expect(output.length).toBeGreaterThan((input.length - 2 * STRETCH_WINDOW) / speed - STRETCH_WINDOW);
      expect(output.length).toBeLessThanOrEqual(input.length / speed + STRETCH_WINDOW);
      expect(Math.abs(pitch(output) - 220)).toBeLessThan(220 * 0.01);
      expect(rms(output) / rms(input)).toBeGreaterThan(0.9);
      expect(rms(output) / rms(input)).toBeLessThan(1.1);
    },
  );

  it("lays windows in phase: a tone never dips the way a plain overlap-add beats", () => {
    for (const speed of [0.5, 1.5, 2]) {
      const output = stretch(tone(233, 2), speed);
      const slice = 480;
      let quietest = Infinity;
      for (let at = STRETCH_WINDOW; at + slice <= output.length; at += slice)
        quietest = Math.min(quietest, rms(output.subarray(at, at + slice), 0));
      expect(quietest / rms(output)).toBeGreaterThan(0.9);
    }
  });

  it("at 1× gives back the input sample for sample", () => {
    const rng = seededRng(5);
    const input = Float32Array.from({ length: 20_000 }, () => rng() - 0.5);
    const output = stretch(input, 1);
    expect(output.length).toBeGreaterThan(15_000);
    for (let i = 0; i < output.length; i++) expect(output[i]).toBeCloseTo(input[i] ?? 0, 5);
  });

  it("starts at full level: the first window is not faded in", () => {
    const output = stretch(tone(220, 1), 2);
    expect(Math.max(...output.subarray(0, 240).map(Math.abs))).toBeGreaterThan(0.45);
  });

  it("gives the same output whatever the size of the blocks pushed in", () => {
    for (const seed of [1, 2, 3]) {
      const rng = seededRng(seed);
      const input = Float32Array.from({ length: 30_000 }, (_, i) => 0.4 * Math.sin(i / 17) + 0.2 * (rng() - 0.5));
      const whole = stretch(input, 1.5, input.length);
      const pieces = stretch(input, 1.5, 1 + Math.floor(rng() * 3000));
      expect(pieces).toEqual(whole);
    }
  });

  it("keeps both channels in step and holds no more than a few windows of input", () => {
    const stretcher = new TimeStretcher(2, 2);
    const left = tone(220, 2);
    const right = tone(330, 2, 0.3);
    for (let at = 0; at < left.length; at += 4800) {
      stretcher.push([left.subarray(at, at + 4800), right.subarray(at, at + 4800)]);
      const [l, r] = stretcher.take(stretcher.available);
      expect(l?.length).toBe(r?.length);
    }
    // Held input is private; what it costs shows in what must still come in before more is out.
    const before = stretcher.available;
    stretcher.push([new Float32Array(4 * STRETCH_WINDOW), new Float32Array(4 * STRETCH_WINDOW)]);
    expect(stretcher.available - before).toBeGreaterThan(STRETCH_WINDOW);
  });

  it("refuses a speed that isn't positive", () => {
    expect(() => new TimeStretcher(0, 1)).toThrow(RangeError);
  });
});

describe("StretchedSource", () => {
  it("hands out blocks of exactly the size asked for, reading the source at the speed", async () => {
    let read = 0;
    const left = tone(220, 4);
    const source = {
      read: (count: number): Promise<[Float32Array, Float32Array]> => {
        const block = new Float32Array(count);
        block.set(left.subarray(read, read + count));
        read += count;
        return Promise.resolve([block, block]);
      },
    };
    const stretched = new StretchedSource(source, 2);
    let out = 0;
    for (const size of [100, 9600, 1, 24_000, 7000]) {
      const [l, r] = await stretched.read(size);
      expect(l.length).toBe(size);
      expect(r.length).toBe(size);
      out += size;
    }
    // Twice as much source as sound handed out, give or take what the stretcher holds.
    expect(read).toBeGreaterThanOrEqual(2 * out);
    expect(read).toBeLessThan(2 * out + 4 * STRETCH_WINDOW);
  });
});
