import { type ReactNode, useState } from "react";
import { Banner } from "~/components/banner";
import { Button } from "~/components/button";
import { ChoiceGroup } from "~/components/choice-group";
import { FieldHint } from "~/components/field";
import { ImageDropZone } from "~/components/image-drop-zone";
import { TextField } from "~/components/text-field";
import { formatBytes, formatDimensions } from "~/lib/site/local-images";
import { CaptionEditor } from "./caption-editor";
import { ExportPanel } from "./export-panel";
import {
  type Backdrop,
  COVERS,
  type CoverId,
  type Framing,
  QUALITIES,
  type QualityId,
  SHAPES,
  type ShapeId,
  VIDEO_ACCEPT,
} from "./reel-maker.data";
import type { ClipSound } from "./audio-mix.logic";
import { ClipList } from "./clip-list";
import { MusicPanel } from "./music-panel";
import { PhotoPreview } from "./photo-preview";
import { ProjectPanel } from "./project-panel";
import { TextPanel } from "./text-panel";
import { describeLength, formatTime, parseTime } from "./time.logic";
import { useReelMaker } from "./use-reel-maker";
import { VideoPreview } from "./video-preview";

// Videos and photos, picked or dropped several at a time; each is still checked by reading it.
const MEDIA_ACCEPT = `${VIDEO_ACCEPT},image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp`;

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

/**
 * One screen for the Reel Maker and the Shorts Maker; the page decides the preset. Start over
 * forgets the kept edit and then draws the editor afresh, so no part of the old one lingers; what
 * was restored or cleared is said here, in a live region that outlasts the editor.
 */
export default function ReelMaker() {
  const [round, setRound] = useState(0);
  const [said, setSaid] = useState<string>("");
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm font-semibold" data-testid="project-status">
        {said}
      </p>
      <ReelEditor
        key={round}
        onSay={setSaid}
        onStartedOver={(words) => {
          setRound((old) => old + 1);
          setSaid(words);
        }}
      />
    </div>
  );
}

