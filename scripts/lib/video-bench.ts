// The bench's video part: a 30 s 1080p clip with sound made into a 9:16 Reel (1080 × 1920, H.264 +
// AAC) three ways on this machine:
// 1. Mediabunny, through the built Reel Maker page itself in headless Chromium (pick the clip,
//    press Export, wait for the Download link);
// 2. ffmpeg.wasm (@ffmpeg/ffmpeg with its single-thread core), what other free sites run, in the
//    same browser, on a small page served from node_modules;
// 3. native ffmpeg, the floor.
// ffmpeg gets the fastest x264 preset (ultrafast) and the same bitrate the page asks WebCodecs for,
// which favours it. Work is timed without one-off set-up (fetching ffmpeg.wasm's 31 MB core).
// Memory is the proportional set size (PSS) of the working processes (every Chromium process, or
// the ffmpeg process), sampled four times a second, so shared pages are not counted twice.
import { execFile, spawn } from "node:child_process";
import { mkdir, readFile, readdir, stat } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { loadavg } from "node:os";
import { dirname, extname, join } from "node:path";
import { promisify } from "node:util";
import type { Browser } from "@playwright/test";
import { videoBitrate } from "~/tools/reel-maker/export.logic";
import { videoFixtures } from "../make-video-fixtures";
import { benchDir } from "./bench-packages";
import type { EngineResult, VideoBenchResult } from "./video-bench-report";

const run = promisify(execFile);
const projectDir = new URL("../../", import.meta.url).pathname;
const OUTPUT = { width: 1080, height: 1920 };
const BITRATE_K = Math.round(videoBitrate(OUTPUT, 30) / 1000);
const AUDIO_K = 128;
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** The same Reel, as ffmpeg arguments: fill 9:16 from the centre, H.264 at the page's bitrate, AAC. */
export function ffmpegArgs(input: string, output: string): string[] {
  return [
    "-i",
    input,
    "-vf",
    `scale=${OUTPUT.width}:${OUTPUT.height}:force_original_aspect_ratio=increase,crop=${OUTPUT.width}:${OUTPUT.height}`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-b:v",
    `${BITRATE_K}k`,
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    `${AUDIO_K}k`,
    "-ac",
    "2",
    "-y",
    output,
  ];
}

// ---- memory -------------------------------------------------------------------------------------

async function parentOf(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces or brackets; the fields after its closing bracket don't.
    const fields = status.slice(status.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return null;
  }
}

