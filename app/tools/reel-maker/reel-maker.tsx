import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Banner } from "~/components/banner";
import { Button } from "~/components/button";
import { ChoiceGroup } from "~/components/choice-group";
import { FieldHint } from "~/components/field";
import { ImageDropZone } from "~/components/image-drop-zone";
import { TextField } from "~/components/text-field";
import { useWords } from "~/content/words";
import { lazyModule } from "~/lib/lazy-module";
import { formatBytes, formatDimensions, shortFileName, useObjectUrls } from "~/lib/local-images";
import { toastError } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { useLang } from "~/lib/use-lang";
import { useCurrentTool } from "~/tools/use-current-tool";
import { CaptionEditor } from "./caption-editor";
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
import { ExportPanel, type Made } from "./export-panel";
import { freeAxis } from "./frame.logic";
import {
  type Backdrop,
  CAPTION_SIZES,
  COVERS,
  type CaptionPlace,
  type CaptionSize,
  type CoverId,
  type Framing,
  PRESETS,
  QUALITIES,
  type QualityId,
  SHAPES,
  type Shape,
  type ShapeId,
  VIDEO_ACCEPT,
} from "./reel-maker.data";
import { REEL_WORDS, type ReelWords } from "./reel-maker.words";
import { describeLength, formatTime, parseTime } from "./time.logic";
import { VideoPreview } from "./video-preview";
import type { EncoderSupport, VideoFacts } from "./video-engine";

// Mediabunny and the export code (88 KB brotli) are fetched once the page is interactive, on these
// two pages only; choosing a video takes longer than fetching them. Its AAC encoder (200 KB more) is
// fetched only by a browser that has no AAC encoder of its own.
const videoEngine = lazyModule(() => import("./video-engine"));
type Engine = Awaited<ReturnType<typeof videoEngine>>;

function shapeOf(id: ShapeId): Shape {
  const found = SHAPES.find((shape) => shape.id === id);
  if (!found) throw new Error(`no shape ${id}`);
  return found;
}

const VIDEO_EXTENSION = /\.(mp4|m4v|mov|webm|mkv)$/i;

function isVideoFile(file: File): boolean {
  return file.type ? file.type.startsWith("video/") : VIDEO_EXTENSION.test(file.name);
}

