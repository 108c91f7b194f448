// Lighthouse benchmark of the production build: serves build/client with scripts/serve.mjs, audits a
// fixed set of representative pages with Lighthouse's mobile defaults (simulated throttling), each
// several times in a fresh Chromium, and prints the median scores and metrics per page against the
// targets, followed by the JavaScript and CSS (gzip) every prerendered page loads. Everything is also
// written to bench-results/lighthouse.json. Misses are reported, not failed on: the exit code is 1 only
// when the bench itself could not run (no build, server or Chromium trouble, a Lighthouse error).
//
// Run after `npm run build` (`npm run bench` does both). Environment:
//   BENCH_RUNS   runs per page (default 3; 1 for a quick check)
//   BENCH_PORT   port for the server it starts (default 4303)
//   CHROME_PATH  Chromium binary (default /usr/bin/chromium)
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CLIENT_ROOT, JS_BUDGET_KB, measureBuild } from "./lib/page-weight.mjs";

const projectDir = new URL("../", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4303);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// serve.mjs listens on 127.0.0.1; Lighthouse treats it as a secure origin, like localhost.
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT_FILE = join(projectDir, "bench-results", "lighthouse.json");

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const TARGETS = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpS: 1.5,
  tbtMs: 50,
  cls: 0.01,
  jsGzipKb: JS_BUDGET_KB,
};

const KB = 1024;

if (!Number.isInteger(RUNS) || RUNS < 1)
  fail(`BENCH_RUNS must be a whole number ≥ 1, got "${process.env.BENCH_RUNS}".`);
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535)
  fail(`BENCH_PORT must be a port number, got "${process.env.BENCH_PORT}".`);

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

