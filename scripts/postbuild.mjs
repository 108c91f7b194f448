// Finishes the static build, in order:
// 1. each page is rewritten to paint before its JavaScript is fetched (lib/defer-hydration.mjs);
// 2. each page's Content-Security-Policy is computed from its inline scripts, and the headers of
//    the whole site are written to _headers (lib/security-headers.mjs);
// 3. the Not Found page is copied to /404.html, what static hosts serve for unknown paths;
// 4. the service worker is built with the list of every file to keep offline;
// 5. brotli and gzip copies of every text file let the server send them precompressed.
import { copyFile, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { deferHydration } from "./lib/defer-hydration.mjs";
import { pagePath, walk } from "./lib/files.mjs";
import { buildServiceWorker } from "./lib/service-worker-build.mjs";
import { configuredOrigins, contentSecurityPolicy, headersFile, inlineScriptHashes } from "./lib/security-headers.mjs";
import { loadSiteConfig } from "./lib/site-config.mjs";

const root = new URL("../build/client/", import.meta.url).pathname;
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico|data)$/;
const MIN_BYTES = 1024;

// Resource routes (sitemap, robots, feed, manifest) need no client navigation data.
for (const file of ["sitemap.xml.data", "robots.txt.data", "blog/rss.xml.data", "manifest.webmanifest.data"])
  await rm(join(root, file), { force: true });

const connectOrigins = configuredOrigins(await loadSiteConfig());
const policies = new Map();
for await (const file of walk(root)) {
  if (!file.endsWith(".html")) continue;
  const rel = relative(root, file);
  let html = deferHydration(await readFile(file, "utf8"), rel);
  const csp = contentSecurityPolicy(inlineScriptHashes(html), connectOrigins);
  if (rel === "404/index.html") {
    // Static hosts send /404.html for any unknown path, with that path's headers, which carry no
    // page policy; the page brings its own. (frame-ancestors is ignored in a meta tag; the
    // site-wide X-Frame-Options covers framing.)
    const metaPolicy = csp.replace(/; frame-ancestors [^;]+/, "");
    html = html.replace("<head>", `<head><meta http-equiv="Content-Security-Policy" content="${metaPolicy}"/>`);
  }
  await writeFile(file, html);
  if (rel.endsWith("index.html")) policies.set(pagePath(rel), csp);
}
await writeFile(join(root, "_headers"), headersFile([...policies].sort(([a], [b]) => a.localeCompare(b))));
await copyFile(join(root, "404/index.html"), join(root, "404.html"));

const worker = await buildServiceWorker(root);

let count = 0;
for await (const path of walk(root)) {
  if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
  const body = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(
  `postbuild: ${policies.size} pages deferred and given a CSP, service worker ${worker.version} keeps ${worker.count} files, ${count} files precompressed`,
);
