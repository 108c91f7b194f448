import { Banner } from "~/components/banner";
import { Button } from "~/components/button";
import { useLang } from "~/lib/lang/use-lang";
import { formatTime } from "./time.logic";
import { useVoiceRecorder } from "./use-voice-recorder";
import { REEL_WORDS } from "./words";

/** Record a voice-over on the page; the take becomes the Reel's sound track, as a picked file does. */
export function VoiceRecorder({ onRecorded }: { onRecorded: (file: File) => void }) {
  const words = REEL_WORDS[useLang()].voice;
  const { state, problem, start, stop } = useVoiceRecorder(onRecorded);
  const recording = state.step === "recording";

  return (
    <div className="grid gap-3">
      <div>
        {recording ? (
          <Button variant="secondary" onClick={stop}>
            <span aria-hidden="true" className="mr-2 inline-block size-2.5 rounded-full bg-yt" />
            {words.stop}
          </Button>
        ) : (
          <Button variant="secondary" onClick={start} disabled={state.step === "asking"}>
            {words.record}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm" data-testid="voice-status">
        {state.step === "asking" ? words.asking : recording ? words.recording : ""}
      </p>
      {/* A timer is not read out every second; the status above says once that recording began. */}
      {recording && (
        <p role="timer" className="font-semibold tabular-nums" data-testid="voice-time">
          {formatTime(state.seconds)}
        </p>
      )}
      {problem && (
        <Banner role="alert" data-testid="voice-error">
          {words.problems[problem]}
        </Banner>
      )}
    </div>
  );
}
