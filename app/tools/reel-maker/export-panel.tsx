import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "~/components/button";
import { formatBytes } from "~/lib/site/local-images";
import { percent, secondsLeft } from "./export.logic";
import { useLang } from "~/lib/lang/use-lang";
import { REEL_WORDS, type VideoPhrases } from "./words";
import { describeTimeLeft } from "./time.logic";
import type { ExportJob } from "./video-engine";

export interface Made {
  url: string;
  name: string;
  bytes: number;
}

interface ExportPanelProps {
  /** The platform's phrases for its video. */
  video: VideoPhrases;
  /** Why the export can't start now, or null when it can. */
  blocked: string | null;
  /** Starts the export; null when the engine isn't there. */
  start: (onProgress: (progress: number) => void) => { job: ExportJob; name: string } | null;
  made: Made | null;
  onMade: (made: Made | null) => void;
  onFailed: (error: unknown) => void;
}

type Running = { job: ExportJob; progress: number; since: number };

/** Export, its progress and Cancel, then the result to watch and download. */
export function ExportPanel({ video, blocked, start, made, onMade, onFailed }: ExportPanelProps) {
  const lang = useLang();
  const words = REEL_WORDS[lang];
  const [running, setRunning] = useState<Running | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const current = useRef<ExportJob | null>(null);

  // The clock for "time left" ticks while an export runs.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 500);
    return () => clearInterval(timer);
  }, [running]);

  // Leaving the page stops the work.
  useEffect(() => () => current.current?.cancel(), []);

  function go() {
    setNote(null);
    onMade(null);
    const started = start((progress) =>
      setRunning((old) => (old && old.job === current.current ? { ...old, progress } : old)),
    );
    if (!started) return;
    const { job, name } = started;
    current.current = job;
    const since = performance.now();
    setNow(since);
    setRunning({ job, progress: 0, since });
    job.done.then(
      (blob) => {
        if (current.current !== job) return;
        current.current = null;
        setRunning(null);
        onMade({ url: URL.createObjectURL(blob), name, bytes: blob.size });
        setNote(video.ready);
      },
      (error: unknown) => {
        if (current.current !== job) return;
        current.current = null;
        setRunning(null);
        onFailed(error);
      },
    );
  }

  function cancel() {
    const job = current.current;
    current.current = null;
    job?.cancel();
    setRunning(null);
    setNote(words.cancelled);
  }

  const shownPercent = running ? percent(running.progress, false) : 0;
  const left = running ? describeTimeLeft(secondsLeft(running.progress, now - running.since), lang) : null;

  return (
    <div className="grid gap-4">
      {blocked && <p className="text-notice">{blocked}</p>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={go} disabled={blocked !== null || running !== null} size="lg">
          {video.export}
        </Button>
        {running && (
          <Button variant="secondary" size="lg" onClick={cancel}>
            {words.cancel}
          </Button>
        )}
      </div>
      {running && (
        <div className="grid gap-2">
          <label htmlFor="export-progress" className="font-semibold">
            {video.making}
          </label>
          <progress id="export-progress" max={100} value={shownPercent} className="h-3 w-full accent-ig-from" />
          <p className="text-sm tabular-nums" data-testid="export-progress-text">
            {shownPercent}%{left ? ` · ${left}` : ""}
          </p>
        </div>
      )}
      <p role="status" className="text-sm">
        {note}
      </p>
      {made && (
        <div className="grid justify-items-start gap-3" data-testid="export-result">
          <video
            src={made.url}
            controls
            playsInline
            aria-label={video.result}
            className="max-h-[60vh] max-w-full rounded-lg bg-black"
          />
          <a href={made.url} download={made.name} className={buttonClass({ size: "lg" })}>
            {words.download} <span className="font-semibold">({formatBytes(made.bytes)})</span>
          </a>
          <p className="text-sm break-all text-muted">{made.name}</p>
        </div>
      )}
    </div>
  );
}
