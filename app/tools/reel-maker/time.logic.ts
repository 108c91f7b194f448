import type { Lang } from "~/lib/lang/lang";
import { REEL_WORDS } from "./words";
// Times as visitors type and read them: "12", "12.5", "1:05", "1:05.25" or "1:02:03". Fields and
// labels show the shortest clear form, so what is shown can be typed back as it is.

const SECONDS = /^(\d+(?:[.,]\d+)?)$/;
const CLOCK = /^(?:(\d+):)?(\d+):([0-5]?\d(?:[.,]\d+)?)$/;

/** Seconds from "12", "12.5", "m:ss", "m:ss.ff" or "h:mm:ss"; null when it isn't a time. */
export function parseTime(text: string): number | null {
  const value = text.trim();
  const plain = SECONDS.exec(value);
  if (plain?.[1]) return Number(plain[1].replace(",", "."));
  const clock = CLOCK.exec(value);
  if (!clock) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = clock;
  // "1:75" is no time, but "90:00" is 90 minutes, as people write long clips.
  if (clock[1] !== undefined && Number(minutes) > 59) return null;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds.replace(",", "."));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "0:05", "1:05.5", "1:02:03.25": hundredths only when there are any. */
export function formatTime(seconds: number): string {
  const hundredths = Math.round(Math.max(0, seconds) * 100);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const tail = fraction === 0 ? "" : `.${pad(fraction).replace(/0$/, "")}`;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}${tail}` : `${m}:${pad(s)}${tail}`;
}

/**
 * A length as words for a sentence: "42 seconds", "5.5 seconds", "3 minutes 12 seconds", "1 minute".
 * Under a minute a tenth is kept, so the words agree with a time shown as 0:05.5 (a cross-fade
 * takes half a second off); past a minute whole seconds are enough.
 */
export function describeLength(seconds: number, lang: Lang = "en"): string {
  const words = REEL_WORDS[lang];
  const tenths = Math.round(seconds * 10) / 10;
  if (tenths < 60) return words.seconds(tenths);
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  if (m === 0) return words.seconds(s);
  return s === 0 ? words.minutes(m) : `${words.minutes(m)} ${words.seconds(s)}`;
}

/** Time left as a short phrase, or null while it is too early to say. */
export function describeTimeLeft(seconds: number | null, lang: Lang = "en"): string | null {
  if (seconds === null) return null;
  const words = REEL_WORDS[lang];
  if (seconds < 5) return words.fewSecondsLeft;
  const rounded = seconds < 60 ? Math.round(seconds / 5) * 5 : Math.round(seconds / 10) * 10;
  const m = Math.floor(rounded / 60);
  const s = rounded % 60;
  return words.aboutLeft(m, s);
}
