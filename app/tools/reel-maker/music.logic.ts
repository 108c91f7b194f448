// The music or voice-over track as the visitor sets it, checked into what the mix takes
// (audio-mix.logic.ts): where it starts in the Reel and in the song, its volume and fades.
import type { Lang } from "~/lib/lang/lang";
import type { MusicTrack } from "./audio-mix.logic";
import { parseTime } from "./time.logic";
import { REEL_WORDS } from "./words";

export interface MusicSettings {
  /** The song's length, seconds. */
  duration: number;
  atText: string;
  fromText: string;
  /** 0–100, as the slider shows it. */
  volume: number;
  /** Seconds. */
  fadeIn: number;
  fadeOut: number;
  /** Lower the clips' own sound while the track plays: a voice-over over the clips' chatter. */
  duck: boolean;
}

/** The fades offered, in seconds. */
export const FADES: readonly number[] = [0, 1, 2, 3];

/** A song as it is first set: from its start at the Reel's start, a little under the clips' level, faded out. */
export function newMusicSettings(duration: number): MusicSettings {
  return { duration, atText: "0:00", fromText: "0:00", volume: 80, fadeIn: 0, fadeOut: 1, duck: false };
}

export type MusicCheck = { ok: true; track: MusicTrack } | { ok: false; field: "at" | "from"; message: string };

/** The music as the mix takes it, or what is wrong with its typed times. */
export function checkMusic(music: MusicSettings, lang: Lang = "en"): MusicCheck {
  const words = REEL_WORDS[lang].music;
  const at = parseTime(music.atText);
  if (at === null) return { ok: false, field: "at", message: words.atUnreadable };
  const from = parseTime(music.fromText);
  if (from === null) return { ok: false, field: "from", message: words.fromUnreadable };
  if (from >= music.duration) return { ok: false, field: "from", message: words.fromPastEnd };
  return {
    ok: true,
    track: {
      at,
      from,
      length: music.duration,
      volume: music.volume / 100,
      fadeIn: music.fadeIn,
      fadeOut: music.fadeOut,
      duck: music.duck,
    },
  };
}
