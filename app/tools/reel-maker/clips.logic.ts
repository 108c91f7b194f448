// The clips of a Reel as the visitor has set them: the trim of each video and the time of each photo
// as typed, checked into the spans the timeline adds up. Kept apart from the files themselves, so
// the rules are plain data in, plain data out.
import type { Lang } from "~/lib/lang/lang";
import type { ClipSound } from "./audio-mix.logic";
import { type TrimCheck, checkTrim } from "./export.logic";
import { formatTime, parseTime } from "./time.logic";
import { type ClipJoin, type ClipSpeed, PHOTO_SECONDS, type Span, photoSeconds, withJoins } from "./timeline.logic";
import { REEL_WORDS } from "./words";

export type ClipKind = "video" | "photo";

export interface ClipEdit {
  kind: ClipKind;
  /** The source's length in seconds (a photo has none of its own: 0). */
  duration: number;
  /** A video's trim as typed. */
  startText: string;
  endText: string;
  /** How long a photo shows, as typed. */
  secondsText: string;
  sound: ClipSound;
  /** How fast a video plays in the Reel; a photo keeps 1. */
  speed: ClipSpeed;
  /** How it is joined to the clip before (the first clip's is not used). */
  join: ClipJoin;
}

/** A new clip: a video kept whole with its sound, a photo shown for the usual time. */
export function newClipEdit(kind: ClipKind, duration: number): ClipEdit {
  return {
    kind,
    duration,
    startText: "0:00",
    endText: formatTime(duration),
    secondsText: String(PHOTO_SECONDS),
    sound: "keep",
    speed: 1,
    join: "cut",
  };
}

/** A clip's kept part on its own clock, its speed, and how long it lasts in the Reel at that speed. */
export type ClipSpan = Extract<TrimCheck, { ok: true }> & { speed: number };

export type ClipCheck = ClipSpan | Extract<TrimCheck, { ok: false }> | { ok: false; field: "seconds"; message: string };

/** The clip's kept part, or what is wrong with what was typed. */
export function checkClip(clip: ClipEdit, lang: Lang = "en"): ClipCheck {
  if (clip.kind === "video") {
    const trim = checkTrim(parseTime(clip.startText), parseTime(clip.endText), clip.duration, Infinity, lang);
    if (!trim.ok) return trim;
    return { ...trim, length: trim.length / clip.speed, speed: clip.speed };
  }
  const seconds = photoSeconds(parseTime(clip.secondsText));
  if (seconds === null) return { ok: false, field: "seconds", message: REEL_WORDS[lang].clips.photoSeconds };
  return { ok: true, start: 0, end: seconds, length: seconds, overLimit: false, speed: 1 };
}

/** The spans of the clips, joined as the visitor chose, or null while any of them has a mistake to fix. */
export function spansOf(checks: readonly ClipCheck[], joins: readonly ClipJoin[] = []): Span[] | null {
  const spans: Span[] = [];
  for (const check of checks) {
    if (!check.ok) return null;
    spans.push({ start: check.start, end: check.end, speed: check.speed });
  }
  return withJoins(spans, joins);
}

/** The trim's start or end moved to the playhead of a video clip. */
export function markClip<C extends ClipEdit>(clip: C, edge: "start" | "end", now: number): C {
  if (clip.kind !== "video") return clip;
  return { ...clip, [edge === "start" ? "startText" : "endText"]: formatTime(now) };
}