interface Opened {
  file: File;
  url: string;
  facts: VideoFacts;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 border-t border-line pt-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function openProblem(error: unknown, name: string, engine: Engine, words: ReelWords): string {
  if (!(error instanceof engine.VideoOpenError)) return words.openFailed(name);
  if (error.problem === "no-picture") return words.noPicture(name);
  if (error.problem === "cant-decode") return words.cantDecode(error.codec?.toUpperCase() ?? null, name);
  return words.unreadable(name, words.formats);
}

/** One screen for the Reel Maker and the Shorts Maker; the page decides the preset. */
export default function ReelMaker() {
  const { platform } = useCurrentTool();
  const preset = PRESETS[platform];
  const lang = useLang();
  const words = REEL_WORDS[lang];
  const phrases = words.video[platform];
  const loadFailed = useWords().form.loadFailed;
  const hydrated = useHydrated();
  const urls = useObjectUrls();
  const video = useRef<HTMLVideoElement>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [opening, setOpening] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const [shapeId, setShapeId] = useState<ShapeId>("9:16");
  const [framing, setFraming] = useState<Framing>("fill");
  const [backdrop, setBackdrop] = useState<Backdrop>("blur");
  const [position, setPosition] = useState(0.5);
  const [quality, setQuality] = useState<QualityId>("1080p");
  const [startText, setStartText] = useState("0:00");
  const [endText, setEndText] = useState("0:00");
  const [captionText, setCaptionText] = useState("");
  const [captionSize, setCaptionSize] = useState<CaptionSize>("medium");
  const [captionPlace, setCaptionPlace] = useState<CaptionPlace>("bottom");
  const [captionBox, setCaptionBox] = useState(true);
  const [coverId, setCoverId] = useState<CoverId>(preset.cover);
  const [now, setNow] = useState(0);
  // What this browser can encode, for the settings it was checked with.
  const [checked, setChecked] = useState<{ key: string; support: EncoderSupport } | null>(null);
  const [made, setMadeState] = useState<Made | null>(null);
  const [coverNote, setCoverNote] = useState<string | null>(null);

  useEffect(() => void videoEngine().then(setEngine, () => undefined), []);

  const webCodecs = !hydrated || (typeof VideoEncoder !== "undefined" && typeof VideoDecoder !== "undefined");
  const shape = shapeOf(shapeId);
  const frame = shape.sizes[quality];
  const facts = opened?.facts ?? null;
  const frameRate = outputFrameRate(facts?.frameRate ?? null);
  const bitrate = videoBitrate(frame, frameRate ?? facts?.frameRate ?? 30);
  const { cues, problems } = useMemo(() => parseCaptions(captionText, lang), [captionText, lang]);
  const trim = checkTrim(parseTime(startText), parseTime(endText), facts?.duration ?? 0, preset.limitSeconds, lang);
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
      setStartText("0:00");
      setEndText(formatTime(found.duration));
      setPosition(0.5);
      setNow(0);
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

  function download(url: string, name: string) {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  }

  function saveCaptions() {
    if (!opened || !trim.ok) return;
    const blob = new Blob([writeSrt(cuesForClip(cues, trim.start, trim.end))], { type: "application/x-subrip" });
    const url = URL.createObjectURL(blob);
    download(url, captionsFileName(opened.file.name));
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  async function cover() {
    const player = video.current;
    if (!player || !opened) return;
    const size = COVERS[coverId];
    try {
      const blob = await saveCover(player, size, position);
      const name = coverFileName(opened.file.name, size);
      const url = URL.createObjectURL(blob);
      download(url, name);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
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

  return (
    <div className="grid gap-8">
      <section aria-labelledby="video-heading" className="grid gap-3">
        <h2 id="video-heading" className="text-lg font-bold">
          {words.heading}
        </h2>
        <p className="text-sm text-muted">{words.intro(words.formats, phrases.yours)}</p>
        {webCodecs ? (
          <ImageDropZone
            inputId="video-file"
            label={opened ? words.chooseAnother : words.choose}
            hint={words.dropHint(words.formats)}
            accept={VIDEO_ACCEPT}
            onFiles={(files) => void open(files)}
          />
        ) : (
          <Banner role="alert">{words.noWebCodecs}</Banner>
        )}
        <p role="status" className="text-sm">
          {opening ? words.opening : ""}
        </p>
        {openError && (
          <Banner role="alert" data-testid="open-error">
            {openError}
          </Banner>
        )}
        {opened && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="video-facts">
            <div>
              <dt className="text-muted">{words.facts.length}</dt>
              <dd className="font-semibold tabular-nums">{formatTime(opened.facts.duration)}</dd>
            </div>
            <div>
              <dt className="text-muted">{words.facts.size}</dt>
              <dd className="font-semibold">{formatBytes(opened.file.size)}</dd>
            </div>
            <div>
              <dt className="text-muted">{words.facts.resolution}</dt>
              <dd className="font-semibold">{formatDimensions(opened.facts.width, opened.facts.height)}</dd>
            </div>
            <div>
              <dt className="text-muted">{words.facts.sound}</dt>
              <dd className="font-semibold">{opened.facts.sound ? words.facts.yes : words.facts.none}</dd>
            </div>
          </dl>
        )}
      </section>

      {opened && (
        // On a wide screen the preview stays in view beside the settings it shows.
        // Keyed by the clip: a new one starts afresh, and an export still running for the old one stops.
        <div key={opened.url} className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
          <div className="lg:sticky lg:top-20">
            <Section id="preview-heading" title={words.sections.preview}>
              <VideoPreview
                url={opened.url}
                onVideo={(element) => {
                  video.current = element;
                }}
                frame={frame}
                source={opened.facts}
                look={look}
                cues={cues}
                start={trim.ok ? trim.start : 0}
                end={trim.ok ? trim.end : opened.facts.duration}
                duration={opened.facts.duration}
                previewLabel={phrases.preview}
                onTime={setNow}
                onPosition={setPosition}
                onUnplayable={unplayable}
              />
            </Section>
          </div>

          <div className="grid gap-8">
            <Section id="shape-heading" title={words.sections.shape}>
              <ChoiceGroup
                label={words.shape}
                name="shape"
                options={SHAPES.map((s) => ({
                  value: s.id,
                  label: `${s.id} ${s.id === "9:16" ? phrases.word : words.shapes[s.id]}`,
                }))}
                value={shapeId}
                onChange={(event) => setShapeId(event.target.value as ShapeId)}
              />
              <FieldHint>
                {words.pixels(formatDimensions(frame.width, frame.height))}{" "}
                {shapeId === "16:9" && phrases.wideNote ? phrases.wideNote : ""}
              </FieldHint>
              <ChoiceGroup
                label={words.framing}
                name="framing"
                options={[
                  { value: "fill", label: words.fill },
                  { value: "fit", label: words.fit },
                ]}
                value={framing}
                onChange={(event) => setFraming(event.target.value as Framing)}
              />
              {framing === "fill" ? (
                axis ? (
                  <div className="grid gap-[0.4rem]">
                    <label htmlFor="crop-position" className="font-semibold">
                      {words.cropPosition}
                    </label>
                    <input
                      id="crop-position"
                      type="range"
                      min={0}
                      max={100}
                      step={1}
                      value={Math.round(position * 100)}
                      aria-valuetext={words.cropFrom(Math.round(position * 100), axis)}
                      onChange={(event) => setPosition(Number(event.target.value) / 100)}
                      className="w-full accent-ig-from"
                    />
                    <FieldHint>{words.dragHint(axis)}</FieldHint>
                  </div>
                ) : (
                  <FieldHint>{words.wholeShape}</FieldHint>
                )
              ) : (
                <ChoiceGroup
                  label={words.background}
                  name="backdrop"
                  options={[
                    { value: "blur", label: words.blurred },
                    { value: "black", label: words.black },
                  ]}
                  value={backdrop}
                  onChange={(event) => setBackdrop(event.target.value as Backdrop)}
                />
              )}
              <ChoiceGroup
                label={words.quality}
                name="quality"
                options={QUALITIES.map((q) => ({ value: q, label: q }))}
                value={quality}
                onChange={(event) => setQuality(event.target.value as QualityId)}
              />
            </Section>

            <Section id="trim-heading" title={words.sections.trim}>
              <div className="grid grid-cols-2 gap-3">
                <TrimField
                  id="trim-start"
                  label={words.start}
                  hint={words.trimHint}
                  value={startText}
                  onChange={setStartText}
                  onDone={() => {
                    const seconds = parseTime(startText);
                    if (seconds !== null) seekTo(seconds);
                  }}
                  error={!trim.ok && trim.field === "start" ? trim.message : null}
                />
                <TrimField
                  id="trim-end"
                  label={words.end}
                  hint={words.trimHint}
                  value={endText}
                  onChange={setEndText}
                  onDone={() => {
                    const seconds = parseTime(endText);
                    if (seconds !== null) seekTo(Math.max(0, seconds - 0.05));
                  }}
                  error={!trim.ok && trim.field === "end" ? trim.message : null}
                />
              </div>
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => setStartText(formatTime(now))}>
                  {words.startAt(formatTime(now))}
                </Button>
                <Button variant="secondary" onClick={() => setEndText(formatTime(now))}>
                  {words.endAt(formatTime(now))}
                </Button>
              </div>
              <p role="status" className="text-sm" data-testid="trim-status">
                {trim.ok ? phrases.length(formatTime(trim.length), describeLength(trim.length, lang)) : ""}
              </p>
              {trim.ok && trim.overLimit && (
                <p className="text-notice" data-testid="over-limit">
                  {words.longer(describeLength(preset.limitSeconds, lang))} {phrases.overLimit}
                </p>
              )}
            </Section>

            <Section id="captions-heading" title={words.sections.captions}>
              <CaptionEditor
                text={captionText}
                onText={setCaptionText}
                cueCount={cues.length}
                problems={problems}
                size={captionSize}
                onSize={setCaptionSize}
                place={captionPlace}
                onPlace={setCaptionPlace}
                box={captionBox}
                onBox={setCaptionBox}
                now={now}
                onSave={saveCaptions}
              />
            </Section>

            <Section id="cover-heading" title={words.sections.cover}>
              <ChoiceGroup
                label={words.coverSize}
                name="cover"
                options={(Object.keys(COVERS) as CoverId[]).map((id) => ({
                  value: id,
                  label: `${words.covers[id]} ${formatDimensions(COVERS[id].width, COVERS[id].height)}`,
                }))}
                value={coverId}
                onChange={(event) => setCoverId(event.target.value as CoverId)}
              />
              <FieldHint>{words.coverHint(formatTime(now))}</FieldHint>
              <div>
                <Button variant="secondary" onClick={() => void cover()}>
                  {words.saveCover}
                </Button>
              </div>
              <p role="status" className="text-sm">
                {coverNote}
              </p>
            </Section>

            <Section id="export-heading" title={words.sections.export}>
              <p className="text-sm text-muted">{words.exportNote(formatDimensions(frame.width, frame.height))}</p>
              {soundNote && <p className="text-sm text-notice">{soundNote}</p>}
              <ExportPanel
                video={phrases}
                blocked={blocked}
                start={startExport}
                made={made}
                onMade={setMade}
                onFailed={exportFailed}
              />
            </Section>
          </div>
        </div>
      )}
    </div>
  );
}

interface TrimFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onDone: () => void;
  error: string | null;
}

function TrimField({ id, label, hint, value, onChange, onDone, error }: TrimFieldProps) {
  return (
    <div className="grid gap-[0.4rem]">
      <TextField
        id={id}
        label={label}
        value={value}
        inputMode="decimal"
        maxLength={12}
        hint={hint}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onDone}
        onKeyDown={(event) => {
          if (event.key === "Enter") onDone();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
