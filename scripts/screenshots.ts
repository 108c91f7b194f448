// Photographs the first screen of every prerendered page at a phone width and a desktop width, so a
// design change can be judged page by page against a saved set. It reads an already-built site
// served at --base and writes "<slug>-375.jpg", "<slug>-1280.jpg" and an index.md table to --out:
//   npm run screenshots -- --base http://127.0.0.1:4301 --out docs/design-pass/after
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { indexablePaths } from "~/site-pages";
import playwrightConfig from "../playwright.config";

// The browser tests' viewports; one device pixel per CSS pixel keeps a set of ninety images small.
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const JPEG_QUALITY = 70;

/** The indexable pages, then the Not Found page react-router.config.ts prerenders as "/404". */
const routes = [...indexablePaths(), "/404"];

/** "/" → "home", "/instagram/bio-generator" → "instagram-bio-generator". */
function routeSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "home" : trimmed.replaceAll("/", "-");
}

const shotName = (path: string, width: number) => `${routeSlug(path)}-${width}.jpg`;

async function capture(browser: Browser, base: string, out: string, viewport: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    hasTouch: viewport.width < 768,
    reducedMotion: "reduce",
    // As in the browser tests: a service worker answering from its cache could show an older build.
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  for (const path of routes) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await page.screenshot({
      path: join(out, shotName(path, viewport.width)),
      type: "jpeg",
      quality: JPEG_QUALITY,
      animations: "disabled",
    });
    console.log(`${path} @ ${viewport.width}`);
  }
  await context.close();
}

/** A Markdown table, padded the way the formatter would pad it so the file stays format-clean. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

function indexPage(): string {
  const header = ["Route", ...WIDTHS.map((v) => `${v.width} px`)];
  const rows = routes.map((path) => [
    `\`${path}\``,
    ...WIDTHS.map((v) => `[${shotName(path, v.width)}](${shotName(path, v.width)})`),
  ]);
  return `# Screenshots\n\nThe first screen of each page, at ${WIDTHS.map((v) => `${v.width}×${v.height}`).join(" and ")}.\n\n${markdownTable(header, rows)}\n`;
}

async function main() {
  const { values } = parseArgs({ options: { base: { type: "string" }, out: { type: "string" } } });
  if (!values.base || !values.out) {
    console.error("Usage: npm run screenshots -- --base http://127.0.0.1:PORT --out <dir>");
    process.exit(1);
  }
  await mkdir(values.out, { recursive: true });
  // The same browser and flags as the browser tests (Debian's Chromium, not a downloaded one).
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    for (const viewport of WIDTHS) await capture(browser, values.base, values.out, viewport);
  } finally {
    await browser.close();
  }
  await writeFile(join(values.out, "index.md"), indexPage());
  console.log(`${routes.length} routes × ${WIDTHS.length} widths written to ${values.out}`);
}

await main();
