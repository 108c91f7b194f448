// Pure rules the service worker follows, kept apart from it so they can be unit-tested.

export const CACHE_PREFIX = "creatorgrow-";

export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

/** Hashed build files never change under the same name, so any cached copy of one is right. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

/** The precache key of a request: pages without a trailing slash, and never a query string. */
export function precacheKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/";
  return path || "/";
}

/**
 * Caches to delete once a new version takes over: every older version of ours except the newest
 * one, which a tab opened before the switch may still be reading its chunks from until it reloads.
 * CacheStorage lists caches in the order they were created.
 */
export function cachesToDelete(names: readonly string[], current: string): string[] {
  const older = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
  return older.slice(0, -1);
}

/** Whether a version of ours was installed before this one (an update rather than a first install). */
export function isUpdate(names: readonly string[], current: string): boolean {
  return names.some((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

// The site's stylesheet has no component classes: these are the utilities of the narrow Page,
// PageTitle and Lead components (app/components), written out because this page is built without React.
// Tailwind finds them here too, so they are in the stylesheet even if the components change.
const OFFLINE_CLASSES = {
  page: "container mx-auto px-4 py-12",
  title: "text-[clamp(1.75rem,4.5vw,2.5rem)] leading-[1.15] font-extrabold tracking-[-0.02em]",
  lead: "mt-3 text-[1.075rem] text-muted",
} as const;

/** Shown for a page that was never saved on this device when there is no connection. */
export function offlinePage(stylesheet: string | undefined, siteName: string): string {
  const css = stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : "";
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You're offline | ${siteName}</title>${css}</head><body><main class="${OFFLINE_CLASSES.page}"><h1 class="${OFFLINE_CLASSES.title}">You're offline</h1><p class="${OFFLINE_CLASSES.lead}">This page isn't saved on this device yet. Every tool page opens without a connection once you have visited ${siteName} online.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
}
