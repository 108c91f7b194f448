import type { Lang } from "~/lib/lang/lang";
import { REEL_WORDS } from "./words";
// Captions as SRT or WebVTT text: read leniently (what people paste from apps and what they type by
// hand), written back as standard SRT. Times are seconds on the original video's clock.

export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface CaptionProblem {
  /** 1-based line of the text where the problem is. */
  line: number;
  message: string;
}

export interface ParsedCaptions {
  cues: Cue[];
  problems: CaptionProblem[];
  format: "srt" | "vtt";
}

/** The longest caption text the box takes, in characters: an hour of dense subtitles. */
export const MAX_CAPTIONS_LENGTH = 100_000;

// 00:00:01,000 or 00:01.000 (WebVTT may leave out the hours) or 0:01 typed by hand.
const STAMP = String.raw`(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?`;
const TIMING = new RegExp(String.raw`^\s*${STAMP}\s*-->\s*${STAMP}(?:\s+.*)?$`);
const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&nbsp;": "\u00a0",
  "&lrm;": "\u200e",
  "&rlm;": "\u200f",
  "&quot;": '"',
  "&#39;": "'",
};

function stampSeconds(hours = "0", minutes = "0", seconds = "0", fraction = "0"): number {
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, "0")) / 1000;
}

/** Caption text as it is drawn: styling tags dropped, entities decoded, lines trimmed. */
export function plainCueText(lines: readonly string[]): string {
  return lines
    .map((line) =>
      line
        .replace(/<[^>]*>/g, "")
        .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
        .trim(),
    )
    .filter(Boolean)
    .join("\n");
}

export function parseCaptions(source: string, lang: Lang = "en"): ParsedCaptions {
  const words = REEL_WORDS[lang].captions;
  const lines = source.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const format = /^WEBVTT\b/.test(lines[0] ?? "") ? "vtt" : "srt";
  const cues: Cue[] = [];
  const problems: CaptionProblem[] = [];
  let i = format === "vtt" ? 1 : 0;

  while (i < lines.length) {
    // A block runs to the next blank line.
    while (i < lines.length && !lines[i]?.trim()) i++;
    const first = i;
    while (i < lines.length && lines[i]?.trim()) i++;
    const block = lines.slice(first, i);
    if (block.length === 0) continue;
    if (format === "vtt" && /^(NOTE|STYLE|REGION)\b/.test(block[0] ?? "")) continue;

    // An SRT number or a WebVTT cue name may come before the timing line.
    const at = block.findIndex((line) => line.includes("-->"));
    if (at === -1 || at > 1) {
      problems.push({ line: first + 1, message: words.noTimes });
      continue;
    }
    const timing = TIMING.exec(block[at] ?? "");
    if (!timing) {
      problems.push({ line: first + at + 1, message: words.badTimes });
      continue;
    }
    const start = stampSeconds(timing[1], timing[2], timing[3], timing[4]);
    const end = stampSeconds(timing[5], timing[6], timing[7], timing[8]);
    const text = plainCueText(block.slice(at + 1));
    if (end <= start) {
      problems.push({ line: first + at + 1, message: words.endFirst });
    } else if (text) {
      cues.push({ start, end, text });
    }
  }
  cues.sort((a, b) => a.start - b.start || a.end - b.end);
  return { cues, problems, format };
}

/** Everything shown at a moment, oldest first, as one block of lines. */
export function textAt(cues: readonly Cue[], seconds: number): string | null {
  const showing = cues.filter((cue) => cue.start <= seconds && seconds < cue.end);
  return showing.length ? showing.map((cue) => cue.text).join("\n") : null;
}

function stamp(seconds: number, separator: "," | "."): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

function cueBlock(cue: Cue, index: number, format: "srt" | "vtt"): string {
  const times = `${stamp(cue.start, format === "srt" ? "," : ".")} --> ${stamp(cue.end, format === "srt" ? "," : ".")}`;
  // A blank line would end the cue early; it is kept as a line break instead.
  const text = cue.text.replace(/\n\s*\n/g, "\n");
  return format === "srt" ? `${index}\n${times}\n${text}` : `${times}\n${text}`;
}

/** Standard SRT: numbered cues, HH:MM:SS,mmm times, a blank line after each. */
export function writeSrt(cues: readonly Cue[]): string {
  return cues.map((cue, i) => `${cueBlock(cue, i + 1, "srt")}\n`).join("\n");
}

/** The captions with one more line, written the way the rest of the text is. */
export function appendCue(source: string, cue: Cue): string {
  const { cues, format } = parseCaptions(source);
  const head = source.replace(/\s+$/, "");
  const block = cueBlock(cue, cues.length + 1, format);
  return head ? `${head}\n\n${block}\n` : `${block}\n`;
}

/**
 * The cues of the part that is kept, on the exported video's clock (its first frame is 0). A clip
 * played at `speed` shows each moment t of its own clock at (t − start) / speed.
 */
export function cuesForClip(cues: readonly Cue[], start: number, end: number, speed = 1): Cue[] {
  return cues
    .filter((cue) => cue.end > start && cue.start < end)
    .map((cue) => ({
      start: (Math.max(cue.start, start) - start) / speed,
      end: (Math.min(cue.end, end) - start) / speed,
      text: cue.text,
    }));
}
