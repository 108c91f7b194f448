// What each prerendered page of a build loads before it is interactive: its JavaScript and CSS,
// compressed the way the budgets count them (gzip level 9) and the way the server sends them
// (brotli). Shared by scripts/size.ts and scripts/bench.ts so both report the same numbers.
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { pagePath, walk } from "../build/files";

export const JS_BUDGET_KB = 110;
export const CSS_BUDGET_KB = 15;

/** The client build folder (`build/client/`) of this project. */
export const CLIENT_ROOT = new URL("../../build/client/", import.meta.url).pathname;

export interface PageWeight {
  route: string;
  /** KB = 1,024 bytes. */
  js: number;
  jsBrotli: number;
  css: number;
}

// Keyed by absolute path: pages share most chunks, and compressing each once keeps this fast.
const sizeCache = new Map<string, { gzip: number; brotli: number }>();

async function compressedKb(root: string, asset: string): Promise<{ gzip: number; brotli: number }> {
  const path = join(root, asset);
  const known = sizeCache.get(path);
  if (known) return known;
  const body = await readFile(path);
  const sizes = { gzip: gzipSync(body, { level: 9 }).length / 1024, brotli: brotliCompressSync(body).length / 1024 };
  sizeCache.set(path, sizes);
  return sizes;
}

// Every script the page references or imports up front (script src, modulepreload links, the
// inline bootstrap's imports), plus what those chunks import statically. Dynamic imports inside
// chunks load later, on demand, so they are not counted.
async function scriptsOf(root: string, html: string): Promise<string[]> {
  const found = new Set([...html.matchAll(/(?:href|src)=["']\/(assets\/[^"']+\.js)["']/g)].map((m) => m[1] ?? ""));
  for (const m of html.matchAll(/import(?:\(\s*|\s+[^"'`]*?)["'`]\/(assets\/[^"'`]+\.js)["'`]/g)) found.add(m[1] ?? "");
  found.delete("");
  const queue = [...found];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const code = await readFile(join(root, file), "utf8");
    for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
      const dep = `assets/${m[1] ?? m[2]}`;
      if (found.has(dep)) continue;
      found.add(dep);
      queue.push(dep);
    }
  }
  return [...found];
}

/** Weight of one page, given its HTML; `root` is the folder its `/assets/…` URLs resolve against. */
export async function measurePage(html: string, root = CLIENT_ROOT): Promise<Omit<PageWeight, "route">> {
  let js = 0;
  let jsBrotli = 0;
  for (const script of await scriptsOf(root, html)) {
    const { gzip, brotli } = await compressedKb(root, script);
    js += gzip;
    jsBrotli += brotli;
  }
  let css = 0;
  for (const m of html.matchAll(/href=["']\/(assets\/[^"']+\.css)["']/g))
    css += (await compressedKb(root, m[1] ?? "")).gzip;
  return { js, jsBrotli, css };
}

/** Every prerendered page (`<route>/index.html`) of a build, sorted by route. */
export async function measureBuild(root = CLIENT_ROOT): Promise<PageWeight[]> {
  const rows: PageWeight[] = [];
  for await (const file of walk(root)) {
    if (!file.endsWith("/index.html")) continue;
    const html = await readFile(file, "utf8");
    rows.push({ route: pagePath(relative(root, file)), ...(await measurePage(html, root)) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
