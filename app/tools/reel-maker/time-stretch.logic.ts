// Plays sound faster or slower without changing its pitch, for a clip at 0.5×, 1.5× or 2×: WSOLA
// (waveform-similarity overlap-add). The output is laid down in windows a fixed hop apart; each
// window is read from the input near where the speed puts it, moved by up to a few milliseconds to
// where its waveform best continues the previous window's, so the overlaps add in phase instead of
// beating. Voices keep their pitch; the length changes by the speed. Streaming: blocks of any size
// go in and come out, and only a window or two of input is ever held.

/** A window of 2,048 samples (about 43 ms at 48 kHz): long enough for a voice's lowest pitch. */
export const STRETCH_WINDOW = 2048;
const HOP = STRETCH_WINDOW / 2;
/** How far a window may move to find its match: about 10 ms either way at 48 kHz. */
export const STRETCH_TOLERANCE = 480;
/** The coarse search tries every 4th offset, then every offset around the best; the match reads every 4th sample. */
const COARSE = 4;
const READ_STEP = 4;

// A periodic Hann window: at half-window hops neighbouring windows sum to exactly 1.
const WINDOW = Float32Array.from(
  { length: STRETCH_WINDOW },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / STRETCH_WINDOW),
);

export class TimeStretcher {
  private readonly inHop: number;
  /** Input not yet passed, per channel; `base` is the index of its first sample in the whole input. */
  private held: Float32Array[];
  private base = 0;
  /** Where the last window was read from (absolute input index); null before the first. */
  private last: number | null = null;
  /** How many windows have been laid down. */
  private windows = 0;
  /** The overlap-add in progress: HOP final samples ready to hand out follow from each new window. */
  private tail: Float32Array[];
  private ready: Float32Array[];

  constructor(
    readonly speed: number,
    private readonly channels: number,
  ) {
    if (!(speed > 0)) throw new RangeError("speed must be positive");
    this.inHop = HOP * speed;
    this.held = Array.from({ length: channels }, () => new Float32Array(0));
    this.tail = Array.from({ length: channels }, () => new Float32Array(STRETCH_WINDOW));
    this.ready = Array.from({ length: channels }, () => new Float32Array(0));
  }

  push(planes: readonly Float32Array[]): void {
    this.held = this.held.map((held, c) => join(held, planes[c] ?? planes[0] ?? new Float32Array(0)));
    while (this.step());
  }

  /** How many output samples can be taken now. */
  get available(): number {
    return this.ready[0]?.length ?? 0;
  }

  /** Takes `count` output samples (fewer when fewer are ready). */
  take(count: number): Float32Array[] {
    const n = Math.min(count, this.available);
    const out = this.ready.map((plane) => plane.slice(0, n));
    this.ready = this.ready.map((plane) => plane.slice(n));
    return out;
  }

  /** Lays down the next window if enough input is held for it; false when it must wait for more. */
  private step(): boolean {
    const nominal = Math.round(this.windows * this.inHop);
    const heldEnd = this.base + (this.held[0]?.length ?? 0);
    const searchTo = this.last === null ? nominal : nominal + STRETCH_TOLERANCE;
    const natural = this.last === null ? 0 : this.last + HOP;
    if (Math.max(searchTo, natural) + STRETCH_WINDOW > heldEnd) return false;
    const at = this.last === null ? nominal : this.bestMatch(nominal, natural);
    this.lay(at);
    this.last = at;
    this.windows++;
    // Keep only what the next window can still read: its search from one hop on, and this one's continuation.
    const nextFrom = Math.min(Math.round(this.windows * this.inHop) - STRETCH_TOLERANCE, at + HOP);
    const drop = Math.max(0, nextFrom - this.base);
    if (drop > 0) {
      this.held = this.held.map((plane) => plane.slice(Math.min(drop, plane.length)));
      this.base += drop;
    }
    return true;
  }

  /** The read position near `nominal` whose waveform best matches the input that naturally follows the last window. */
  private bestMatch(nominal: number, natural: number): number {
    const from = Math.max(this.base, nominal - STRETCH_TOLERANCE);
    const to = nominal + STRETCH_TOLERANCE;
    // The nominal place is tried first and kept on a tie, so a steady tone isn't moved for nothing.
    let best = Math.max(from, Math.min(to, nominal));
    let bestScore = this.similarity(best, natural);
    const consider = (at: number) => {
      const score = this.similarity(at, natural);
      if (score > bestScore + 1e-6) {
        bestScore = score;
        best = at;
      }
    };
    for (let at = from; at <= to; at += COARSE) consider(at);
    const coarseBest = best;
    for (let at = Math.max(from, coarseBest - COARSE + 1); at <= Math.min(to, coarseBest + COARSE - 1); at++)
      if (at !== coarseBest) consider(at);
    return best;
  }

  /** How alike the window at `at` is to the one at `natural`: their correlation over the first half, scaled by the candidate's loudness. */
  private similarity(at: number, natural: number): number {
    let dot = 0;
    let energy = 1e-9;
    const a = at - this.base;
    const b = natural - this.base;
    for (let c = 0; c < this.channels; c++) {
      const plane = this.held[c];
      if (!plane) continue;
      for (let i = 0; i < HOP; i += READ_STEP) {
        const x = plane[a + i] ?? 0;
        dot += x * (plane[b + i] ?? 0);
        energy += x * x;
      }
    }
    return dot / Math.sqrt(energy);
  }

  /** Adds the window read at `at` into the overlap and moves one hop of finished output to `ready`. */
  private lay(at: number): void {
    const offset = at - this.base;
    const first = this.windows === 0;
    for (let c = 0; c < this.channels; c++) {
      const plane = this.held[c] ?? new Float32Array(0);
      const tail = this.tail[c] ?? new Float32Array(STRETCH_WINDOW);
      for (let i = 0; i < STRETCH_WINDOW; i++) {
        // The very first window starts at full level: nothing comes before it to overlap.
        const weight = first && i < HOP ? 1 : (WINDOW[i] ?? 0);
        tail[i] = (tail[i] ?? 0) + (plane[offset + i] ?? 0) * weight;
      }
      this.ready[c] = join(this.ready[c] ?? new Float32Array(0), tail.slice(0, HOP));
      const next = new Float32Array(STRETCH_WINDOW);
      next.set(tail.subarray(HOP));
      this.tail[c] = next;
    }
  }
}

function join(a: Float32Array, b: Float32Array): Float32Array {
  if (a.length === 0) return b.slice();
  const joined = new Float32Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Something that hands out stereo sound in blocks of exactly the size asked for (silence past its end). */
export interface StereoSource {
  read(count: number): Promise<[Float32Array, Float32Array]>;
}

/** A stereo source played at `speed` with its pitch kept: reads from `source` as much as each block needs. */
export class StretchedSource implements StereoSource {
  private readonly stretcher: TimeStretcher;

  constructor(
    private readonly source: StereoSource,
    speed: number,
  ) {
    this.stretcher = new TimeStretcher(speed, 2);
  }

  async read(count: number): Promise<[Float32Array, Float32Array]> {
    while (this.stretcher.available < count) {
      // Enough input for the block at this speed, and never less than a window, so each read moves on.
      const need = Math.max(STRETCH_WINDOW, Math.ceil((count - this.stretcher.available) * this.stretcher.speed));
      this.stretcher.push(await this.source.read(need));
    }
    const [left, right] = this.stretcher.take(count);
    return [left ?? new Float32Array(count), right ?? new Float32Array(count)];
  }
}
