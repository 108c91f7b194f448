// The Reel as a row of clips joined by cuts or cross-fades: how long it is, where each clip sits on its clock,
// which clip a moment of the Reel falls in, and the clips' order. A clip's kept part is given on
// its own clock (start and end seconds of the source); a photo's runs from 0 to the time it shows.
// A clip played at speed s lasts its kept part divided by s: a moment t of its own clock shows at
// t / s of its place in the Reel. A cross-fade lays a clip's start over the end of the one before,
// so the Reel is shorter by each fade.

/** A still photo shows this long unless the visitor says otherwise. */
export const PHOTO_SECONDS = 3;
/** The shortest and longest a photo may show, in seconds. */
export const PHOTO_MIN_SECONDS = 0.5;
export const PHOTO_MAX_SECONDS = 60;

/** The speeds a video clip may play at: half, as shot, and faster. */
export const SPEEDS = [0.5, 1, 1.5, 2] as const;
export type ClipSpeed = (typeof SPEEDS)[number];

export function isSpeed(value: unknown): value is ClipSpeed {
  return SPEEDS.some((speed) => speed === value);
}

export interface Span {
  /** Seconds on the clip's own clock. */
  start: number;
  end: number;
  /** How fast the clip plays: 2 is twice as fast and half as long. Left out, as shot. */
  speed?: number;
  /** Seconds this clip's start lies over the end of the one before (a cross-fade); left out, a cut. */
  fade?: number;
}

export interface Placed {
  index: number;
  /** Where the clip begins on the Reel's clock. */
  offset: number;
  length: number;
  /** Seconds it fades in over the clip before, and out under the clip after (0: a cut). */
  fadeIn: number;
  fadeOut: number;
}

/** How a clip is joined to the one before it. */
export const JOINS = ["cut", "fade"] as const;
export type ClipJoin = (typeof JOINS)[number];

export function isJoin(value: unknown): value is ClipJoin {
  return JOINS.some((join) => join === value);
}

/** A cross-fade lasts half a second: long enough to read as a dissolve, short enough to keep a Reel's pace. */
export const CROSSFADE_SECONDS = 0.5;

/**
 * The spans with each cross-fade's length set: CROSSFADE_SECONDS, or less where a clip is short, so
 * that a fade never takes more than half of either clip and no three clips ever show at once.
 */
export function withJoins(spans: readonly Span[], joins: readonly ClipJoin[]): Span[] {
  return spans.map((span, index) => {
    const before = spans[index - 1];
    if (!before || joins[index] !== "fade") return span;
    const fade = Math.min(CROSSFADE_SECONDS, spanLength(before) / 2, spanLength(span) / 2);
    return { ...span, fade };
  });
}

/** How long a clip lasts in the Reel. */
export function spanLength(span: Span): number {
  return Math.max(0, span.end - span.start) / (span.speed ?? 1);
}

/** The moment of the clip's own clock that shows `seconds` into its place in the Reel. */
export function sourceTime(span: Span, seconds: number): number {
  return span.start + seconds * (span.speed ?? 1);
}

/** How far into its place in the Reel a moment `time` of the clip's own clock shows. */
export function placeTime(span: Span, time: number): number {
  return (time - span.start) / (span.speed ?? 1);
}

/** A span's cross-fade into it: never before the first clip, never longer than the clip. */
const fadeOf = (spans: readonly Span[], index: number): number =>
  index === 0 ? 0 : Math.max(0, Math.min(spans[index]?.fade ?? 0, spanLength(spans[index] ?? { start: 0, end: 0 })));

/** Each clip's place on the Reel's clock, in order: each starts where the one before ends, less its fade. */
export function placeClips(spans: readonly Span[]): Placed[] {
  let offset = 0;
  return spans.map((span, index) => {
    const length = spanLength(span);
    const fadeIn = fadeOf(spans, index);
    offset -= fadeIn;
    const placed = { index, offset, length, fadeIn, fadeOut: fadeOf(spans, index + 1) };
    offset += length;
    return placed;
  });
}

/** The whole Reel's length: the clips one after another, less what the cross-fades lay over each other. */
export function totalLength(spans: readonly Span[]): number {
  return spans.reduce((sum, span, index) => sum + spanLength(span) - fadeOf(spans, index), 0);
}

/**
 * Which clip shows at `seconds` of the Reel, and the moment of that clip's own clock. A cut belongs
 * to the clip that starts there, and so does a cross-fade; the Reel's very end and anything outside
 * it belong to none.
 */
export function locate(spans: readonly Span[], seconds: number): { index: number; time: number } | null {
  if (!(seconds >= 0)) return null;
  for (const { index, offset, length, fadeOut } of placeClips(spans)) {
    const span = spans[index];
    if (span && seconds < offset + length - fadeOut) return { index, time: sourceTime(span, seconds - offset) };
  }
  return null;
}

/** The list with the item at `index` moved by `delta` places, or the same list when it can't move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): readonly T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length || delta === 0) return items;
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return items;
  next.splice(to, 0, moved);
  return next;
}

/** How many frames a Reel of this length has at this rate: the last frame starts before the end. */
export function frameCount(seconds: number, frameRate: number): number {
  if (!(seconds > 0) || !(frameRate > 0)) return 0;
  return Math.round(seconds * frameRate);
}

/**
 * The frame rate of a Reel of several clips: the fastest clip's, so no clip loses motion, kept to
 * the 24–60 frames a second Instagram and YouTube take; 30 when only photos are in it.
 */
export function timelineFrameRate(rates: readonly (number | null)[]): number {
  const known = rates.filter((rate): rate is number => rate !== null && Number.isFinite(rate) && rate > 0);
  if (known.length === 0) return 30;
  const fastest = Math.max(...known);
  return Math.min(60, Math.max(24, Math.round(fastest * 1000) / 1000));
}

/** A photo's time as typed, in seconds, or null when it isn't one the Reel can use. */
export function photoSeconds(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (value < PHOTO_MIN_SECONDS || value > PHOTO_MAX_SECONDS) return null;
  return value;
}

/** Whether a Reel this long is over the platform's limit (a rounding hair over does not count). */
export function overLimit(seconds: number, limit: number): boolean {
  return seconds > limit + 0.005;
}
