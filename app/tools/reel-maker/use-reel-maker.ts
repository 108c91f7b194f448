// The Reel and Shorts maker's state and what the visitor can do with it: the clips (use-clips.ts),
// the music (use-music.ts), timed text, the settings (settings.logic.ts), the encoder check, the
// made video and the cover. The screen renders what this returns and calls its actions; nothing
// here draws.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useWords } from "~/lib/lang/use-lang";
import { lazyModule } from "~/lib/page/lazy-module";
import { formatBytes, formatDimensions } from "~/lib/site/local-images";
import { toastError } from "~/lib/form/toast";
import { useHydrated } from "~/lib/page/use-hydrated";
import { useLang } from "~/lib/lang/use-lang";
import { useCurrentTool } from "~/tools/use-current-tool";
import { type Cue, cuesForClip, parseCaptions, textAt, writeSrt } from "./captions.logic";
import { type ClipCheck, checkClip, markClip, spansOf } from "./clips.logic";
import type { DrawnText, Look } from "./compose-frame";
import { saveCover } from "./cover";
import {
  captionsFileName,
  coverFileName,
  isMemoryFailure,
  outputFrameRate,
  qualityForMemory,
  videoBitrate,
  videoFileName,
} from "./export.logic";
import type { Made } from "./export-panel";
import { freeAxis } from "./frame.logic";
import { checkMusic } from "./music.logic";
import { CAPTION_SIZES, COVERS, PRESETS, SHAPES, type Shape, type ShapeId } from "./reel-maker.data";
import { REEL_WORDS } from "./words";
import { type ReelSettings, initialSettings, reelSettings } from "./settings.logic";
import { type TextBlock, blocksAt } from "./text-blocks.logic";
import { overLimit, placeClips, placeTime, timelineFrameRate, totalLength } from "./timeline.logic";
import { type Clip, useClips } from "./use-clips";
import { useMusic } from "./use-music";
import { useProject } from "./use-project";
import { videoSource } from "./video-preview";
import type { EncoderSupport, ExportJob } from "./video-engine";
import type { PlanClip } from "./timeline-export";

// Mediabunny and the export code (88 KB brotli) are fetched once the page is interactive, on these
// two pages only; choosing a video takes longer than fetching them. Its AAC encoder (200 KB more) is
// fetched only by a browser that has no AAC encoder of its own.
const videoEngine = lazyModule(() => import("./engine"));
type Engine = Awaited<ReturnType<typeof videoEngine>>;

/** Timed text is drawn a size up from the captions' usual: it is a title, not a subtitle. */
const TEXT_FACTOR = CAPTION_SIZES.large.factor;

export function shapeOf(id: ShapeId): Shape {
  const found = SHAPES.find((shape) => shape.id === id);
  if (!found) throw new Error(`no shape ${id}`);
  return found;
}

