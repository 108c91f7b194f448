import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Banner } from "~/components/banner";
import { Button } from "~/components/button";
import { ChoiceGroup } from "~/components/choice-group";
import { FieldHint } from "~/components/field";
import { ImageDropZone } from "~/components/image-drop-zone";
import { TextField } from "~/components/text-field";
import { LOAD_FAILED, lazyModule } from "~/lib/lazy-module";
import { formatBytes, formatDimensions, shortFileName, useObjectUrls } from "~/lib/local-images";
import { toastError } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
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
  MESSAGES,
  PRESETS,
  QUALITIES,
  type QualityId,
  SHAPES,
  type Shape,
  type ShapeId,
  VIDEO_ACCEPT,
  VIDEO_FORMATS,
} from "./reel-maker.data";
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

function openProblem(error: unknown, name: string, engine: Engine): string {
  if (!(error instanceof engine.VideoOpenError)) return `${name} couldn't be opened. Try again, or pick another video.`;
  if (error.problem === "no-picture") return `${name} has no picture to work with. Pick a video file.`;
  if (error.problem === "cant-decode")
    return `This browser can't decode the ${error.codec?.toUpperCase() ?? "kind of"} video in ${name}. Save it from your camera or gallery as an H.264 MP4, or try Chrome on Android.`;
  return `${name} can't be read as a video: it may be damaged or not really ${VIDEO_FORMATS}.`;
}

