// The service worker, built by Workbox's injectManifest at the end of the build: after one visit,
// every prerendered page and built asset is on the device, so the tools open and work offline.
//
// One build = one cache ("creatorgrow-<revision>"), written in full before the worker can take
// over; pages and assets are read from the active build's cache, so a page never runs against
// another build's scripts. A new version waits until the visitor chooses Reload on the page (or
// every tab has closed); then every open tab reloads onto it.
import { setCacheNameDetails } from "workbox-core";
import { type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { site } from "~/config/site";
import { langOf } from "~/lib/lang/lang";
import { normalisePath } from "~/lib/site/paths";
import {
  cacheName,
  cachesToDelete,
  isHashedAsset,
  isSkipWaiting,
  isUpdate,
  OFFLINE_PAGE_POLICY,
  offlinePage,
  precacheNameDetails,
} from "./cache-rules";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Written by the build: a hash of every precached URL and its revision. */
declare const __BUILD_REVISION__: string;

const CACHE = cacheName(__BUILD_REVISION__);
const MANIFEST = self.__WB_MANIFEST;
const STYLESHEET = MANIFEST.map((entry) => (typeof entry === "string" ? entry : entry.url)).find((url) =>
  url.endsWith(".css"),
);

setCacheNameDetails(precacheNameDetails(__BUILD_REVISION__));

precacheAndRoute(MANIFEST, {
  // Pages are saved without their query string: a form submitted with GET to its own page, or a
  // shared link with ?ref=…, still opens from the cache.
  ignoreURLParametersMatching: [/.*/],
  // "/x/" is the page saved as "/x".
  urlManipulation: ({ url }) => [new URL(normalisePath(url.pathname), url.origin)],
});

// A page that was never saved: the network, or a short explanation when there is none.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return new Response(offlinePage(STYLESHEET, site.name, langOf(new URL(request.url).pathname)), {
        status: 503,
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": OFFLINE_PAGE_POLICY },
      });
    }
  },
);

// A tab still on the previous version may ask for its own chunks; those live in its cache, which
// is kept until the next update.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname),
  async ({ request }) => (await caches.match(request, { ignoreSearch: true })) ?? fetch(request),
);

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
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
