// What each prerendered page of a build loads before it is interactive: its JavaScript and CSS,
// compressed the way the budgets count them (gzip level 9) and the way the server sends them
// (brotli). Shared by scripts/size.mjs and scripts/bench.mjs so both report the same numbers.
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { pagePath, walk } from "./files.mjs";

export const JS_BUDGET_KB = 110;
export const CSS_BUDGET_KB = 15;

/** The client build folder (`build/client/`) of this project. */
export const CLIENT_ROOT = new URL("../../build/client/", import.meta.url).pathname;

// Keyed by absolute path: pages share most chunks, and compressing each once keeps this fast.
const sizeCache = new Map();
/** [gzip KB, brotli KB] of one asset (KB = 1,024 bytes). */
async function compressedKb(root, asset) {
  const path = join(root, asset);
  if (!sizeCache.has(path)) {
    const body = await readFile(path);
    sizeCache.set(path, [gzipSync(body, { level: 9 }).length / 1024, brotliCompressSync(body).length / 1024]);
  }
  return sizeCache.get(path);
}

// Every script the page references or imports up front (script src, modulepreload links, and the
// `import("/assets/…")` calls of the inline bootstrap, which replace those links in newer builds),
// plus what those chunks import statically. Dynamic imports inside chunks load later, on demand,
// so they are not counted.
async function scriptsOf(root, html) {
  const found = new Set([...html.matchAll(/(?:href|src)=["']\/(assets\/[^"']+\.js)["']/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\(\s*["'`]\/(assets\/[^"'`]+\.js)["'`]\s*\)/g)) found.add(m[1]);
  const queue = [...found];
  while (queue.length) {
    const file = queue.pop();
    const code = await readFile(join(root, file), "utf8");
    for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
      const dep = `assets/${m[1] ?? m[2]}`;
      if (!found.has(dep)) {
        found.add(dep);
        queue.push(dep);
      }
    }
  }
  return [...found];
}

/**
 * Weight of one page, given its HTML: `{ js, jsBrotli, css }` in KB (CSS is gzip).
 * `root` is the client build folder the page's `/assets/…` URLs resolve against.
 */
export async function measurePage(html, root = CLIENT_ROOT) {
  let js = 0;
  let jsBrotli = 0;
  for (const script of await scriptsOf(root, html)) {
    const [gz, br] = await compressedKb(root, script);
    js += gz;
    jsBrotli += br;
  }
  let css = 0;
  for (const m of html.matchAll(/href=["']\/(assets\/[^"']+\.css)["']/g)) css += (await compressedKb(root, m[1]))[0];
  return { js, jsBrotli, css };
}

/** Every prerendered page (`<route>/index.html`) of a build, sorted by route: `{ route, js, jsBrotli, css }`. */
export async function measureBuild(root = CLIENT_ROOT) {
  const rows = [];
  for await (const file of walk(root)) {
    if (!file.endsWith("/index.html")) continue;
    const html = await readFile(file, "utf8");
    rows.push({ route: pagePath(relative(root, file)), ...(await measurePage(html, root)) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
