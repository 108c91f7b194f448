// Lighthouse through Lighthouse CI: `lhci collect` audits each URL with the settings in
// lighthouserc.json and saves one report per run in .lighthouseci/; `lhci assert` checks the
// budgets in the same file. What LHCI does not do, a median table per page for docs/bench.md,
// is done here from the saved reports.
import { spawn } from "node:child_process";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { benchPackageFile } from "./bench-packages";
import { median } from "./stats";

/** The fields of a Lighthouse result (LHR) this module reads. */
export interface LighthouseResult {
  requestedUrl: string;
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        score: number | null;
        numericValue?: number;
        details?: { items?: { resourceType?: string; transferSize?: number }[] };
      }
    | undefined
  >;
}

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface RunFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsTransferBytes: number | null;
  totalTransferBytes: number | null;
}

/** The scores (0–100) and metrics of one run. */
export function runFigures(lhr: LighthouseResult): RunFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transfer = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? null;
  return {
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
  };
}

function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    jsTransferBytes: of("jsTransferBytes"),
    totalTransferBytes: of("totalTransferBytes"),
  };
}

export interface PageSummary {
  url: string;
  runs: number;
  /** Runs that ended in a Lighthouse error, with its message. */
  errors: string[];
  median: RunFigures | null;
}

/** Median figures per requested URL, in the order given. */
export function summarise(lhrs: readonly LighthouseResult[], urls: readonly string[]): PageSummary[] {
  return urls.map((url) => {
    const mine = lhrs.filter((lhr) => lhr.requestedUrl === url);
    const errors = mine.flatMap((lhr) =>
      lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [],
    );
    const ok = mine.filter((lhr) => !lhr.runtimeError).map(runFigures);
    return { url, runs: mine.length, errors, median: ok.length ? medianFigures(ok) : null };
  });
}

/** One `lhci` command, its output passed through with a prefix; resolves to its exit code. */
export function lhci(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const cli = benchPackageFile("@lhci/cli/src/cli.js");
    const child = spawn(process.execPath, [cli, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    const relay = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, "  lhci | "));
    child.stdout.on("data", relay);
    child.stderr.on("data", relay);
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** The reports `lhci collect` saved in a folder (its .lighthouseci/). */
export async function savedResults(dir: string): Promise<LighthouseResult[]> {
  const files = (await readdir(dir)).filter((name) => /^lhr-\d+\.json$/.test(name));
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as LighthouseResult),
  );
}

/** A failed `lhci assert` check, as saved in .lighthouseci/assertion-results.json. */
export interface AssertionResult {
  url: string;
  level: "warn" | "error";
  passed: boolean;
  auditId?: string;
  auditProperty?: string;
  name: string;
  operator: string;
  expected: number;
  actual: number;
}

export async function assertionResults(dir: string): Promise<AssertionResult[]> {
  try {
    return JSON.parse(await readFile(join(dir, "assertion-results.json"), "utf8")) as AssertionResult[];
  } catch {
    return [];
  }
}
