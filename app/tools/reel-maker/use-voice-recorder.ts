// A voice-over recorded on the page: the microphone is asked for only when the visitor presses
// Record, the sound stays in this tab (MediaRecorder writes it to memory, a few hundred KB a
// minute of Opus), and the finished take becomes the Reel's sound track like a picked file.
import { useEffect, useRef, useState } from "react";
import { MAX_TAKE_SECONDS, type VoiceProblem, pickVoiceFormat, voiceFileName, voiceProblemOf } from "./voice.logic";

export type VoiceState = { step: "idle" } | { step: "asking" } | { step: "recording"; seconds: number };

interface Take {
  recorder: MediaRecorder;
  stream: MediaStream;
  timer: ReturnType<typeof setInterval>;
}

/** Whether this browser can record at all: it has a microphone interface and a recorder. */
export function canRecordVoice(): boolean {
  return (
    typeof navigator !== "undefined" &&
    // Absent, not merely empty, on a page not served securely.
    "mediaDevices" in navigator &&
    typeof navigator.mediaDevices.getUserMedia === "function" &&
    typeof MediaRecorder !== "undefined"
  );
}

/** Ends a take: the timer, the microphone (its light goes off) and the recorder, which then hands over its pieces. */
function endTake(current: Take): void {
  clearInterval(current.timer);
  for (const track of current.stream.getTracks()) track.stop();
  if (current.recorder.state !== "inactive") current.recorder.stop();
}

export function useVoiceRecorder(onRecorded: (file: File) => void) {
  const [state, setState] = useState<VoiceState>({ step: "idle" });
  const [problem, setProblem] = useState<VoiceProblem | null>(null);
  const take = useRef<Take | null>(null);
  // Gone from the page: a take that ends afterwards is dropped, not opened.
  const live = useRef(true);
  // The latest callback, so a take that ends after a re-render hands its file to the current screen.
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  async function start() {
    if (take.current || state.step === "asking") return;
    setProblem(null);
    const format = canRecordVoice() ? pickVoiceFormat((type) => MediaRecorder.isTypeSupported(type)) : null;
    if (!format) {
      setProblem("unsupported");
      return;
    }
    setState({ step: "asking" });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      setProblem(voiceProblemOf(error));
      setState({ step: "idle" });
      return;
    }
    const startedAt = new Date();
    const recorder = new MediaRecorder(stream, { mimeType: format.type });
    const pieces: Blob[] = [];
    recorder.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) pieces.push(event.data);
    });
    recorder.addEventListener("stop", () => {
      if (!live.current) return;
      setState({ step: "idle" });
      if (pieces.length === 0) {
        setProblem("empty");
        return;
      }
      const type = recorder.mimeType || format.type;
      recorded.current(new File(pieces, voiceFileName(startedAt, format), { type: type.split(";")[0] }));
    });
    const began = performance.now();
    const timer = setInterval(() => {
      const seconds = Math.floor((performance.now() - began) / 1000);
      if (seconds >= MAX_TAKE_SECONDS) stop();
      else setState({ step: "recording", seconds });
    }, 250);
    take.current = { recorder, stream, timer };
    // A piece every second: a take stopped by a closing tab still has what was said.
    recorder.start(1000);
    setState({ step: "recording", seconds: 0 });
  }

  function stop() {
    const current = take.current;
    if (!current) return;
    take.current = null;
    endTake(current);
  }

  // Leaving the page mid-take lets the microphone go.
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      if (take.current) endTake(take.current);
      take.current = null;
    };
  }, []);

  return { state, problem, start: () => void start(), stop };
}
