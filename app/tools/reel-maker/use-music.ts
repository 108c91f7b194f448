// The Reel's one music or voice-over track: opening it (only its length is read; it is decoded a
// piece at a time during the export), where it starts in the Reel and in the song, its volume and
// its fades, checked into what audio-mix.logic.ts mixes.
import { useState } from "react";
import { shortFileName } from "~/lib/site/local-images";
import type { Lang } from "~/lib/lang/lang";
import type * as EngineModule from "./engine";
import { type MusicSettings, newMusicSettings } from "./music.logic";
import { REEL_WORDS } from "./words";

type Engine = typeof EngineModule;

export interface Music extends MusicSettings {
  file: File;
  name: string;
}

// Songs a phone hands over without a media type are known by their name.
const SOUND_EXTENSION = /\.(mp3|m4a|aac|wav|ogg|oga|opus|flac|weba|mp4|webm)$/i;

function isSoundFile(file: File): boolean {
  return file.type.startsWith("audio/") || file.type.startsWith("video/") || SOUND_EXTENSION.test(file.name);
}

export function useMusic(lang: Lang, loadEngine: () => Promise<Engine | null>) {
  const words = REEL_WORDS[lang].music;
  const [music, setMusic] = useState<Music | null>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function open(file: File, onLoadFailed: () => void) {
    const name = shortFileName(file.name);
    setError(null);
    setNote(null);
    if (!isSoundFile(file)) {
      setError(words.notSound(name));
      return;
    }
    setOpening(true);
    try {
      const engine = await loadEngine();
      if (!engine) {
        onLoadFailed();
        return;
      }
      try {
        const facts = await engine.readSong(file);
        setMusic({ file, name, ...newMusicSettings(facts.duration) });
      } catch (problem) {
        if (!(problem instanceof engine.SoundOpenError) || problem.problem === "unreadable")
          setError(words.unreadable(name));
        else if (problem.problem === "no-sound") setError(words.noSound(name));
        else setError(words.cantDecode(problem.codec?.toUpperCase() ?? "", name));
      }
    } finally {
      setOpening(false);
    }
  }

  /** The song of an edit kept from the last visit, with its settings; its length is read again. */
  async function restore(file: File, kept: MusicSettings, engine: Engine): Promise<boolean> {
    try {
      const facts = await engine.readSong(file);
      setMusic({ file, name: shortFileName(file.name), ...kept, duration: facts.duration });
      return true;
    } catch {
      setError(words.unreadable(shortFileName(file.name)));
      return false;
    }
  }

  function change<K extends keyof Music>(key: K, value: Music[K]) {
    setMusic((old) => (old ? { ...old, [key]: value } : old));
  }

  function remove() {
    setMusic(null);
    setNote(words.removed);
  }

  return { music, opening, error, note, open, restore, change, remove };
}