async function pssKB(pid: number): Promise<number> {
  try {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Processes below `root` whose command line matches `name`. */
async function descendants(root: number, name: RegExp): Promise<number[]> {
  const pids = (await readdir("/proc")).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const parents = new Map<number, number | null>(
    await Promise.all(pids.map(async (pid) => [pid, await parentOf(pid)] as const)),
  );
  const below = (pid: number) => {
    for (let at = parents.get(pid); at; at = parents.get(at)) if (at === root) return true;
    return false;
  };
  const found: number[] = [];
  for (const pid of pids) {
    if (!below(pid)) continue;
    const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (name.test(command.split("\0")[0] ?? "")) found.push(pid);
  }
  return found;
}

/** Sums the PSS of a set of processes four times a second; `stop` gives the peak in MB. */
function sampleMemory(pids: () => Promise<number[]>): { stop: () => Promise<number> } {
  let peak = 0;
  const state = { running: true };
  const loop = (async () => {
    while (state.running) {
      const total = (await Promise.all((await pids()).map(pssKB))).reduce((a, b) => a + b, 0);
      peak = Math.max(peak, (total * 1024) / 1e6);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stop: async () => {
      state.running = false;
      await loop;
      return peak;
    },
  };
}

async function memoryNow(pids: number[]): Promise<number> {
  return ((await Promise.all(pids.map(pssKB))).reduce((a, b) => a + b, 0) * 1024) / 1e6;
}

const chromiumProcesses = () => descendants(process.pid, /chrom/i);

// ---- the three engines --------------------------------------------------------------------------

async function probeVideo(file: string): Promise<{ width: number; height: number; duration: number; audio: boolean }> {
  const { stdout } = await run("ffprobe", ["-v", "error", "-print_format", "json", "-show_streams", file]);
  const streams = (JSON.parse(stdout) as { streams: Record<string, string | number>[] }).streams;
  const video = streams.find((s) => s.codec_type === "video");
  return {
    width: Number(video?.width),
    height: Number(video?.height),
    duration: Number(video?.duration),
    audio: streams.some((s) => s.codec_type === "audio" && s.codec_name === "aac"),
  };
}

function checkOutput(made: { width: number; height: number; duration: number; audio: boolean }, seconds: number) {
  if (
    made.width !== OUTPUT.width ||
    made.height !== OUTPUT.height ||
    !made.audio ||
    Math.abs(made.duration - seconds) > 0.1
  )
    throw new Error(`unexpected output: ${JSON.stringify(made)}`);
}

interface OneRun {
  workSeconds: number;
  peakMB: number;
  baselineMB: number;
  loadSeconds?: number;
}

async function mediabunny(browser: Browser, origin: string, clip: string, seconds: number): Promise<OneRun> {
  const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/instagram/reel-maker`);
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    await page.locator("#video-file").setInputFiles(clip);
    // Ready once the engine is in and this browser's encoders are checked (the button says so).
    await page.waitForFunction(
      () => {
        const button = [...document.querySelectorAll("main button")].find(
          (b) => b.textContent.trim() === "Export Reel",
        );
        return button instanceof HTMLButtonElement && !button.disabled;
      },
      undefined,
      { timeout: 60_000 },
    );
    const baselineMB = await memoryNow(await chromiumProcesses());
    const memory = sampleMemory(chromiumProcesses);
    const started = performance.now();
    await page.getByRole("button", { name: "Export Reel" }).click();
    const link = page.getByTestId("export-result").getByRole("link", { name: /^Download/ });
    await link.waitFor({ state: "visible", timeout: EXPORT_TIMEOUT_MS });
    const workSeconds = (performance.now() - started) / 1000;
    const peakMB = await memory.stop();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    checkOutput(await probeVideo(await download.path()), seconds);
    return { workSeconds, peakMB, baselineMB };
  } finally {
    await context.close();
  }
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".mp4": "video/mp4",
};

// The bench page: loads ffmpeg.wasm, copies the clip in, runs the command, reads the result out.
const WASM_PAGE = `<!doctype html><meta charset="utf-8"><title>ffmpeg.wasm bench</title>
<script type="module">
import { FFmpeg } from "/ffmpeg/index.js";
window.runBench = async (args) => {
  const ffmpeg = new FFmpeg();
  const t0 = performance.now();
  await ffmpeg.load({ coreURL: "/core/ffmpeg-core.js", wasmURL: "/core/ffmpeg-core.wasm" });
  const loaded = performance.now();
  const data = new Uint8Array(await (await fetch("/clip.mp4")).arrayBuffer());
  const t1 = performance.now();
  await ffmpeg.writeFile("in.mp4", data);
  const code = await ffmpeg.exec(args);
  const out = await ffmpeg.readFile("out.mp4");
  const done = performance.now();
  ffmpeg.terminate();
  return { loadMs: loaded - t0, workMs: done - t1, code, bytes: out.length };
};
window.benchReady = true;
</script>`;

function serveWasmBench(clip: string): Promise<{ server: Server; origin: string }> {
  const roots: Record<string, string> = {
    "/ffmpeg/": join(benchDir, "node_modules/@ffmpeg/ffmpeg/dist/esm/"),
    "/core/": join(benchDir, "node_modules/@ffmpeg/core/dist/esm/"),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? "/", "http://x").pathname;
      let file: string | null = null;
      if (path === "/clip.mp4") file = clip;
      for (const [prefix, dir] of Object.entries(roots))
        if (path.startsWith(prefix) && !path.includes("..")) file = join(dir, path.slice(prefix.length));
      if (path === "/") {
        response.writeHead(200, { "Content-Type": TYPES[".html"] ?? "" }).end(WASM_PAGE);
        return;
      }
      if (!file || !(await stat(file).catch(() => null))) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
      response.end(await readFile(file));
    })();
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

async function ffmpegWasm(browser: Browser, clip: string): Promise<OneRun> {
  const { server, origin } = await serveWasmBench(clip);
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(EXPORT_TIMEOUT_MS);
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
    const before = await memoryNow(await chromiumProcesses());
    const memory = sampleMemory(chromiumProcesses);
    const args = ffmpegArgs("in.mp4", "out.mp4");
    const result = await page.evaluate(
      (list) =>
        (
          window as unknown as {
            runBench: (a: string[]) => Promise<{ loadMs: number; workMs: number; code: number; bytes: number }>;
          }
        ).runBench(list),
      args,
    );
    const peakMB = await memory.stop();
    if (result.code !== 0 || result.bytes < 100_000) throw new Error(`ffmpeg.wasm exited with ${result.code}`);
    return { workSeconds: result.workMs / 1000, peakMB, baselineMB: before, loadSeconds: result.loadMs / 1000 };
  } finally {
    await context.close();
    server.close();
  }
}

async function nativeFfmpeg(clip: string, out: string, seconds: number): Promise<OneRun> {
  const started = performance.now();
  const child = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", ...ffmpegArgs(clip, out)], {
    stdio: "inherit",
  });
  const memory = sampleMemory(() => Promise.resolve(child.pid ? [child.pid] : []));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  const workSeconds = (performance.now() - started) / 1000;
  const peakMB = await memory.stop();
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
  checkOutput(await probeVideo(out), seconds);
  return { workSeconds, peakMB, baselineMB: 0 };
}

/** Runs one engine's rounds one at a time, in turn with the others; a failure ends that engine. */
class Engine {
  private runs: OneRun[] = [];
  private failure: string | null = null;

  constructor(
    readonly name: string,
    private readonly note: string,
    private readonly once: () => Promise<OneRun>,
  ) {}

  async round(): Promise<void> {
    if (this.failure !== null) return;
    try {
      const result = await this.once();
      this.runs.push(result);
      console.log(`  ${this.name}: ${result.workSeconds.toFixed(1)} s, peak ${result.peakMB.toFixed(0)} MB`);
    } catch (error) {
      this.failure = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
      console.log(`  ${this.name} failed: ${this.failure}`);
    }
  }

  result(): EngineResult {
    if (this.failure !== null && this.runs.length === 0) return { error: this.failure };
    const loads = this.runs.flatMap((r) => (r.loadSeconds === undefined ? [] : [r.loadSeconds]));
    return {
      workSeconds: this.runs.map((r) => r.workSeconds),
      peakMB: Math.max(...this.runs.map((r) => r.peakMB)),
      baselineMB: Math.min(...this.runs.map((r) => r.baselineMB)),
      ...(loads.length ? { loadSeconds: loads.reduce((a, b) => a + b, 0) / loads.length } : {}),
      note: this.note,
    };
  }
}

export async function benchVideo(browser: Browser, origin: string, runs: number): Promise<VideoBenchResult> {
  const { bench: clip } = await videoFixtures(["bench"]);
  const source = await probeVideo(clip);
  const seconds = source.duration;
  const out = join(projectDir, "bench-results", "native-reel.mp4");
  await mkdir(dirname(out), { recursive: true });
  const version = (await run("ffmpeg", ["-version"])).stdout.split(" ")[2] ?? "?";
  console.log(
    `\nVideo: a ${seconds.toFixed(0)} s ${source.width} × ${source.height} clip with sound into a 9:16 Reel ` +
      `(${OUTPUT.width} × ${OUTPUT.height}, H.264 ${BITRATE_K} kbit/s + AAC ${AUDIO_K} kbit/s), ` +
      `${runs} round${runs === 1 ? "" : "s"}, the engines in turn (load average ${loadavg()[0]?.toFixed(1) ?? "?"})`,
  );
  const engines = [
    new Engine("Mediabunny", "WebCodecs H.264 (software here), AAC in WebAssembly", () =>
      mediabunny(browser, origin, clip, seconds),
    ),
    new Engine("ffmpeg.wasm", "@ffmpeg/ffmpeg 0.12.15, single-thread core 0.12.10, x264 ultrafast", () =>
      ffmpegWasm(browser, clip),
    ),
    new Engine("native ffmpeg", `ffmpeg ${version}, x264 ultrafast, all cores`, () => nativeFfmpeg(clip, out, seconds)),
  ];
  for (let round = 0; round < runs; round++) for (const engine of engines) await engine.round();
  const [ours, wasm, native] = engines.map((engine) => engine.result());
  return {
    clip: { seconds, width: source.width, height: source.height, frameRate: 30 },
    output: OUTPUT,
    mediabunny: ours ?? { error: "not run" },
    ffmpegWasm: wasm ?? { error: "not run" },
    native: native ?? { error: "not run" },
    loadAverage: loadavg()[0] ?? null,
  };
}