function ReelEditor({
  onSay,
  onStartedOver,
}: {
  onSay: (words: string) => void;
  onStartedOver: (words: string) => void;
}) {
  const reel = useReelMaker(onSay);
  const { words, phrases, preset, lang, settings, change, selected, clips, frame, trim, axis, clipState } = reel;
  const { shapeId, framing, backdrop, position, quality, coverId, now } = settings;
  const several = clips.length > 1;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="video-heading" className="grid gap-3">
        <h2 id="video-heading" className="text-lg font-bold">
          {words.heading}
        </h2>
        <p className="text-sm text-muted">{words.intro(words.formats, phrases.yours)}</p>
        {reel.webCodecs ? (
          <ImageDropZone
            inputId="video-file"
            label={clips.length ? words.clips.add : words.choose}
            hint={words.clips.dropHint(words.formats)}
            accept={MEDIA_ACCEPT}
            multiple
            onFiles={(files) => void reel.open(files)}
          />
        ) : (
          <Banner role="alert">{words.noWebCodecs}</Banner>
        )}
        <p role="status" className="text-sm">
          {clipState.opening ? words.opening : ""}
        </p>
        <ProjectPanel
          missing={reel.project.missing}
          pickNote={reel.project.pickNote}
          onPick={(lost, file) => void reel.project.pickAgain(lost, file)}
          canStartOver={
            clips.length > 0 ||
            reel.musicState.music !== null ||
            reel.texts.length > 0 ||
            reel.project.missing.length > 0
          }
          onStartOver={() => void reel.project.forget().then(() => onStartedOver(words.project.cleared))}
        />
        {clips.length > 0 && <FieldHint>{words.project.keptNote}</FieldHint>}
        {clipState.errors.length > 0 && (
          <Banner role="alert" data-testid="open-error">
            {clipState.errors.join(" ")}
          </Banner>
        )}
        {selected?.facts && (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4" data-testid="video-facts">
            <div>
              <dt className="text-muted">{words.facts.length}</dt>
              <dd className="font-semibold tabular-nums">{formatTime(selected.facts.duration)}</dd>
            </div>
            <div>
              <dt className="text-muted">{words.facts.size}</dt>
              <dd className="font-semibold">{formatBytes(selected.file.size)}</dd>
            </div>
            <div>
              <dt className="text-muted">{words.facts.resolution}</dt>
              <dd className="font-semibold">{formatDimensions(selected.facts.width, selected.facts.height)}</dd>
            </div>
            <div>
              <dt className="text-muted">{words.facts.sound}</dt>
              <dd className="font-semibold">{selected.facts.sound ? words.facts.yes : words.facts.none}</dd>
            </div>
          </dl>
        )}
      </section>

      {selected && (
        // On a wide screen the preview stays in view beside the settings it shows.
        <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
          <div className="lg:sticky lg:top-20">
            <Section id="preview-heading" title={words.sections.preview}>
              {selected.kind === "video" && selected.url && selected.facts ? (
                <VideoPreview
                  // Keyed by the clip: another clip starts its player afresh.
                  key={selected.id}
                  url={selected.url}
                  onVideo={reel.onVideo}
                  frame={frame}
                  source={selected.size}
                  look={reel.look}
                  overlayAt={reel.overlayAt}
                  start={trim?.ok ? trim.start : 0}
                  end={trim?.ok ? trim.end : selected.facts.duration}
                  duration={selected.facts.duration}
                  speed={selected.speed}
                  previewLabel={phrases.preview}
                  onTime={(seconds) => change("now", seconds)}
                  onPosition={(value) => change("position", value)}
                  onUnplayable={() => clipState.unplayable(selected.id)}
                />
              ) : (
                <PhotoPreview
                  key={selected.id}
                  file={selected.file}
                  frame={frame}
                  look={reel.look}
                  overlayAt={reel.overlayAt}
                  previewLabel={phrases.preview}
                  onUnreadable={() => clipState.unplayable(selected.id)}
                />
              )}
            </Section>
          </div>

          <div className="grid gap-8">
            <Section id="clips-heading" title={words.sections.clips}>
              <ClipList
                clips={clips}
                checks={reel.checks}
                selectedId={selected.id}
                onEdit={reel.show}
                onMove={clipState.move}
                onRemove={reel.remove}
                onSpeed={(id, speed) => clipState.update(id, (clip) => ({ ...clip, speed }))}
                onJoin={(id, join) => clipState.update(id, (clip) => ({ ...clip, join }))}
                note={clipState.note}
              />
              <p role="status" className="text-sm font-semibold" data-testid="trim-status">
                {reel.length !== null ? phrases.length(formatTime(reel.length), describeLength(reel.length, lang)) : ""}
              </p>
              {reel.over && (
                <p className="text-notice" data-testid="over-limit">
                  {words.longer(describeLength(preset.limitSeconds, lang))} {phrases.overLimit}
                </p>
              )}
            </Section>

            <Section id="shape-heading" title={words.sections.shape}>
              <ChoiceGroup
                label={words.shape}
                name="shape"
                options={SHAPES.map((s) => ({
                  value: s.id,
                  label: `${s.id} ${s.id === "9:16" ? phrases.word : words.shapes[s.id]}`,
                }))}
                value={shapeId}
                onChange={(event) => change("shapeId", event.target.value as ShapeId)}
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
                onChange={(event) => change("framing", event.target.value as Framing)}
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
                      onChange={(event) => change("position", Number(event.target.value) / 100)}
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
                  onChange={(event) => change("backdrop", event.target.value as Backdrop)}
                />
              )}
              <ChoiceGroup
                label={words.quality}
                name="quality"
                options={QUALITIES.map((q) => ({ value: q, label: q }))}
                value={quality}
                onChange={(event) => change("quality", event.target.value as QualityId)}
              />
              {reel.lowMemory !== null && (
                <p className="text-sm text-muted" data-testid="memory-note">
                  {words.lowMemory(reel.lowMemory)}
                </p>
              )}
            </Section>

            <Section id="trim-heading" title={words.sections.trim}>
              {several && <p className="font-semibold break-all">{words.clips.trimOf(selected.name)}</p>}
              {selected.kind === "video" ? (
                <>
                  <div className="grid grid-cols-2 gap-3">
                    <TrimField
                      id="trim-start"
                      label={words.start}
                      hint={words.trimHint}
                      value={selected.startText}
                      onChange={(value) => clipState.update(selected.id, (clip) => ({ ...clip, startText: value }))}
                      onDone={() => {
                        const seconds = parseTime(selected.startText);
                        if (seconds !== null) reel.seekTo(seconds);
                      }}
                      error={trim && !trim.ok && trim.field === "start" ? trim.message : null}
                    />
                    <TrimField
                      id="trim-end"
                      label={words.end}
                      hint={words.trimHint}
                      value={selected.endText}
                      onChange={(value) => clipState.update(selected.id, (clip) => ({ ...clip, endText: value }))}
                      onDone={() => {
                        const seconds = parseTime(selected.endText);
                        if (seconds !== null) reel.seekTo(Math.max(0, seconds - 0.05));
                      }}
                      error={trim && !trim.ok && trim.field === "end" ? trim.message : null}
                    />
                  </div>
                  <div className="flex flex-wrap gap-3">
                    <Button variant="secondary" onClick={() => reel.mark("start")}>
                      {words.startAt(formatTime(now))}
                    </Button>
                    <Button variant="secondary" onClick={() => reel.mark("end")}>
                      {words.endAt(formatTime(now))}
                    </Button>
                  </div>
                  {selected.facts?.sound && (
                    <ChoiceGroup
                      label={words.clips.sound}
                      name="clip-sound"
                      options={(["keep", "lower", "mute"] as const).map((value) => ({
                        value,
                        label: words.clips.sounds[value],
                      }))}
                      value={selected.sound}
                      onChange={(event) =>
                        clipState.update(selected.id, (clip) => ({ ...clip, sound: event.target.value as ClipSound }))
                      }
                    />
                  )}
                </>
              ) : (
                <TrimField
                  id="photo-seconds"
                  label={words.clips.showFor}
                  hint={words.clips.showForHint}
                  value={selected.secondsText}
                  onChange={(value) => clipState.update(selected.id, (clip) => ({ ...clip, secondsText: value }))}
                  onDone={() => undefined}
                  error={trim && !trim.ok ? trim.message : null}
                />
              )}
            </Section>

            <Section id="music-heading" title={words.sections.music}>
              <MusicPanel
                state={reel.musicState}
                check={reel.musicCheck}
                reelLength={reel.length}
                onFile={(file) => void reel.musicState.open(file, reel.loadFailed)}
              />
            </Section>

            <Section id="texts-heading" title={words.sections.texts}>
              <TextPanel blocks={reel.texts} onBlocks={reel.setTexts} now={reel.reelNow} />
            </Section>

            <Section id="captions-heading" title={words.sections.captions}>
              <CaptionEditor
                text={settings.captionText}
                onText={(text) => change("captionText", text)}
                hint={several || selected.kind === "photo" ? words.captions.reelHint : words.captions.hint}
                cueCount={reel.cues.length}
                problems={reel.problems}
                size={settings.captionSize}
                onSize={(size) => change("captionSize", size)}
                place={settings.captionPlace}
                onPlace={(place) => change("captionPlace", place)}
                box={settings.captionBox}
                onBox={(box) => change("captionBox", box)}
                now={several ? reel.reelNow : now}
                onSave={reel.saveCaptions}
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
                onChange={(event) => change("coverId", event.target.value as CoverId)}
              />
              <FieldHint>{words.coverHint(formatTime(now))}</FieldHint>
              <div>
                <Button variant="secondary" onClick={() => void reel.saveCover()}>
                  {words.saveCover}
                </Button>
              </div>
              <p role="status" className="text-sm">
                {reel.coverNote}
              </p>
            </Section>

            <Section id="export-heading" title={words.sections.export}>
              <p className="text-sm text-muted">{words.exportNote(formatDimensions(frame.width, frame.height))}</p>
              {reel.soundNote && <p className="text-sm text-notice">{reel.soundNote}</p>}
              <ExportPanel
                // A changed Reel starts afresh: an export still running for the old one stops.
                key={reel.exportKey}
                video={phrases}
                blocked={reel.blocked}
                start={reel.startExport}
                made={reel.made}
                onMade={reel.setMade}
                onFailed={reel.exportFailed}
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
