// The clips of the Reel on screen: opening videos and photos (several at once, in the order they
// were picked), the one being edited, moving and removing them. Each clip's trim is checked by
// clips.logic.ts; the files stay where the browser keeps them, only their object URLs are held.
import { useCallback, useState } from "react";
import { isImageFile, shortFileName, useObjectUrls } from "~/lib/site/local-images";
import type { Lang } from "~/lib/lang/lang";
import { type ClipEdit, newClipEdit } from "./clips.logic";
import { insertAt } from "./project.logic";
import type * as EngineModule from "./engine";
import type { Size } from "./reel-maker.data";
import { moveItem } from "./timeline.logic";
import type { VideoFacts } from "./video-engine";
import { REEL_WORDS, type ReelWords } from "./words";

type Engine = typeof EngineModule;

export interface Clip extends ClipEdit {
  id: string;
  file: File;
  /** The file's name as the page quotes it in a sentence. */
  name: string;
  /** The file's name as the list shows it. */
  label: string;
  /** A video's object URL for the preview; photos are drawn from the file. */
  url: string | null;
  facts: VideoFacts | null;
  /** The picture's size as it shows. */
  size: Size;
}

const VIDEO_EXTENSION = /\.(mp4|m4v|mov|webm|mkv)$/i;

function isVideoFile(file: File): boolean {
  return file.type ? file.type.startsWith("video/") : VIDEO_EXTENSION.test(file.name);
}

function openProblem(error: unknown, name: string, engine: Engine, words: ReelWords): string {
  if (!(error instanceof engine.VideoOpenError)) return words.openFailed(name);
  if (error.problem === "no-picture") return words.noPicture(name);
  if (error.problem === "cant-decode") return words.cantDecode(error.codec?.toUpperCase() ?? null, name);
  return words.unreadable(name, words.formats);
}

let lastId = 0;
const nextId = () => `clip-${++lastId}`;

export function useClips(lang: Lang, loadEngine: () => Promise<Engine | null>) {
  const words = REEL_WORDS[lang];
  const urls = useObjectUrls();
  const [clips, setClips] = useState<readonly Clip[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  /** What the last move or removal did, for the status line. */
  const [note, setNote] = useState<string | null>(null);

  /** One file as a clip: new, or with the settings `kept` from the last visit. */
  async function readOne(file: File, engine: Engine, kept?: ClipEdit): Promise<Clip | string> {
    const name = shortFileName(file.name);
    const label = file.name.replace(/\s+/g, " ").trim();
    // The file's own length is read again; only what the visitor set is taken from the record.
    const edit = (kind: ClipEdit["kind"], duration: number): ClipEdit =>
      kept?.kind === kind ? { ...kept, duration } : newClipEdit(kind, duration);
    if (isVideoFile(file)) {
      try {
        const facts = await engine.readVideo(file);
        return {
          ...edit("video", facts.duration),
          id: nextId(),
          file,
          name,
          label,
          url: urls.hold(URL.createObjectURL(file)),
          facts,
          size: { width: facts.width, height: facts.height },
        };
      } catch (error) {
        return openProblem(error, name, engine, words);
      }
    }
    if (isImageFile(file)) {
      try {
        const size = await engine.readPhoto(file);
        return { ...edit("photo", 0), id: nextId(), file, name, label, url: null, facts: null, size };
      } catch {
        return words.clips.photoUnreadable(name);
      }
    }
    return words.clips.notMedia(name, words.formats);
  }

  /** Opens the files in the order given and adds those that open to the end of the Reel. */
  async function open(files: readonly File[], onLoadFailed: () => void): Promise<Clip | null> {
    if (files.length === 0) return null;
    setErrors([]);
    setNote(null);
    setOpening(true);
    try {
      const engine = await loadEngine();
      if (!engine) {
        onLoadFailed();
        return null;
      }
      const added: Clip[] = [];
      const problems: string[] = [];
      for (const file of files) {
        const result = await readOne(file, engine);
        if (typeof result === "string") problems.push(result);
        else added.push(result);
      }
      setErrors(problems);
      const [first] = added;
      if (!first) return null;
      setClips((old) => [...old, ...added]);
      setSelectedId(first.id);
      return first;
    } finally {
      setOpening(false);
    }
  }

  /**
   * Opens the files of an edit kept from the last visit, each with its settings and put back at its
   * place in the Reel. Gives the names of those that could not be opened again.
   */
  async function restore(
    entries: readonly { file: File; edit: ClipEdit; index: number }[],
    engine: Engine,
  ): Promise<{ first: Clip | null; failed: string[] }> {
    const added: { index: number; item: Clip }[] = [];
    const problems: string[] = [];
    for (const { file, edit, index } of entries) {
      const result = await readOne(file, engine, edit);
      if (typeof result === "string") problems.push(result);
      else added.push({ index, item: result });
    }
    if (problems.length) setErrors(problems);
    if (added.length) setClips((old) => insertAt(old, added));
    const first = added[0]?.item ?? null;
    if (first) setSelectedId((old) => old ?? first.id);
    return { first, failed: problems };
  }

  const update = useCallback((id: string, change: (clip: Clip) => Clip) => {
    setClips((old) => old.map((clip) => (clip.id === id ? change(clip) : clip)));
  }, []);

  function move(id: string, delta: number) {
    const index = clips.findIndex((clip) => clip.id === id);
    const next = moveItem(clips, index, delta);
    if (next === clips) return;
    setClips(next);
    const clip = clips[index];
    if (clip) setNote(words.clips.moved(clip.name, index + delta + 1, clips.length));
  }

  function remove(id: string): Clip | null {
    const index = clips.findIndex((clip) => clip.id === id);
    const clip = clips[index];
    if (!clip) return null;
    if (clip.url) urls.release(clip.url);
    const next = clips.filter((other) => other.id !== id);
    setClips(next);
    setNote(words.clips.removed(clip.name));
    // The clip after it (or before it, at the end) is shown next.
    const shown = selectedId === id ? (next[Math.min(index, next.length - 1)] ?? null) : null;
    if (selectedId === id) setSelectedId(shown?.id ?? null);
    return shown;
  }

  /** A clip the browser could read but not play: it leaves the Reel, and the page says why. */
  function unplayable(id: string) {
    const clip = clips.find((other) => other.id === id);
    if (!clip) return;
    if (clip.url) urls.release(clip.url);
    setClips(clips.filter((other) => other.id !== id));
    setErrors([words.unplayable(clip.name)]);
    setSelectedId(null);
  }

  const selected = clips.find((clip) => clip.id === selectedId) ?? clips[0] ?? null;

  return {
    clips,
    selected,
    select: setSelectedId,
    opening,
    errors,
    note,
    open,
    restore,
    update,
    move,
    remove,
    unplayable,
  };
}
