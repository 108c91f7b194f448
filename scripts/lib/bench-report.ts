// The bench's tables: plain text for the terminal, one row per page.
import type { AssertionResult, PageSummary } from "./lighthouse";
import type { PageWeight } from "./page-weight";

const KB = 1024;
const cell = <T>(value: T | null | undefined, width: number, format: (v: T) => string) =>
  (value === null || value === undefined ? "–" : format(value)).padStart(width);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** "PASS", "warn" (only warn-level budgets missed) or "MISS", from lhci assert's results for a URL. */
export function verdict(failures: readonly AssertionResult[]): string {
  if (failures.some((f) => f.level === "error")) return "MISS";
  return failures.length ? "warn" : "PASS";
}

export function describeFailure(f: AssertionResult): string {
  const what = [f.auditId, f.auditProperty].filter(Boolean).join(".") || f.name;
  const round = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3));
  return `${f.level} ${what}: ${round(f.actual)} (budget ${f.operator} ${round(f.expected)})`;
}

export function lighthouseTable(pages: readonly PageSummary[], origin: string, failures: readonly AssertionResult[]) {
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
    "budgets".padStart(7),
  ].join(" ");
  const rows = pages.map(({ url, median: m }) => {
    const mine = failures.filter((f) => f.url === url);
    return [
      url.slice(origin.length).padEnd(36),
      cell(m?.performance, 4, String),
      cell(m?.accessibility, 4, String),
      cell(m?.bestPractices, 4, String),
      cell(m?.seo, 4, String),
      cell(m?.fcpMs, 6, seconds),
      cell(m?.lcpMs, 6, seconds),
      cell(m?.tbtMs, 6, (v) => String(Math.round(v))),
      cell(m?.cls, 6, (v) => v.toFixed(3)),
      cell(m?.jsTransferBytes, 6, (v) => (v / KB).toFixed(1)),
      cell(m?.totalTransferBytes, 7, (v) => (v / KB).toFixed(1)),
      (m ? verdict(mine) : "ERROR").padStart(7),
    ].join(" ");
  });
  return [header, "-".repeat(header.length), ...rows].join("\n");
}

export interface PhoneRow {
  route: string;
  /** A tool page: its form must be interactive within the target. Other pages are timed for paint. */
  tool: boolean;
  paintMs: number | null;
  largestPaintMs: number | null;
  interactiveMs: number | null;
  formInFirstScreen: boolean | null;
  error?: string;
}

export interface PhoneTargets {
  /** Largest paint, every page. */
  largestPaintMs: number;
  /** Interactive, tool pages. */
  interactiveMs: number;
}

/** What a row misses: "" when it meets its targets. */
export function phoneMisses(row: PhoneRow, targets: PhoneTargets): string {
  if (row.error) return "error";
  const misses = [];
  if (row.largestPaintMs === null || row.largestPaintMs > targets.largestPaintMs) misses.push("largest paint");
  if (row.tool && (row.interactiveMs === null || row.interactiveMs > targets.interactiveMs)) misses.push("interactive");
  return misses.join(", ");
}

export function phoneTable(rows: readonly PhoneRow[], targets: PhoneTargets) {
  const header = `${"page".padEnd(36)} ${"first paint".padStart(12)} ${"largest paint".padStart(13)} ${"interactive".padStart(12)}  targets`;
  const lines = rows.map((row) => {
    const { route, paintMs, largestPaintMs, interactiveMs, formInFirstScreen } = row;
    const missed = phoneMisses(row, targets);
    const fold = formInFirstScreen === false ? "  (form below the first screen)" : "";
    return `${route.padEnd(36)} ${cell(paintMs, 10, seconds)} s ${cell(largestPaintMs, 11, seconds)} s ${cell(interactiveMs, 10, seconds)} s  ${missed ? `MISS ${missed}` : "PASS"}${fold}`;
  });
  return [header, "-".repeat(header.length), ...lines].join("\n");
}

export function weightTable(weights: readonly PageWeight[], jsBudgetKb: number) {
  const header = `${"route".padEnd(42)} ${"JS gzip".padStart(9)} ${"CSS gzip".padStart(9)}`;
  const lines = weights.map(({ route, js, css }) => {
    const flag = js > jsBudgetKb ? "  over" : "";
    return `${route.padEnd(42)} ${js.toFixed(1).padStart(6)} KB ${css.toFixed(1).padStart(6)} KB${flag}`;
  });
  return [header, ...lines].join("\n");
}