function download(url: string, name: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a made file, and lets its address go once the browser has surely taken it. */
function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  download(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Timed text as the frame draws it. */
export function drawnTexts(blocks: readonly TextBlock[], seconds: number): DrawnText[] {
  return blocksAt(blocks, seconds).map((block) => ({
    text: block.text,
    look: block.look,
    style: { factor: TEXT_FACTOR, place: block.place, box: block.look === "box" },
  }));
}

/**
 * One video clip at its own speed, kept whole or muted, with nothing laid over it but captions, goes through
 * Mediabunny's own conversion as it always has (the simplest path, and the fastest); anything
 * more is made frame by frame across the clips.
 */
function isSimple(clips: readonly Clip[], hasMusic: boolean, texts: readonly TextBlock[]): boolean {
  const [only] = clips;
  return (
    clips.length === 1 &&
    only?.kind === "video" &&
    only.speed === 1 &&
    !hasMusic &&
    texts.length === 0 &&
    only.sound !== "lower"
  );
}

/** `onSay` takes what the page says of the kept edit: that it was restored. */
/** Whether a clip's own sound goes into the Reel: not muted (at another speed it keeps its pitch). */
function keepsSound(clip: Clip): boolean {
  return clip.sound !== "mute";
}

export function useReelMaker(onSay: (words: string) => void = () => undefined) {
  const { platform } = useCurrentTool();
  const preset = PRESETS[platform];
  const lang = useLang();
  const words = REEL_WORDS[lang];
  const phrases = words.video[platform];
  const loadFailed = useWords().form.loadFailed;
  const hydrated = useHydrated();
  const video = useRef<HTMLVideoElement>(null);
  // The preview hands over its player; the trim fields seek it and the cover reads its frame.
  const onVideo = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
  }, []);
  const [settings, dispatch] = useReducer(reelSettings, preset.cover, initialSettings);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [texts, setTexts] = useState<readonly TextBlock[]>([]);
  // What this browser can encode, for the settings it was checked with.
  const [checked, setChecked] = useState<{ key: string; support: EncoderSupport } | null>(null);
  const [made, setMadeState] = useState<Made | null>(null);
  const [coverNote, setCoverNote] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => void videoEngine().then(setEngine, () => undefined), []);
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  // What the device says of its memory (Chromium tells, rounded down to 0.25–8 GB; others don't):
  // a phone short of it starts at 720p, and the page says why. Read once, in the first render after
  // hydration (the prerendered page can't know it); React redoes that render with the new state.
  const [memory, setMemory] = useState<{ checked: boolean; low: number | null }>({ checked: false, low: null });
  if (hydrated && !memory.checked) {
    const gigabytes = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
    const low = qualityForMemory(gigabytes) !== null && gigabytes !== undefined ? gigabytes : null;
    setMemory({ checked: true, low });
    if (low !== null) dispatch({ type: "change", key: "quality", value: "720p" });
  }
  const lowMemory = memory.low;

  const loadEngine = useCallback(async () => {
    const loaded = await videoEngine().catch(() => null);
    if (loaded) setEngine(loaded);
    return loaded;
  }, []);
  const clipState = useClips(lang, loadEngine);
  const { clips, selected } = clipState;
  const musicState = useMusic(lang, loadEngine);
  const { music } = musicState;
  const project = useProject({
    lang,
    hydrated,
    coverId: preset.cover,
    clipState,
    musicState,
    texts,
    // Restored blocks are named afresh: a new block of this visit would take a name they had.
    setTexts: (blocks) => setTexts(blocks.map((block, i) => ({ ...block, id: `kept-${i + 1}` }))),
    settings,
    restoreSettings: (kept) => dispatch({ type: "restored", settings: kept }),
    loadEngine,
    show: (clip) => show(clip),
    onSay,
  });

  const change = useCallback(
    <K extends keyof ReelSettings>(key: K, value: ReelSettings[K]) =>
      // The union of changes cannot be narrowed from a generic key; each K pairs with its value.
      dispatch({ type: "change", key, value } as Parameters<typeof dispatch>[0]),
    [],
  );
  const { shapeId, framing, backdrop, position, quality, captionText, captionSize, captionPlace, captionBox } =
    settings;

  const webCodecs = !hydrated || (typeof VideoEncoder !== "undefined" && typeof VideoDecoder !== "undefined");
  const shape = shapeOf(shapeId);
  const frame = shape.sizes[quality];
  const facts = selected?.facts ?? null;
  const checks: ClipCheck[] = useMemo(() => clips.map((clip) => checkClip(clip, lang)), [clips, lang]);
  const spans = useMemo(
    () =>
      spansOf(
        checks,
        clips.map((clip) => clip.join),
      ),
    [checks, clips],
  );
  const length = spans ? totalLength(spans) : null;
  const placed = useMemo(() => (spans ? placeClips(spans) : null), [spans]);
  const selectedIndex = selected ? clips.indexOf(selected) : -1;
  const trim = checks[selectedIndex] ?? null;
  const musicCheck = music ? checkMusic(music, lang) : null;
  const simple = isSimple(clips, music !== null, texts);
  // One clip alone keeps captions on its own clock, as before; several share the Reel's.
  const oneVideo = clips.length === 1 && clips[0]?.kind === "video";
  const frameRate = simple
    ? outputFrameRate(facts?.frameRate ?? null)
    : timelineFrameRate(clips.filter((clip) => clip.kind === "video").map((clip) => clip.facts?.frameRate ?? null));
  const bitrate = videoBitrate(frame, frameRate ?? facts?.frameRate ?? 30);
  const { cues, problems } = useMemo(() => parseCaptions(captionText, lang), [captionText, lang]);
  const look: Look = useMemo(
    () => ({
      framing,
      backdrop,
      position,
      safe: shapeOf(shapeId).safe,
      caption: { factor: CAPTION_SIZES[captionSize].factor, place: captionPlace, box: captionBox },
    }),
    [framing, backdrop, position, shapeId, captionSize, captionPlace, captionBox],
  );
  const hasSound = simple
    ? selected?.sound !== "mute" && Boolean(facts?.sound?.decodable)
    : music !== null || clips.some((clip) => keepsSound(clip) && clip.facts?.sound?.decodable);

  // Where the clip on screen begins in the Reel, so the preview shows the text of that moment.
  const offset = placed?.[selectedIndex]?.offset ?? 0;
  const clipSpan = useMemo(() => (trim?.ok ? trim : { start: 0, end: 0, speed: 1 }), [trim]);
  // Kept from render to render: the preview redraws whenever it changes. The preview plays the
  // clip's own clock; the Reel's moment follows its speed.
  const overlayAt = useCallback(
    (seconds: number) => {
      const reelTime = offset + placeTime(clipSpan, seconds);
      return { caption: textAt(cues, oneVideo ? seconds : reelTime), texts: drawnTexts(texts, reelTime) };
    },
    [offset, clipSpan, cues, oneVideo, texts],
  );

  // Checked again whenever the size, the path or the sound changes; until then the export waits.
  const soundFacts = simple ? (facts?.sound ?? null) : null;
  const supportKey = clips.length
    ? `${simple ? (selected?.url ?? "") : "reel"} ${frame.width}x${frame.height} ${bitrate} ${hasSound}`
    : "";
  const support = checked?.key === supportKey ? checked.support : null;
  useEffect(() => {
    if (!engine || !supportKey) return;
    let current = true;
    const found = simple
      ? engine.encoderSupport(frame, bitrate, hasSound ? soundFacts : null)
      : Promise.all([engine.encoderSupport(frame, bitrate, null), engine.mixSupport(hasSound)]).then(
          ([picture, audio]) => ({ video: picture.video, audio }),
        );
    found.then(
      (result) => current && setChecked({ key: supportKey, support: result }),
      () => current && setChecked({ key: supportKey, support: { video: false, audio: null } }),
    );
    return () => {
      current = false;
    };
  }, [engine, simple, frame, bitrate, hasSound, soundFacts, supportKey]);

  const setMade = useCallback((next: Made | null) => {
    setMadeState((old) => {
      if (old) {
        URL.revokeObjectURL(old.url);
        urls.current.delete(old.url);
      }
      if (next) urls.current.add(next.url);
      return next;
    });
  }, []);

  function show(clip: Clip | null) {
    setCoverNote(null);
    if (!clip) return;
    clipState.select(clip.id);
    const check = checkClip(clip, lang);
    dispatch({ type: "opened", start: check.ok ? check.start : 0 });
  }

  async function open(files: readonly File[]) {
    const first = await clipState.open(files, () => toastError(loadFailed));
    if (!first) return;
    setMade(null);
    show(first);
  }

  function remove(id: string) {
    const next = clipState.remove(id);
    setMade(null);
    if (next) show(next);
  }

  function seekTo(seconds: number) {
    const player = video.current;
    if (player && Number.isFinite(seconds)) player.currentTime = Math.max(0, Math.min(seconds, facts?.duration ?? 0));
  }

  function mark(edge: "start" | "end") {
    if (selected) clipState.update(selected.id, (clip) => markClip(clip, edge, settings.now));
  }

  /** Captions on the Reel's clock, as the export draws them and the saved file holds them. */
  function reelCues(): Cue[] {
    const [only] = checks;
    if (oneVideo && only?.ok) return cuesForClip(cues, only.start, only.end, only.speed);
    return [...cues];
  }

  function saveCaptions() {
    const first = clips[0];
    if (!first || !spans) return;
    const srt = writeSrt(reelCues());
    downloadBlob(new Blob([srt], { type: "application/x-subrip" }), captionsFileName(first.file.name));
  }

  async function saveCoverFrame() {
    if (!selected) return;
    const size = COVERS[settings.coverId];
    const player = video.current;
    let photo: Awaited<ReturnType<Engine["photoSource"]>> | null = null;
    try {
      if (selected.kind === "photo") photo = (await engine?.photoSource(selected.file, size)) ?? null;
      const picture = photo ? photo.source : player ? videoSource(player) : null;
      if (!picture) throw new Error("no picture yet");
      const blob = await saveCover(picture, size, position);
      const name = coverFileName(selected.file.name, size);
      downloadBlob(blob, name);
      setCoverNote(words.coverSaved(name, formatDimensions(size.width, size.height), formatBytes(blob.size)));
    } catch {
      toastError(words.coverFailed);
    } finally {
      photo?.close();
    }
  }

  function startExport(onProgress: (progress: number) => void): { job: ExportJob; name: string } | null {
    const first = clips[0];
    if (!engine || !first || !spans || (musicCheck && !musicCheck.ok)) return null;
    const name = videoFileName(first.file.name, preset.word, shape.id, quality);
    const soundOk = support?.audio !== false;
    const [only] = checks;
    if (simple && only?.ok && first.facts) {
      const job = engine.exportVideo(
        first.file,
        {
          frame,
          look,
          start: only.start,
          end: only.end,
          cues,
          bitrate,
          frameRate,
          sound: soundOk && first.sound !== "mute" ? first.facts.sound : null,
        },
        onProgress,
      );
      return { job, name };
    }
    const planClips: PlanClip[] = clips.map((clip, i) => {
      const span = spans[i] ?? { start: 0, end: 0 };
      const fade = span.fade ?? 0;
      if (clip.kind === "photo") return { kind: "photo", file: clip.file, seconds: span.end - span.start, fade };
      const sound = soundOk && clip.facts?.sound?.decodable && keepsSound(clip) ? clip.sound : null;
      return { kind: "video", file: clip.file, start: span.start, end: span.end, speed: clip.speed, sound, fade };
    });
    const job = engine.exportReel(
      {
        frame,
        look,
        bitrate,
        frameRate: frameRate ?? 30,
        clips: planClips,
        cues: reelCues(),
        texts,
        textFactor: TEXT_FACTOR,
        music: soundOk && music && musicCheck?.ok ? { file: music.file, track: musicCheck.track } : null,
      },
      onProgress,
    );
    return { job, name };
  }

  function exportFailed(error: unknown) {
    if (engine && error instanceof engine.ExportCancelled) return;
    toastError(isMemoryFailure(error) ? words.exportOutOfMemory : words.exportFailed, words.exportFailedTitle);
  }

  const axis = selected && framing === "fill" ? freeAxis(selected.size, frame) : null;
  const blocked = !engine
    ? words.toolsLoading
    : !spans
      ? oneVideo
        ? words.fixTrim
        : words.clips.fixClips
      : musicCheck && !musicCheck.ok
        ? words.music.fixMusic
        : support === null
          ? words.checking
          : !support.video
            ? words.cantEncode(formatDimensions(frame.width, frame.height), quality === "1080p")
            : null;
  const anySound = music !== null || clips.some((clip) => clip.facts?.sound);
  const soundNote = !anySound
    ? clips.length > 1
      ? null
      : words.silent
    : simple && facts?.sound && !facts.sound.decodable
      ? words.cantDecodeSound(facts.sound.codec?.toUpperCase() ?? "")
      : support?.audio === false
        ? words.noAac
        : null;

  return {
    lang,
    words,
    phrases,
    preset,
    onVideo,
    settings,
    change,
    mark,
    webCodecs,
    clipState,
    clips,
    selected,
    show,
    remove,
    musicState,
    musicCheck,
    project,
    texts,
    setTexts,
    frame,
    cues,
    problems,
    trim,
    length,
    over: length !== null && overLimit(length, preset.limitSeconds),
    look,
    overlayAt,
    reelNow: Math.max(0, offset + placeTime(clipSpan, settings.now)),
    checks,
    axis,
    blocked,
    soundNote,
    made,
    coverNote,
    open,
    loadFailed: () => toastError(loadFailed),
    exportKey: clips.map((clip) => clip.id).join(" "),
    seekTo,
    saveCaptions,
    saveCover: saveCoverFrame,
    startExport,
    setMade,
    exportFailed,
    lowMemory,
  };
}
