// Prints the JavaScript and CSS each prerendered page loads (gzip, the budget's measure; brotli,
// what the server actually sends), against the budgets: JS ≤ 110 KB and CSS ≤ 15 KB per page gzip
// (KB = 1,024 bytes). Run after `npm run build`. Exits 1 if a page is over.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const root = new URL("../build/client/", import.meta.url).pathname;
const JS_BUDGET_KB = 110;
const CSS_BUDGET_KB = 15;

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name === "index.html") yield path;
  }
}

const sizeCache = new Map();
/** [gzip KB, brotli KB] of one asset. */
async function compressedKb(asset) {
  if (!sizeCache.has(asset)) {
    const body = await readFile(join(root, asset));
    sizeCache.set(asset, [gzipSync(body, { level: 9 }).length / 1024, brotliCompressSync(body).length / 1024]);
  }
  return sizeCache.get(asset);
}

// Every script the page preloads or imports up front, plus what those import statically.
async function scriptsOf(html) {
  const found = new Set([...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("\/(assets\/[^"]+\.js)"\)/g)) found.add(m[1]);
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

const rows = [];
for await (const file of htmlFiles(root)) {
  const html = await readFile(file, "utf8");
  const route = `/${relative(root, file).replace(/index\.html$/, "").replace(/\/$/, "")}`;
  let js = 0;
  let jsBrotli = 0;
  for (const script of await scriptsOf(html)) {
    const [gz, br] = await compressedKb(script);
    js += gz;
    jsBrotli += br;
  }
  let css = 0;
  for (const m of html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)) css += (await compressedKb(m[1]))[0];
  rows.push({ route, js, jsBrotli, css });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
let over = false;
console.log(`${"route".padEnd(42)} ${"JS gzip".padStart(9)} ${"JS br".padStart(9)} ${"CSS gzip".padStart(9)}`);
const kb = (n) => `${n.toFixed(1).padStart(6)} KB`;
for (const { route, js, jsBrotli, css } of rows) {
  const flag = js > JS_BUDGET_KB || css > CSS_BUDGET_KB ? "  OVER BUDGET" : "";
  over ||= flag !== "";
  console.log(`${route.padEnd(42)} ${kb(js)} ${kb(jsBrotli)} ${kb(css)}${flag}`);
}
console.log(`budgets: JS ≤ ${JS_BUDGET_KB} KB, CSS ≤ ${CSS_BUDGET_KB} KB per page (gzip)`);
process.exit(over ? 1 : 0);
