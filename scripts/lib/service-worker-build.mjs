// Builds build/client/sw.js from app/offline/service-worker.ts with the list of files to keep on
// the device and a version that changes whenever any of them does.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { build } from "vite";
import { pagePath, walk } from "./files.mjs";

// Served by the host but never needed offline: compressed twins, the worker itself, host config,
// feeds for other programs, the Not Found page (a missing page offline gets its own message), and
// the PNG app icons, which the browser fetches itself when the site is installed.
const SKIP = [
  /\.(br|gz)$/,
  /^_headers$/,
  /^sw\.js$/,
  /^404(\.html|\/index\.html|\.data)$/,
  /^__spa-fallback\.html$/,
  /^(robots\.txt|sitemap\.xml|blog\/rss\.xml)$/,
  /^icons\/.*\.png$/,
];

/** [url, file] for every file to precache, sorted by URL. */
export async function precacheEntries(root) {
  const entries = [];
  for await (const file of walk(root)) {
    const rel = relative(root, file);
    if (SKIP.some((rule) => rule.test(rel))) continue;
    entries.push([rel.endsWith("index.html") ? pagePath(rel) : `/${rel}`, file]);
  }
  return entries.sort(([a], [b]) => a.localeCompare(b));
}

export async function buildServiceWorker(root) {
  const entries = await precacheEntries(root);
  const hash = createHash("sha256");
  for (const [url, file] of entries)
    hash
      .update(url)
      .update("\0")
      .update(await readFile(file))
      .update("\0");
  const version = hash.digest("hex").slice(0, 12);
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: { "~": new URL("../../app", import.meta.url).pathname } },
    define: {
      __PRECACHE_URLS__: JSON.stringify(entries.map(([url]) => url)),
      __PRECACHE_VERSION__: JSON.stringify(version),
    },
    build: {
      outDir: root,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: new URL("../../app/offline/service-worker.ts", import.meta.url).pathname,
        formats: ["iife"],
        name: "creatorGrowWorker",
        fileName: () => "sw.js",
      },
    },
  });
  return { version, count: entries.length };
}
