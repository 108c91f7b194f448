// Builds build/client/sw.js: app/offline/service-worker.ts compiled by Vite, then Workbox's
// injectManifest writes into it the list of files to keep on the device with their revisions.
// The cache the worker fills is named after a hash of that list, so each build has its own.
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { type ManifestEntry, type ManifestTransform, getManifest, injectManifest } from "workbox-build";
import { pagePath } from "./files";

// Served by the host but never needed offline: compressed twins, the worker itself, host config,
// the Not Found page (offline, a missing page gets its own message), the SPA fallback no route
// uses, and the PNG app icons, which the browser fetches itself when the site is installed.
export const NOT_PRECACHED = [
  "**/*.{br,gz}",
  "_headers",
  "sw.js",
  "404.html",
  "404/**",
  "404.data",
  "hi/404.html",
  "hi/404/**",
  "hi/404.data",
  "__spa-fallback.html",
  "icons/*.png",
];

/** Pages are keyed by the URL they answer at ("/x", never "/x/index.html"); other files by their own. */
export const pageUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({
    ...entry,
    url: /(^|\/)index\.html$/.test(entry.url) ? pagePath(entry.url) : `/${entry.url}`,
  })),
});

/** A short hash of every URL and revision: it changes whenever any precached file does. */
export function buildRevision(entries: readonly ManifestEntry[]): string {
  const hash = createHash("sha256");
  for (const { url, revision } of [...entries].sort((a, b) => a.url.localeCompare(b.url)))
    hash.update(`${url}\0${revision ?? ""}\0`);
  return hash.digest("hex").slice(0, 12);
}

export interface ServiceWorkerResult {
  revision: string;
  count: number;
  bytes: number;
}

export async function buildServiceWorker(clientDir: string, appDir: string): Promise<ServiceWorkerResult> {
  const files = {
    globDirectory: clientDir,
    globPatterns: ["**/*"],
    globIgnores: NOT_PRECACHED,
    // Their names carry a content hash, so the URL is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [pageUrls],
  };
  const { manifestEntries, warnings: listWarnings } = await getManifest(files);
  if (listWarnings.length) throw new Error(`service worker: ${listWarnings.join("; ")}`);
  const revision = buildRevision(manifestEntries);

  const compiled = await mkdtemp(join(tmpdir(), "cg-sw-"));
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      publicDir: false,
      resolve: { alias: { "~": appDir } },
      define: {
        __BUILD_REVISION__: JSON.stringify(revision),
        // Workbox keeps its development logging behind this check.
        "process.env.NODE_ENV": JSON.stringify("production"),
      },
      build: {
        outDir: compiled,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        lib: {
          entry: join(appDir, "offline/service-worker.ts"),
          formats: ["iife"],
          name: "creatorGrowWorker",
          fileName: () => "sw.js",
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      ...files,
      swSrc: join(compiled, "sw.js"),
      swDest: join(clientDir, "sw.js"),
    });
    if (warnings.length) throw new Error(`service worker: ${warnings.join("; ")}`);
    if (count !== manifestEntries.length)
      throw new Error(`service worker: listed ${manifestEntries.length} files, injected ${count}`);
    return { revision, count, bytes: size };
  } finally {
    await rm(compiled, { recursive: true, force: true });
  }
}
