/** A source of numbers in [0, 1), like Math.random. Every generator takes one so tests can seed it. */
export type Rng = () => number;

export const defaultRng: Rng = Math.random;

/** Small, fast, deterministic generator (mulberry32): the same seed always gives the same sequence. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Integer in [0, max). */
export function randomInt(max: number, rng: Rng): number {
  return Math.min(max - 1, Math.floor(rng() * max));
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  if (items.length === 0) throw new Error("pick() needs at least one item");
  return items[randomInt(items.length, rng)] as T;
}

/** Fisher–Yates shuffle into a new array; the input is left alone. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1, rng);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` distinct items in random order (fewer if the list is shorter). */
export function sample<T>(items: readonly T[], count: number, rng: Rng): T[] {
  return shuffle(items, rng).slice(0, count);
}
