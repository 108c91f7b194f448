// The video part of the bench, as numbers and a table: how many seconds of video each engine makes
// per second of work, its peak memory, and how it compares with ffmpeg.wasm and with native ffmpeg.

export interface EngineRun {
  /** Seconds of work for the whole clip (each run), load time not included. */
  workSeconds: number[];
  /** Peak memory of the processes doing the work, in MB (1,000,000 bytes). */
  peakMB: number;
  /** The same processes' memory just before the work started, in MB. */
  baselineMB: number;
  /** One-off set-up not counted as work (fetching and compiling a WebAssembly build), seconds. */
  loadSeconds?: number;
  note: string;
}

export type EngineResult = EngineRun | { error: string };

export interface VideoBenchResult {
  clip: { seconds: number; width: number; height: number; frameRate: number };
  output: { width: number; height: number };
  mediabunny: EngineResult;
  ffmpegWasm: EngineResult;
  native: EngineResult;
  /** The machine's one-minute load average when the part ended: shared machines make slow runs. */
  loadAverage?: number | null;
}

/** The median of a list (the middle one, or the mean of the two middle ones). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function isRun(result: EngineResult): result is EngineRun {
  return !("error" in result);
}

/** Seconds of video made per second of work, from the median run. */
export function speed(clipSeconds: number, result: EngineResult): number | null {
  if (!isRun(result)) return null;
  const work = median(result.workSeconds);
  return work > 0 ? clipSeconds / work : null;
}

/** How many times faster `a` is than `b`; null when either is missing. */
export function ratio(a: number | null, b: number | null): number | null {
  return a !== null && b !== null && b > 0 ? a / b : null;
}

const fixed = (value: number | null, digits = 2) => (value === null ? "–" : value.toFixed(digits));

export function videoTable(result: VideoBenchResult): string {
  const { clip } = result;
  const rows: [string, EngineResult][] = [
    ["Mediabunny (the Reel Maker page)", result.mediabunny],
    ["ffmpeg.wasm", result.ffmpegWasm],
    ["native ffmpeg", result.native],
  ];
  const wasmSpeed = speed(clip.seconds, result.ffmpegWasm);
  const nativeSpeed = speed(clip.seconds, result.native);
  const lines = [
    "| engine | work (median) | video s per s of work | × ffmpeg.wasm | × native | peak memory (above idle) | notes |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [name, run] of rows) {
    if (!isRun(run)) {
      lines.push(`| ${name} | failed | – | – | – | – | ${run.error} |`);
      continue;
    }
    const s = speed(clip.seconds, run);
    const load = run.loadSeconds === undefined ? "" : `; load ${run.loadSeconds.toFixed(1)} s not counted`;
    lines.push(
      `| ${name} | ${median(run.workSeconds).toFixed(1)} s | ${fixed(s)} | ${fixed(ratio(s, wasmSpeed), 1)} | ` +
        `${fixed(ratio(s, nativeSpeed))} | ${run.peakMB.toFixed(0)} MB (+${(run.peakMB - run.baselineMB).toFixed(0)} MB) | ` +
        `${run.note}${load} |`,
    );
  }
  return lines.join("\n");
}

/** The target: Mediabunny at least 3× as fast as ffmpeg.wasm on the same machine. */
export const WASM_TARGET = 3;

export function verdict(result: VideoBenchResult): string {
  const ours = speed(result.clip.seconds, result.mediabunny);
  const times = ratio(ours, speed(result.clip.seconds, result.ffmpegWasm));
  const native = ratio(ours, speed(result.clip.seconds, result.native));
  const target =
    times === null
      ? "Target (≥ 3× ffmpeg.wasm) not checked: a run failed."
      : `${times >= WASM_TARGET ? "Target met" : "Target missed"}: ${times.toFixed(1)}× ffmpeg.wasm (target ≥ ${WASM_TARGET}×).`;
  const floor = native === null ? "" : ` Mediabunny runs at ${(native * 100).toFixed(0)}% of native ffmpeg's speed.`;
  return `${target}${floor}`;
}
