import { useRef } from "react";
import { Banner } from "~/components/banner";
import { Button } from "~/components/button";
import { ChoiceGroup } from "~/components/choice-group";
import { FieldHint } from "~/components/field";
import { TextField } from "~/components/text-field";
import { useLang } from "~/lib/lang/use-lang";
import { FADES, type MusicCheck } from "./music.logic";
import { describeLength, formatTime } from "./time.logic";
import type { useMusic } from "./use-music";
import { VoiceRecorder } from "./voice-recorder";
import { REEL_WORDS } from "./words";

interface MusicPanelProps {
  state: ReturnType<typeof useMusic>;
  check: MusicCheck | null;
  /** The Reel's length, once every clip's time reads. */
  reelLength: number | null;
  onFile: (file: File) => void;
}

const SOUND_ACCEPT = "audio/*,.mp3,.m4a,.aac,.wav,.ogg,.oga,.opus,.flac";

/** One song or voice-over: picked from the device, placed in the Reel, its volume and fades. */
export function MusicPanel({ state, check, reelLength, onFile }: MusicPanelProps) {
  const lang = useLang();
  const words = REEL_WORDS[lang].music;
  const input = useRef<HTMLInputElement>(null);
  const { music, change } = state;
  const fieldError = (field: "at" | "from") =>
    check && !check.ok && check.field === field ? check.message : undefined;
  const late = check?.ok && reelLength !== null && check.track.at >= reelLength;
  const fades = FADES.map((seconds) => ({
    value: String(seconds),
    label: seconds === 0 ? words.noFade : words.fadeSeconds(seconds),
  }));

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">{words.intro}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {music ? words.chooseAnother : words.choose}
        </Button>
        {music && (
          <Button variant="secondary" onClick={state.remove}>
            {words.remove}
          </Button>
        )}
      </div>
      <VoiceRecorder onRecorded={onFile} />
      <input
        ref={input}
        id="music-file"
        type="file"
        accept={SOUND_ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <p role="status" className="text-sm" data-testid="music-status">
        {state.opening
          ? words.opening
          : music
            ? words.chosen(music.name, describeLength(music.duration, lang))
            : state.note}
      </p>
      {state.error && (
        <Banner role="alert" data-testid="music-error">
          {state.error}
        </Banner>
      )}
      {music && (
        <>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="music-at"
              label={words.at}
              hint={words.timeHint}
              value={music.atText}
              inputMode="decimal"
              maxLength={12}
              onChange={(event) => change("atText", event.target.value)}
              error={fieldError("at")}
            />
            <TextField
              id="music-from"
              label={words.from}
              hint={words.timeHint}
              value={music.fromText}
              inputMode="decimal"
              maxLength={12}
              placeholder={formatTime(0)}
              onChange={(event) => change("fromText", event.target.value)}
              error={fieldError("from")}
            />
          </div>
          {late && <p className="text-notice">{words.afterEnd}</p>}
          <div className="grid gap-[0.4rem]">
            <label htmlFor="music-volume" className="font-semibold">
              {words.volume}
            </label>
            <input
              id="music-volume"
              type="range"
              min={0}
              max={100}
              step={5}
              value={music.volume}
              aria-valuetext={words.volumeValue(music.volume)}
              onChange={(event) => change("volume", Number(event.target.value))}
              className="w-full accent-ig-from"
            />
            <FieldHint>{words.volumeValue(music.volume)}</FieldHint>
          </div>
          <ChoiceGroup
            label={words.fadeIn}
            name="music-fade-in"
            options={fades}
            value={String(music.fadeIn)}
            onChange={(event) => change("fadeIn", Number(event.target.value))}
          />
          <ChoiceGroup
            label={words.fadeOut}
            name="music-fade-out"
            options={fades}
            value={String(music.fadeOut)}
            onChange={(event) => change("fadeOut", Number(event.target.value))}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-ig-from"
              checked={music.duck}
              onChange={(event) => change("duck", event.target.checked)}
            />
            {words.duck}
          </label>
        </>
      )}
    </div>
  );
}
