// Keeps the edit on this device as the visitor works (project-store.ts), and brings it back on the
// next visit: the record first, then each file that was kept. A file the browser could not keep is
// listed by name until the visitor picks it again. Nothing is written until the last edit has been
// read back, so an empty first render never wipes it.
import { useEffect, useMemo, useRef, useState } from "react";
import { formatBytes, shortFileName } from "~/lib/site/local-images";
import type { Lang } from "~/lib/lang/lang";
import type { ClipEdit } from "./clips.logic";
import type * as EngineModule from "./engine";
import {
  type FileRef,
  type SavedClip,
  type SavedMusic,
  type SavedSettings,
  fileKey,
  clipEditOf,
  insertAt,
  musicSettingsOf,
  isEmptyProject,
  projectToSave,
  readProject,
  sameFile,
} from "./project.logic";
import * as store from "./project-store";
import type { CoverId } from "./reel-maker.data";
import type { ReelSettings } from "./settings.logic";
import type { TextBlock } from "./text-blocks.logic";
import type { Clip, useClips } from "./use-clips";
import type { useMusic } from "./use-music";
import { REEL_WORDS } from "./words";

type Engine = typeof EngineModule;

/** How long the edit rests before it is written: typing a time writes once, not per key. */
export const SAVE_DELAY_MS = 400;

/** A file the edit uses that this browser did not keep: a clip at its place, or the song. */
export type MissingFile = { kind: "clip"; index: number; clip: SavedClip } | { kind: "music"; music: SavedMusic };

export const missingRef = (missing: MissingFile): FileRef =>
  missing.kind === "clip" ? missing.clip.file : missing.music.file;

interface ProjectInput {
  lang: Lang;
  hydrated: boolean;
  coverId: CoverId;
  clipState: ReturnType<typeof useClips>;
  musicState: ReturnType<typeof useMusic>;
  texts: readonly TextBlock[];
  setTexts: (texts: readonly TextBlock[]) => void;
  settings: ReelSettings;
  restoreSettings: (settings: SavedSettings) => void;
  loadEngine: () => Promise<Engine | null>;
  /** Puts the first clip back on screen. */
  show: (clip: Clip) => void;
  /** Says that the edit was restored, in the page's live region. */
  onSay: (words: string) => void;
}

export function useProject(input: ProjectInput) {
  const { lang, hydrated, clipState, musicState, texts, settings } = input;
  const words = REEL_WORDS[lang].project;
  const { clips } = clipState;
  const { music } = musicState;
  const [ready, setReady] = useState(false);
  const [missing, setMissing] = useState<readonly MissingFile[]>([]);
  const [pickNote, setPickNote] = useState<{ ok: boolean; text: string } | null>(null);
  // The latest input, for the restore that runs once and the saves that run later.
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const saving = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const kept = useRef(new Set<string>());

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    // Asked anew after each wait: the page may have moved on while storage answered.
    const gone = () => cancelled;
    void (async () => {
      const project = readProject(await store.loadRecord(), latest.current.coverId);
      if (gone()) return;
      if (!project) {
        setReady(true);
        return;
      }
      const now = latest.current;
      const said = REEL_WORDS[now.lang].project;
      const lost: MissingFile[] = [];
      const entries: { file: File; edit: ClipEdit; index: number }[] = [];
      for (const [index, clip] of project.clips.entries()) {
        const file = await store.loadFile(clip.file);
        if (file) entries.push({ file, edit: clipEditOf(clip), index });
        else lost.push({ kind: "clip", index, clip });
      }
      const song = project.music ? await store.loadFile(project.music.file) : null;
      if (project.music && !song) lost.push({ kind: "music", music: project.music });
      const engine = entries.length || song ? await now.loadEngine() : null;
      if (gone()) return;
      for (const { file } of entries) kept.current.add(fileKey(file));
      if (engine) {
        const { first } = await now.clipState.restore(entries, engine);
        if (first) now.show(first);
        if (song && project.music) {
          if (await now.musicState.restore(song, musicSettingsOf(project.music), engine))
            kept.current.add(fileKey(song));
        }
      }
      now.setTexts(project.texts);
      now.restoreSettings(project.settings);
      setMissing(lost);
      now.onSay(lost.length ? said.restoredMissing(lost.length) : said.restored);
      setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [hydrated]);

  const record = useMemo(() => {
    const missingClips = missing.flatMap((lost) =>
      lost.kind === "clip" ? [{ index: lost.index, item: lost.clip }] : [],
    );
    const missingMusic = missing.find((lost) => lost.kind === "music");
    return projectToSave({
      clips: insertAt<ClipEdit & { file: FileRef }>(clips, missingClips),
      music: music ?? (missingMusic?.kind === "music" ? missingMusic.music : null),
      texts,
      settings,
    });
  }, [clips, music, texts, settings, missing]);
  // The playhead is not part of the record: playing the preview writes nothing.
  const written = useMemo(() => JSON.stringify(record), [record]);
  const files = useMemo(() => [...clips.map((clip) => clip.file), ...(music ? [music.file] : [])], [clips, music]);
  // A file picked again leaves the record as it was, but is new to store.
  const onScreen = files.map((file) => fileKey(file)).join("\n");
  const toWrite = useRef({ record, files });
  useEffect(() => {
    toWrite.current = { record, files };
  }, [record, files]);

  useEffect(() => {
    if (!ready || stopped.current) return;
    const timer = setTimeout(() => {
      const { record, files } = toWrite.current;
      saving.current = saving.current.then(async () => {
        if (stopped.current) return;
        if (isEmptyProject(record)) {
          await store.clearProject();
          kept.current.clear();
          return;
        }
        await store.saveRecord(record);
        for (const file of files) {
          const key = fileKey(file);
          if (!kept.current.has(key) && (await store.saveFile(file))) kept.current.add(key);
        }
        const used = new Set(record.clips.map((clip) => fileKey(clip.file)));
        if (record.music) used.add(fileKey(record.music.file));
        const unused = (await store.storedFileKeys()).filter((key) => !used.has(key));
        await store.dropFiles(unused);
        for (const key of unused) kept.current.delete(key);
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `written` stands for the record: a new one with the same words is not written again.
  }, [ready, written, onScreen]);

  /** A missing file picked again: put back at its place when it is the same file. */
  async function pickAgain(lost: MissingFile, file: File) {
    const wanted = missingRef(lost);
    if (!sameFile(file, wanted)) {
      setPickNote({
        ok: false,
        text: words.wrongFile(shortFileName(file.name), shortFileName(wanted.name), formatBytes(wanted.size)),
      });
      return;
    }
    setPickNote(null);
    const engine = await input.loadEngine();
    if (!engine) return;
    let back = false;
    if (lost.kind === "clip") {
      const { first } = await clipState.restore([{ file, edit: clipEditOf(lost.clip), index: lost.index }], engine);
      back = first !== null;
      if (first) input.show(first);
    } else {
      back = await musicState.restore(file, musicSettingsOf(lost.music), engine);
    }
    if (!back) return;
    setMissing((old) => old.filter((other) => other !== lost));
    setPickNote({ ok: true, text: words.back(shortFileName(file.name)) });
  }

  /** Stops saving, waits for a write under way, and forgets the edit and its files. */
  async function forget() {
    stopped.current = true;
    await saving.current;
    await store.clearProject();
  }

  return { ready, missing, pickNote, pickAgain, forget };
}
