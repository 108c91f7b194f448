// Recording a voice-over with the page's microphone: which recording format to ask the browser
// for, what the finished file is called, and what went wrong in words a visitor can act on.
import { PRESETS } from "./reel-maker.data";

/**
 * Formats the Reel maker can read back as its sound track, best first: Opus in WebM (Chrome,
 * Edge, Firefox on Android), Opus in Ogg (Firefox), AAC in MP4 (Safari). The export decodes the
 * recording like any picked song.
 */
export const VOICE_FORMATS = [
  { type: "audio/webm;codecs=opus", extension: "webm" },
  { type: "audio/ogg;codecs=opus", extension: "ogg" },
  { type: "audio/mp4;codecs=mp4a.40.2", extension: "m4a" },
  { type: "audio/mp4", extension: "m4a" },
  { type: "audio/webm", extension: "webm" },
] as const;

export type VoiceFormat = (typeof VOICE_FORMATS)[number];

/** The first format this browser records, or null where it records none of them. */
export function pickVoiceFormat(isTypeSupported: (type: string) => boolean): VoiceFormat | null {
  return VOICE_FORMATS.find((format) => isTypeSupported(format.type)) ?? null;
}

/**
 * The recording's file name, from the moment it began in the visitor's own time: "voice-over
 * 14-05-09.webm". A second take gets a name of its own, so a saved project asks for the right one.
 */
export function voiceFileName(startedAt: Date, format: VoiceFormat): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const time = [startedAt.getHours(), startedAt.getMinutes(), startedAt.getSeconds()].map(two).join("-");
  return `voice-over ${time}.${format.extension}`;
}

export type VoiceProblem = "unsupported" | "denied" | "no-microphone" | "busy" | "failed" | "empty";

/**
 * What a failed start means. getUserMedia names its refusals (DOMException names, as the Media
 * Capture spec defines them): the visitor or the browser said no, there is no microphone, or
 * another app holds it.
 */
export function voiceProblemOf(error: unknown): VoiceProblem {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "no-microphone";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "failed";
}

/** The longest take: as long as the longer platform's limit, since a voice-over never outlasts its video. */
export const MAX_TAKE_SECONDS = Math.max(...Object.values(PRESETS).map((preset) => preset.limitSeconds));
