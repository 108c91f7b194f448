// The Reel and Shorts maker's state and what the visitor can do with it: the clip, the settings
// (settings.logic.ts), the encoder check, the made video and the cover. The screen renders what
// this returns and calls its actions; nothing here draws.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useWords } from "~/lib/lang/use-lang";
import { lazyModule } from "~/lib/page/lazy-module";
import { formatBytes, formatDimensions, shortFileName, useObjectUrls } from "~/lib/site/local-images";
import { toastError } from "~/lib/form/toast";
import { useHydrated } from "~/lib/page/use-hydrated";
import { useLang } from "~/lib/lang/use-lang";
import { useCurrentTool } from "~/tools/use-current-tool";
import { cuesForClip, parseCaptions, writeSrt } from "./captions.logic";
import type { Look } from "./compose-frame";
import { saveCover } from "./cover";
import {
  captionsFileName,
  checkTrim,
  coverFileName,
  outputFrameRate,
  videoBitrate,
  videoFileName,
} from "./export.logic";
import type { Made } from "./export-panel";
import { freeAxis } from "./frame.logic";
import { CAPTION_SIZES, COVERS, PRESETS, SHAPES, type Shape, type ShapeId } from "./reel-maker.data";
import { REEL_WORDS, type ReelWords } from "./words";
import { type ReelSettings, initialSettings, reelSettings } from "./settings.logic";
import { parseTime } from "./time.logic";
import type { EncoderSupport, VideoFacts } from "./video-engine";

// Mediabunny and the export code (88 KB brotli) are fetched once the page is interactive, on these
// two pages only; choosing a video takes longer than fetching them. Its AAC encoder (200 KB more) is
// fetched only by a browser that has no AAC encoder of its own.
const videoEngine = lazyModule(() => import("./video-engine"));
type Engine = Awaited<ReturnType<typeof videoEngine>>;

export function shapeOf(id: ShapeId): Shape {
  const found = SHAPES.find((shape) => shape.id === id);
  if (!found) throw new Error(`no shape ${id}`);
  return found;
}

const VIDEO_EXTENSION = /\.(mp4|m4v|mov|webm|mkv)$/i;

function isVideoFile(file: File): boolean {
  return file.type ? file.type.startsWith("video/") : VIDEO_EXTENSION.test(file.name);
}

export interface Opened {
  file: File;
  url: string;
  facts: VideoFacts;
}

