// The service worker: after one visit, every prerendered page and built asset is on the device,
// so the tools open and work without a connection.
//
// One version = one cache holding one complete build, written in full before the worker can take
// over. Pages and assets are always read from the active version's cache, so a page is never
// served with another build's scripts. A new version waits until the visitor accepts the reload
// offered on the page (or every tab has closed); then every open tab reloads onto it.
import { site } from "~/config/site";
import { cacheName, cachesToDelete, isHashedAsset, isUpdate, offlinePage, precacheKey } from "./cache-rules";

declare const self: ServiceWorkerGlobalScope;
/** Written by the build: the URL of every file to keep, and a hash of their contents. */
declare const __PRECACHE_URLS__: readonly string[];
declare const __PRECACHE_VERSION__: string;

const CACHE = cacheName(__PRECACHE_VERSION__);
const PRECACHED = new Set(__PRECACHE_URLS__);
const STYLESHEET = __PRECACHE_URLS__.find((url) => url.endsWith(".css"));

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Straight from the server, not the HTTP cache, so the version is one build's files.
      .then((cache) => cache.addAll(__PRECACHE_URLS__.map((url) => new Request(url, { cache: "no-cache" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then(async (names) => {
      await Promise.all(cachesToDelete(names, CACHE).map((name) => caches.delete(name)));
      // On a first install the open page was built from these very files, so it can be served
      // from the cache at once; an update instead reloads the tabs onto the new version.
      if (!isUpdate(names, CACHE)) await self.clients.claim();
    }),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") void self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const key = precacheKey(url);
  if (request.mode === "navigate") event.respondWith(page(request, key));
  else if (PRECACHED.has(key)) event.respondWith(file(request, key));
});

async function page(request: Request, key: string): Promise<Response> {
  const cached = PRECACHED.has(key) ? await (await caches.open(CACHE)).match(key) : undefined;
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch {
    return new Response(offlinePage(STYLESHEET, site.name), {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  }
}

async function file(request: Request, key: string): Promise<Response> {
  const current = await (await caches.open(CACHE)).match(key);
  if (current) return current;
  // A tab still on the previous version may ask for its own chunks; those live in its cache.
  const older = isHashedAsset(key) ? await caches.match(key) : undefined;
  return older ?? fetch(request);
}
