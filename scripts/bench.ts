// The performance bench of the production build (run `npm run bench`, which builds first):
// 1. Lighthouse through Lighthouse CI on nine representative pages: `lhci collect` with the
//    settings in lighthouserc.json (mobile, simulated throttling, several runs per page in a fresh
//    Chromium), then `lhci assert` against the budgets in the same file; the median of each score
//    and metric per page is printed from the saved reports.
// 2. The slow phone (scripts/lib/slow-phone.ts): every tool page in the registry and the other pages
//    Lighthouse audits, the median of several real loads with a slowed CPU and network. Targets:
//    the browser's own largest paint ≤ 1.0 s on every page, interactive ≤ 1.5 s on tool pages.
// 3. Video (scripts/lib/video-bench.ts): a 30 s 1080p clip made into a 9:16 Reel by the Reel Maker
//    page (Mediabunny, in headless Chromium), by ffmpeg.wasm in the same browser and by native
//    ffmpeg: seconds of video per second of work, and peak memory. Target: 3× ffmpeg.wasm.
// 4. The JavaScript and CSS (gzip) every prerendered page loads.
// Everything is written to bench-results/bench.json. Misses are reported, not failed on (the
// figures move between runs on a shared machine): the exit code is 1 only when the bench itself
// could not run. Environment:
//   BENCH_RUNS   runs per page (default 3; 1 for a quick check)
//   BENCH_PORT   port for the server it starts (default 4303)
//   BENCH_PARTS  any of "lighthouse", "phone" and "video", comma-separated (default all three)
//   CHROME_PATH  Chromium binary (default /usr/bin/chromium)
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { BLOG_SLUGS, blogPath } from "~/content/blog-slugs";
import { tools } from "~/tools/registry";
import { type PhoneRow, describeFailure, lighthouseTable, phoneTable, weightTable } from "./lib/bench-report";
import { type PageSummary, assertionResults, lhci, savedResults, summarise } from "./lib/lighthouse";
import { CLIENT_ROOT, JS_BUDGET_KB, measureBuild } from "./lib/page-weight";
import { type RunningServer, startServer } from "./lib/server-process";
import { SLOW_PHONE, measureLoad } from "./lib/slow-phone";
import { median } from "./lib/stats";
import { benchVideo } from "./lib/video-bench";
import { type VideoBenchResult, verdict, videoTable } from "./lib/video-bench-report";

const projectDir = new URL("../", import.meta.url).pathname;
const LHCI_DIR = join(projectDir, ".lighthouseci");
const CONFIG = join(projectDir, "lighthouserc.json");
const OUT_FILE = join(projectDir, "bench-results", "bench.json");
const PHONE_TARGETS = { interactiveMs: 1500, largestPaintMs: 1000 };
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