function openProblem(error: unknown, name: string, engine: Engine, words: ReelWords): string {
  if (!(error instanceof engine.VideoOpenError)) return words.openFailed(name);
  if (error.problem === "no-picture") return words.noPicture(name);
  if (error.problem === "cant-decode") return words.cantDecode(error.codec?.toUpperCase() ?? null, name);
  return words.unreadable(name, words.formats);
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

export function useReelMaker() {
  const { platform } = useCurrentTool();
  const preset = PRESETS[platform];
  const lang = useLang();
  const words = REEL_WORDS[lang];
  const phrases = words.video[platform];
  const loadFailed = useWords().form.loadFailed;
  const hydrated = useHydrated();
  const urls = useObjectUrls();
  const video = useRef<HTMLVideoElement>(null);
  // The preview hands over its player; the trim fields seek it and the cover reads its frame.
  const onVideo = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
  }, []);
  const [settings, dispatch] = useReducer(reelSettings, preset.cover, initialSettings);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  // What this browser can encode, for the settings it was checked with.
  const [checked, setChecked] = useState<{ key: string; support: EncoderSupport } | null>(null);
  const [made, setMadeState] = useState<Made | null>(null);
  const [coverNote, setCoverNote] = useState<string | null>(null);

  useEffect(() => void videoEngine().then(setEngine, () => undefined), []);

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
  const facts = opened?.facts ?? null;
  const frameRate = outputFrameRate(facts?.frameRate ?? null);
  const bitrate = videoBitrate(frame, frameRate ?? facts?.frameRate ?? 30);
  const { cues, problems } = useMemo(() => parseCaptions(captionText, lang), [captionText, lang]);
  const trim = checkTrim(
    parseTime(settings.startText),
    parseTime(settings.endText),
    facts?.duration ?? 0,
    preset.limitSeconds,
    lang,
  );
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

  // Checked again whenever the size or the clip changes; until then the export waits.
  const supportKey = opened ? `${opened.url} ${frame.width}x${frame.height} ${bitrate}` : "";
  const support = checked?.key === supportKey ? checked.support : null;
  useEffect(() => {
    if (!engine || !facts) return;
    let current = true;
    engine.encoderSupport(frame, bitrate, facts.sound).then(
      (found) => current && setChecked({ key: supportKey, support: found }),
      () => current && setChecked({ key: supportKey, support: { video: false, audio: null } }),
    );
    return () => {
      current = false;
    };
  }, [engine, facts, frame, bitrate, supportKey]);

  const setMade = useCallback(
    (next: Made | null) => {
      setMadeState((old) => {
        if (old) urls.release(old.url);
        if (next) urls.hold(next.url);
        return next;
      });
    },
    [urls],
  );

  async function open(files: readonly File[]) {
    const [file] = files;
    if (!file) return;
    const name = shortFileName(file.name);
    setOpenError(null);
    if (!isVideoFile(file)) {
      setOpenError(words.notVideo(name, words.formats));
      return;
    }
    setOpening(true);
    try {
      const loaded = await videoEngine().catch(() => null);
      if (!loaded) {
        toastError(loadFailed);
        return;
      }
      setEngine(loaded);
      let found: VideoFacts;
      try {
        found = await loaded.readVideo(file);
      } catch (error) {
        setOpenError(openProblem(error, name, loaded, words));
        return;
      }
      if (opened) urls.release(opened.url);
      setMade(null);
      setCoverNote(null);
      setOpened({ file, url: urls.hold(URL.createObjectURL(file)), facts: found });
      dispatch({ type: "opened", duration: found.duration });
    } finally {
      setOpening(false);
    }
  }

  const unplayable = useCallback(() => {
    if (!opened) return;
    urls.release(opened.url);
    setOpened(null);
    setOpenError(words.unplayable(shortFileName(opened.file.name)));
  }, [opened, urls, words]);

  function seekTo(seconds: number) {
    const player = video.current;
    if (player && Number.isFinite(seconds)) player.currentTime = Math.max(0, Math.min(seconds, facts?.duration ?? 0));
  }

  function saveCaptions() {
    if (!opened || !trim.ok) return;
    const srt = writeSrt(cuesForClip(cues, trim.start, trim.end));
    downloadBlob(new Blob([srt], { type: "application/x-subrip" }), captionsFileName(opened.file.name));
  }

  async function saveCoverFrame() {
    const player = video.current;
    if (!player || !opened) return;
    const size = COVERS[settings.coverId];
    try {
      const blob = await saveCover(player, size, position);
      const name = coverFileName(opened.file.name, size);
      downloadBlob(blob, name);
      setCoverNote(words.coverSaved(name, formatDimensions(size.width, size.height), formatBytes(blob.size)));
    } catch {
      toastError(words.coverFailed);
    }
  }

  function startExport(onProgress: (progress: number) => void) {
    if (!engine || !opened || !trim.ok) return null;
    const soundOk = support?.audio !== false;
    const job = engine.exportVideo(
      opened.file,
      {
        frame,
        look,
        start: trim.start,
        end: trim.end,
        cues,
        bitrate,
        frameRate,
        sound: soundOk ? opened.facts.sound : null,
      },
      onProgress,
    );
    return { job, name: videoFileName(opened.file.name, preset.word, shape.id, quality) };
  }

  function exportFailed(error: unknown) {
    if (engine && error instanceof engine.ExportCancelled) return;
    toastError(words.exportFailed, words.exportFailedTitle);
  }

  const axis = facts && framing === "fill" ? freeAxis(facts, frame) : null;
  const blocked = !engine
    ? words.toolsLoading
    : !trim.ok
      ? words.fixTrim
      : support === null
        ? words.checking
        : !support.video
          ? words.cantEncode(formatDimensions(frame.width, frame.height), quality === "1080p")
          : null;
  const soundNote = !facts?.sound
    ? words.silent
    : !facts.sound.decodable
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
    mark: (edge: "start" | "end") => dispatch({ type: "mark", edge }),
    webCodecs,
    opened,
    opening,
    openError,
    frame,
    cues,
    problems,
    trim,
    look,
    axis,
    blocked,
    soundNote,
    made,
    coverNote,
    open,
    unplayable,
    seekTo,
    saveCaptions,
    saveCover: saveCoverFrame,
    startExport,
    setMade,
    exportFailed,
  };
}