// The newest article, read from the slug list (first entry) so the bench follows new posts.
async function newestArticle() {
  const source = await readFile(join(projectDir, "app/content/blog-slugs.ts"), "utf8");
  const slug = /BLOG_SLUGS\s*=\s*\[\s*["']([^"']+)["']/.exec(source)?.[1];
  if (!slug) throw new Error("could not read the first slug of BLOG_SLUGS in app/content/blog-slugs.ts");
  return `/blog/${slug}`;
}

async function benchRoutes() {
  return [
    "/",
    "/instagram",
    "/instagram/hashtag-generator",
    "/stylish-name-generator",
    "/instagram/username-generator",
    "/youtube/video-downloader",
    "/blog",
    await newestArticle(),
    "/affiliate-products",
  ];
}

function routeFile(route) {
  return join(CLIENT_ROOT, route === "/" ? "" : route.slice(1), "index.html");
}

// --- processes we own, so any exit path (error, Ctrl-C) can stop them ---

let server = null;
let chrome = null;
let profileDir = null;

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function startServer() {
  // A server left on the port would be serving some older build; refuse rather than measure it.
  if (await answers(`${ORIGIN}/`))
    throw new Error(`something already answers on port ${PORT}; set BENCH_PORT to a free port`);
  let output = "";
  let exited = false;
  server = spawn(process.execPath, [join(projectDir, "scripts/serve.mjs")], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  server.on("exit", () => (exited = true));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped while starting:\n${output.trim()}`);
    try {
      const res = await fetch(`${ORIGIN}/`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server did not answer on ${ORIGIN} within 20 s:\n${output.trim()}`);
}

function waitForExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function stopChrome() {
  if (chrome) {
    const { process: child } = chrome;
    chrome.kill();
    chrome = null;
    if (child) await waitForExit(child, 5000);
  }
  if (profileDir) {
    await rm(profileDir, { recursive: true, force: true, maxRetries: 5 });
    profileDir = null;
  }
}

async function stopServer() {
  if (!server) return;
  const child = server;
  server = null;
  child.kill("SIGTERM");
  await waitForExit(child, 5000);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

async function cleanup() {
  await stopChrome();
  await stopServer();
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping Chromium and the server`);
    cleanup().finally(() => process.exit(130));
  });
}

// --- Lighthouse ---

let chromiumVersion = null;
let lighthouseVersion = null;

/** One Lighthouse run in a new Chromium with an empty profile; the figures, or `{ error }`. */
async function audit(url) {
  profileDir = await mkdtemp(join(tmpdir(), "cg-bench-"));
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profileDir,
      logLevel: "silent",
      handleSIGINT: false,
    });
    if (!chromiumVersion) {
      const info = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json());
      chromiumVersion = info.Browser;
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: CATEGORIES,
    });
    if (!result) return { error: "Lighthouse returned no result" };
    const { lhr } = result;
    lighthouseVersion = lhr.lighthouseVersion;
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    return figures(lhr);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await stopChrome();
  }
}

function figures(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? null;
  const run = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsTransferBytes: transfer("script"),
    totalTransferBytes: transfer("total"),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    failedAudits: failedAudits(lhr),
  };
  // A category without a score means one of its audits crashed: the run cannot be trusted.
  const missing = Object.entries(run)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
  return missing.length ? { ...run, error: `no value for ${missing.join(", ")}` } : run;
}

// The scored audits that cost a pass/fail category points, so a miss says what to fix.
function failedAudits(lhr) {
  const failed = {};
  for (const id of ["accessibility", "best-practices", "seo"]) {
    const ids = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === "number" && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    if (ids.length) failed[id] = ids;
  }
  return failed;
}

function median(values) {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const METRICS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "jsTransferBytes",
  "totalTransferBytes",
];

function medians(runs) {
  const ok = runs.filter((run) => !run.error);
  if (!ok.length) return null;
  return Object.fromEntries(METRICS.map((key) => [key, median(ok.map((run) => run[key]))]));
}

// The failing audits of a category across a page's runs, as " (id, id)".
function because(runs, category) {
  const ids = new Set(runs.flatMap((run) => run.failedAudits?.[category] ?? []));
  return ids.size ? ` (${[...ids].join(", ")})` : "";
}

function missesOf(m, jsGzipKb, runs = []) {
  const misses = [];
  if (m) {
    if (m.performance < TARGETS.performance) misses.push(`performance ${m.performance} < ${TARGETS.performance}`);
    if (m.accessibility < TARGETS.accessibility)
      misses.push(`accessibility ${m.accessibility} < ${TARGETS.accessibility}${because(runs, "accessibility")}`);
    if (m.bestPractices < TARGETS.bestPractices)
      misses.push(`best practices ${m.bestPractices} < ${TARGETS.bestPractices}${because(runs, "best-practices")}`);
    if (m.seo < TARGETS.seo) misses.push(`SEO ${m.seo} < ${TARGETS.seo}${because(runs, "seo")}`);
    if (m.lcpMs / 1000 > TARGETS.lcpS) misses.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${TARGETS.lcpS} s`);
    if (m.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${Math.round(m.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
    if (m.cls > TARGETS.cls) misses.push(`CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`);
  }
  if (jsGzipKb !== undefined && jsGzipKb > TARGETS.jsGzipKb)
    misses.push(`JS ${jsGzipKb.toFixed(1)} KB gzip > ${TARGETS.jsGzipKb} KB`);
  return misses;
}

// --- report ---

const cell = (value, width, format) => (value === null || value === undefined ? "–" : format(value)).padStart(width);

function printTable(results) {
  const header = [
    "route".padEnd(36),
    "perf".padStart(4),
    "a11y".padStart(4),
    "bp".padStart(4),
    "seo".padStart(4),
    "FCP s".padStart(6),
    "LCP s".padStart(6),
    "TBT ms".padStart(6),
    "CLS".padStart(6),
    "JS KB".padStart(6),
    "all KB".padStart(7),
    "targets".padStart(7),
  ].join(" ");
  console.log(
    `\nMedians of ${RUNS} run${RUNS === 1 ? "" : "s"} per page (Lighthouse mobile, simulated throttling; KB transferred)`,
  );
  console.log(header);
  console.log("-".repeat(header.length));
  for (const { route, median: m, misses } of results) {
    const status = m ? (misses.length ? "MISS" : "PASS") : "ERROR";
    console.log(
      [
        route.padEnd(36),
        cell(m?.performance, 4, String),
        cell(m?.accessibility, 4, String),
        cell(m?.bestPractices, 4, String),
        cell(m?.seo, 4, String),
        cell(m?.fcpMs, 6, (v) => (v / 1000).toFixed(2)),
        cell(m?.lcpMs, 6, (v) => (v / 1000).toFixed(2)),
        cell(m?.tbtMs, 6, (v) => String(Math.round(v))),
        cell(m?.cls, 6, (v) => v.toFixed(3)),
        cell(m?.jsTransferBytes, 6, (v) => (v / KB).toFixed(1)),
        cell(m?.totalTransferBytes, 7, (v) => (v / KB).toFixed(1)),
        status.padStart(7),
      ].join(" "),
    );
  }
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, accessibility / best practices / SEO = 100, ` +
      `LCP ≤ ${TARGETS.lcpS} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, JS ≤ ${TARGETS.jsGzipKb} KB gzip per page`,
  );
}

function printWeights(weights) {
  console.log(`\nJavaScript and CSS loaded by every prerendered page (gzip, KB = 1,024 bytes)`);
  console.log(`${"route".padEnd(42)} ${"JS gzip".padStart(9)} ${"CSS gzip".padStart(9)}`);
  for (const { route, js, css } of weights) {
    const flag = js > TARGETS.jsGzipKb ? "  MISS" : "";
    console.log(`${route.padEnd(42)} ${js.toFixed(1).padStart(6)} KB ${css.toFixed(1).padStart(6)} KB${flag}`);
  }
}

// --- main ---

async function main() {
  const started = Date.now();
  if (!existsSync(join(CLIENT_ROOT, "index.html")))
    throw new Error("no build found in build/client; run `npm run build` first (`npm run bench` does)");
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}; set CHROME_PATH`);
  const routes = await benchRoutes();
  const notBuilt = routes.filter((route) => !existsSync(routeFile(route)));
  if (notBuilt.length) throw new Error(`not in the build: ${notBuilt.join(", ")}`);

  const weights = await measureBuild();
  const weightOf = new Map(weights.map((row) => [row.route, row]));

  await startServer();
  const total = routes.length * RUNS;
  let step = 0;
  const results = [];
  for (const route of routes) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      step++;
      process.stdout.write(`[${step}/${total}] ${route} run ${run} … `);
      const t0 = Date.now();
      const result = await audit(`${ORIGIN}${route}`);
      const took = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
      runs.push({ run, ...result });
      if (result.error) console.log(`FAILED (${took}): ${result.error}`);
      else
        console.log(
          `perf ${result.performance}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(result.tbtMs)} ms (${took})`,
        );
    }
    const m = medians(runs);
    const weight = weightOf.get(route);
    results.push({
      route,
      url: `${ORIGIN}${route}`,
      runs,
      median: m,
      jsGzipKb: weight?.js,
      cssGzipKb: weight?.css,
      misses: missesOf(m, weight?.js, runs),
    });
  }
  await stopServer();

  printTable(results);
  const misses = results.flatMap(({ route, misses: list }) => list.map((miss) => `${route}: ${miss}`));
  const benched = new Set(routes);
  // The other pages can only miss the JS target; the size table shows them, so the console gets a count.
  const otherMisses = weights
    .filter(({ route }) => !benched.has(route))
    .flatMap(({ route, js }) => missesOf(null, js).map((miss) => `${route}: ${miss}`));
  const failures = results.flatMap(({ route, runs }) =>
    runs.filter((run) => run.error).map((run) => `${route} run ${run.run}: ${run.error}`),
  );
  if (misses.length) console.log(`\nMisses:\n${misses.map((m) => `  ${m}`).join("\n")}`);
  if (otherMisses.length)
    console.log(
      `${misses.length ? "" : "\n"}  and JS > ${TARGETS.jsGzipKb} KB gzip on ${otherMisses.length} more prerendered page(s): see the table below`,
    );
  if (!misses.length && !otherMisses.length) console.log("\nAll targets met.");
  if (failures.length)
    console.log(`\nLighthouse failures (${failures.length}):\n${failures.map((f) => `  ${f}`).join("\n")}`);

  printWeights(weights);

  const seconds = Math.round((Date.now() - started) / 1000);
  await mkdir(join(projectDir, "bench-results"), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    lighthouseVersion,
    chromiumVersion,
    chromePath: CHROME_PATH,
    settings: {
      formFactor: "mobile",
      throttling: "simulated",
      categories: CATEGORIES,
      runsPerPage: RUNS,
      chromeFlags: CHROME_FLAGS,
    },
    targets: TARGETS,
    durationSeconds: seconds,
    routes: results,
    pageWeights: weights,
    misses: [...misses, ...otherMisses],
    failures,
  };
  await writeFile(OUT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${chromiumVersion}; ${seconds} s. Written to bench-results/lighthouse.json`,
  );
  return failures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nbench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanup();
}
process.exit(code);