function setting(name: string, fallback: number, valid: (n: number) => boolean): number {
  const raw = process.env[name];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || !valid(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const LIGHTHOUSE_PAGES = [
  "/",
  "/instagram",
  "/instagram/hashtag-generator",
  "/stylish-name-generator",
  "/instagram/username-generator",
  "/youtube/video-downloader",
  "/blog",
  // The newest article, so the bench follows new posts.
  blogPath(BLOG_SLUGS[0]),
  "/affiliate-products",
];

// The same flags Lighthouse CI passes (lighthouserc.json), so both parts run the same browser.
const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

async function lighthouse(origin: string, runs: number) {
  const urls = LIGHTHOUSE_PAGES.map((path) => `${origin}${path}`);
  console.log(`\nLighthouse CI: ${urls.length} pages × ${runs} run${runs === 1 ? "" : "s"}`);
  const env = { ...process.env, CHROME_PATH };
  const args = [`--config=${CONFIG}`, `--numberOfRuns=${runs}`, `--chromePath=${CHROME_PATH}`];
  const collected = await lhci(["collect", ...args, ...urls.map((url) => `--url=${url}`)], env);
  if (collected !== 0) throw new Error(`lhci collect exited with ${collected}`);
  const asserted = await lhci(["assert", `--config=${CONFIG}`], env);
  const lhrs = await savedResults(LHCI_DIR);
  const pages = summarise(lhrs, urls);
  const failures = (await assertionResults(LHCI_DIR)).filter((f) => !f.passed);
  console.log(
    `\nMedians of ${runs} run${runs === 1 ? "" : "s"} per page (Lighthouse ${lhrs[0]?.lighthouseVersion ?? "?"} ` +
      `mobile, simulated throttling; KB transferred; budgets from lighthouserc.json, checked by lhci assert)`,
  );
  console.log(lighthouseTable(pages, origin, failures));
  if (failures.length) {
    console.log(`\nBudgets missed (lhci assert exited with ${asserted}):`);
    for (const f of failures) console.log(`  ${f.url.slice(origin.length)}: ${describeFailure(f)}`);
  } else console.log("\nEvery Lighthouse budget met.");
  return { lighthouseVersion: lhrs[0]?.lighthouseVersion, pages, failures, errors: pages.flatMap((p) => p.errors) };
}

async function slowPhone(browser: Browser, origin: string, runs: number): Promise<PhoneRow[]> {
  // Every tool page, then the other pages Lighthouse audits, so each route in the bench has the
  // browser's own largest paint next to Lighthouse's simulated one.
  const toolPaths = new Set<string>(tools.map((tool) => tool.path));
  const pages = [...toolPaths, ...LIGHTHOUSE_PAGES.filter((path) => !toolPaths.has(path))];
  console.log(
    `\nSlow phone: ${toolPaths.size} tool pages and ${pages.length - toolPaths.size} others × ${runs} load${runs === 1 ? "" : "s"} ` +
      `(CPU ÷${SLOW_PHONE.cpuSlowdown}, ${SLOW_PHONE.rttMs} ms RTT, ${SLOW_PHONE.downloadKbps / 1024} Mbit/s down)`,
  );
  const rows: PhoneRow[] = [];
  for (const path of pages) {
    const loads = [];
    let error: string | undefined;
    for (let run = 0; run < runs && !error; run++) {
      try {
        loads.push(await measureLoad(browser, `${origin}${path}`));
      } catch (caught) {
        error = caught instanceof Error ? caught.message.split("\n")[0] : String(caught);
      }
    }
    const row: PhoneRow = {
      route: path,
      tool: toolPaths.has(path),
      paintMs: median(loads.map((l) => l.paintMs)),
      largestPaintMs: median(loads.map((l) => l.largestPaintMs)),
      interactiveMs: median(loads.map((l) => l.interactiveMs)),
      formInFirstScreen: loads[0]?.formInFirstScreen ?? null,
      error,
    };
    const shown = (ms: number | null) => (ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`);
    console.log(
      `  ${path}: painted ${shown(row.paintMs)}, largest paint ${shown(row.largestPaintMs)}, interactive ${shown(row.interactiveMs)}${error ? ` (${error})` : ""}`,
    );
    rows.push(row);
  }
  console.log(
    `\nMedian of ${runs} load${runs === 1 ? "" : "s"} per page. Targets: largest paint ≤ ${PHONE_TARGETS.largestPaintMs / 1000} s ` +
      `on every page, interactive ≤ ${PHONE_TARGETS.interactiveMs / 1000} s on tool pages`,
  );
  console.log(phoneTable(rows, PHONE_TARGETS));
  return rows;
}

async function main(): Promise<number> {
  const started = Date.now();
  const runs = setting("BENCH_RUNS", 3, (n) => n >= 1);
  const port = setting("BENCH_PORT", 4303, (n) => n >= 1 && n <= 65535);
  const parts = new Set((process.env.BENCH_PARTS ?? "lighthouse,phone,video").split(","));
  if (!existsSync(join(CLIENT_ROOT, "index.html")))
    throw new Error("no build found in build/client; run `npm run build` first (`npm run bench` does)");
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}; set CHROME_PATH`);

  const weights = await measureBuild();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  try {
    server = await startServer(port);
    const report = parts.has("lighthouse") ? await lighthouse(server.origin, runs) : undefined;
    let phone: PhoneRow[] | undefined;
    if (parts.has("phone") || parts.has("video"))
      browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
    if (parts.has("phone") && browser) phone = await slowPhone(browser, server.origin, runs);
    let video: VideoBenchResult | undefined;
    if (parts.has("video") && browser) {
      video = await benchVideo(browser, server.origin, runs);
      const load = video.loadAverage == null ? "" : ` Load average at the end: ${video.loadAverage.toFixed(1)}.`;
      console.log(`\n${videoTable(video)}\n\n${verdict(video)}${load}`);
    }
    console.log(
      `\nJavaScript and CSS loaded by every prerendered page (gzip, KB = 1,024 bytes; budget JS ≤ ${JS_BUDGET_KB} KB)`,
    );
    console.log(weightTable(weights, JS_BUDGET_KB));

    const chromiumVersion = browser?.version();
    await mkdir(join(projectDir, "bench-results"), { recursive: true });
    await writeFile(
      OUT_FILE,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          runsPerPage: runs,
          lighthouse: report,
          slowPhone: phone && { settings: SLOW_PHONE, targets: PHONE_TARGETS, chromiumVersion, pages: phone },
          pageWeights: weights,
          video,
        },
        null,
        2,
      )}\n`,
    );
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`\n${seconds} s. Written to bench-results/bench.json (reports in .lighthouseci/)`);
    const videoErrors = video
      ? [video.mediabunny, video.ffmpegWasm, video.native].flatMap((r) => ("error" in r ? [r.error] : []))
      : [];
    const broken = [...(report?.errors ?? []), ...(phone ?? []).flatMap((row) => row.error ?? []), ...videoErrors];
    if (broken.length) console.log(`\nRuns that failed:\n${broken.map((e) => `  ${e}`).join("\n")}`);
    return broken.length || (report?.pages ?? []).some((p: PageSummary) => !p.median) ? 1 : 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\nbench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