/** One screen for the Reel Maker and the Shorts Maker; the page decides the preset. */
export default function ReelMaker() {
  const { platform } = useCurrentTool();
  const preset = PRESETS[platform];
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
  const { cues, problems } = useMemo(() => parseCaptions(captionText), [captionText]);
  const trim = checkTrim(parseTime(startText), parseTime(endText), facts?.duration ?? 0, preset.limitSeconds);
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
      setOpenError(`${name} isn't a video. Pick an ${VIDEO_FORMATS} file.`);
      return;
    }
    setOpening(true);
    try {
      const loaded = await videoEngine().catch(() => null);
      if (!loaded) {
        toastError(LOAD_FAILED);
        return;
      }
      setEngine(loaded);
      let found: VideoFacts;
      try {
        found = await loaded.readVideo(file);
      } catch (error) {
        setOpenError(openProblem(error, name, loaded));
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
    setOpenError(
      `This browser can't play ${shortFileName(opened.file.name)}. Save it as an H.264 MP4 and pick it again.`,
    );
  }, [opened, urls]);

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
      setCoverNote(`Saved ${name}: ${formatDimensions(size.width, size.height)}, ${formatBytes(blob.size)}.`);
    } catch {
      toastError("This browser couldn't save the picture. Try another frame, or a screenshot of the preview.");
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
    toastError(
      `Something in this clip stopped the encoder. Try 720p, a shorter part, or another browser such as Chrome on Android.`,
      MESSAGES.exportFailed,
    );
  }

  const axis = facts && framing === "fill" ? freeAxis(facts, frame) : null;
  const blocked = !engine
    ? "Getting the video tools ready…"
    : !trim.ok
      ? "Fix Start and End first."
      : support === null
        ? "Checking what this browser can encode…"
        : !support.video
          ? `This browser can't encode H.264 video at ${formatDimensions(frame.width, frame.height)}: ${quality === "1080p" ? "choose 720p, or " : ""}open this page in Chrome on Android.`
          : null;
  const soundNote = !facts?.sound
    ? "This clip has no sound, so the video will be silent."
    : !facts.sound.decodable
      ? `This browser can't decode the ${facts.sound.codec?.toUpperCase() ?? ""} sound in this clip, so the video will be silent.`
      : support?.audio === false
        ? "This browser can't encode AAC sound, so the video will be silent; Chrome on Android keeps the sound."
        : null;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="video-heading" className="grid gap-3">
        <h2 id="video-heading" className="text-lg font-bold">
          Your video
        </h2>
        <p className="text-sm text-muted">
          {VIDEO_FORMATS}. It is read and made into your {preset.word} by this browser, on this device: nothing is
          uploaded.
        </p>
        {webCodecs ? (
          <ImageDropZone
            inputId="video-file"
            label={opened ? "Choose another video" : "Choose a video"}
            hint={`${VIDEO_FORMATS}, or drop it here. It stays on this device.`}
            accept={VIDEO_ACCEPT}
            onFiles={(files) => void open(files)}
          />
        ) : (
          <Banner role="alert">{MESSAGES.noWebCodecs}</Banner>
        )}
        <p role="status" className="text-sm">
          {opening ? "Opening your video…" : ""}
        </p>
        {openError && (
          <Banner role="alert" data-testid="open-error">
            {openError}
          </Banner>
        )}
        {opened && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="video-facts">
            <div>
              <dt className="text-muted">Length</dt>
              <dd className="font-semibold tabular-nums">{formatTime(opened.facts.duration)}</dd>
            </div>
            <div>
              <dt className="text-muted">Size</dt>
              <dd className="font-semibold">{formatBytes(opened.file.size)}</dd>
            </div>
            <div>
              <dt className="text-muted">Resolution</dt>
              <dd className="font-semibold">{formatDimensions(opened.facts.width, opened.facts.height)}</dd>
            </div>
            <div>
              <dt className="text-muted">Sound</dt>
              <dd className="font-semibold">{opened.facts.sound ? "Yes" : "None"}</dd>
            </div>
          </dl>
        )}
      </section>

      {opened && (
        // On a wide screen the preview stays in view beside the settings it shows.
        // Keyed by the clip: a new one starts afresh, and an export still running for the old one stops.
        <div key={opened.url} className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
          <div className="lg:sticky lg:top-20">
            <Section id="preview-heading" title="Preview">
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
                word={preset.word}
                onTime={setNow}
                onPosition={setPosition}
                onUnplayable={unplayable}
              />
            </Section>
          </div>

          <div className="grid gap-8">
            <Section id="shape-heading" title="Shape and framing">
              <ChoiceGroup
                label="Shape"
                name="shape"
                options={SHAPES.map((s) => ({
                  value: s.id,
                  label: `${s.id} ${s.id === "9:16" ? preset.word : s.name}`,
                }))}
                value={shapeId}
                onChange={(event) => setShapeId(event.target.value as ShapeId)}
              />
              <FieldHint>
                {formatDimensions(frame.width, frame.height)} pixels.{" "}
                {shapeId === "16:9" && preset.wideNote ? preset.wideNote : ""}
              </FieldHint>
              <ChoiceGroup
                label="Framing"
                name="framing"
                options={[
                  { value: "fill", label: "Fill (crop)" },
                  { value: "fit", label: "Fit (whole picture)" },
                ]}
                value={framing}
                onChange={(event) => setFraming(event.target.value as Framing)}
              />
              {framing === "fill" ? (
                axis ? (
                  <div className="grid gap-[0.4rem]">
                    <label htmlFor="crop-position" className="font-semibold">
                      Crop position
                    </label>
                    <input
                      id="crop-position"
                      type="range"
                      min={0}
                      max={100}
                      step={1}
                      value={Math.round(position * 100)}
                      aria-valuetext={`${Math.round(position * 100)}% from the ${axis === "x" ? "left" : "top"}`}
                      onChange={(event) => setPosition(Number(event.target.value) / 100)}
                      className="w-full accent-ig-from"
                    />
                    <FieldHint>
                      {axis === "x" ? "Left to right" : "Top to bottom"}: or drag the picture in the preview.
                    </FieldHint>
                  </div>
                ) : (
                  <FieldHint>Your video already has this shape: all of it is used.</FieldHint>
                )
              ) : (
                <ChoiceGroup
                  label="Background"
                  name="backdrop"
                  options={[
                    { value: "blur", label: "Blurred" },
                    { value: "black", label: "Black" },
                  ]}
                  value={backdrop}
                  onChange={(event) => setBackdrop(event.target.value as Backdrop)}
                />
              )}
              <ChoiceGroup
                label="Quality"
                name="quality"
                options={QUALITIES.map((q) => ({ value: q, label: q }))}
                value={quality}
                onChange={(event) => setQuality(event.target.value as QualityId)}
              />
            </Section>

            <Section id="trim-heading" title="Trim">
              <div className="grid grid-cols-2 gap-3">
                <TrimField
                  id="trim-start"
                  label="Start"
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
                  label="End"
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
                  Start at {formatTime(now)}
                </Button>
                <Button variant="secondary" onClick={() => setEndText(formatTime(now))}>
                  End at {formatTime(now)}
                </Button>
              </div>
              <p role="status" className="text-sm" data-testid="trim-status">
                {trim.ok ? `Your ${preset.word}: ${formatTime(trim.length)} (${describeLength(trim.length)}).` : ""}
              </p>
              {trim.ok && trim.overLimit && (
                <p className="text-notice" data-testid="over-limit">
                  That is longer than {describeLength(preset.limitSeconds)}. {preset.overLimit}
                </p>
              )}
            </Section>

            <Section id="captions-heading" title="Words on screen">
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

            <Section id="cover-heading" title="Cover">
              <ChoiceGroup
                label="Cover size"
                name="cover"
                options={(Object.keys(COVERS) as CoverId[]).map((id) => ({
                  value: id,
                  label: `${COVERS[id].label} ${formatDimensions(COVERS[id].width, COVERS[id].height)}`,
                }))}
                value={coverId}
                onChange={(event) => setCoverId(event.target.value as CoverId)}
              />
              <FieldHint>
                The frame now in the preview ({formatTime(now)}), without captions, as a JPEG under 2 MB. Move the
                preview to choose another.
              </FieldHint>
              <div>
                <Button variant="secondary" onClick={() => void cover()}>
                  Save cover
                </Button>
              </div>
              <p role="status" className="text-sm">
                {coverNote}
              </p>
            </Section>

            <Section id="export-heading" title="Export">
              <p className="text-sm text-muted">
                An MP4 with H.264 video and AAC sound, {formatDimensions(frame.width, frame.height)}, made on this
                device.
              </p>
              {soundNote && <p className="text-sm text-notice">{soundNote}</p>}
              <ExportPanel
                word={preset.word}
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
  value: string;
  onChange: (value: string) => void;
  onDone: () => void;
  error: string | null;
}

function TrimField({ id, label, value, onChange, onDone, error }: TrimFieldProps) {
  return (
    <div className="grid gap-[0.4rem]">
      <TextField
        id={id}
        label={label}
        value={value}
        inputMode="decimal"
        maxLength={12}
        hint="Seconds or m:ss"
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
