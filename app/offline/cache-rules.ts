// Pure rules the service worker follows, kept apart from it so they can be unit-tested.
import type { Lang } from "~/config/site";
import { en } from "~/content/words/en";
import { hi } from "~/content/words/hi";
import { localeOf, pathIn } from "~/lib/lang/lang";

/** Every cache of ours is named "creatorgrow-<build revision>": one cache holds one whole build. */
export const CACHE_NAME_PREFIX = "creatorgrow";

export function cacheName(revision: string): string {
  return `${CACHE_NAME_PREFIX}-${revision}`;
}

/** What to hand Workbox's setCacheNameDetails so its precache cache is exactly cacheName(revision). */
export function precacheNameDetails(revision: string): { prefix: string; precache: string; suffix: string } {
  // Workbox joins prefix, name and suffix with "-" and skips empty parts; the default suffix (the
  // registration scope) is emptied so the name carries nothing but the revision.
  return { prefix: CACHE_NAME_PREFIX, precache: revision, suffix: "" };
}

const isOurs = (name: string) => name.startsWith(`${CACHE_NAME_PREFIX}-`);

/** Hashed build files never change under the same name, so any cached copy of one is right. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

/**
 * Caches to delete once a new version takes over: every older version of ours except the newest
 * one, which a tab opened before the switch may still be reading its chunks from until it reloads.
 * CacheStorage lists caches in the order they were created.
 */
export function cachesToDelete(names: readonly string[], current: string): string[] {
  const older = names.filter((name) => isOurs(name) && name !== current);
  return older.slice(0, -1);
}

/** Whether a version of ours was installed before this one (an update rather than a first install). */
export function isUpdate(names: readonly string[], current: string): boolean {
  return names.some((name) => isOurs(name) && name !== current);
}

/** The message workbox-window's messageSkipWaiting() posts when the visitor chooses Reload. */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === "SKIP_WAITING";
}

// The site's stylesheet has no component classes: these are the utilities of the narrow Page,
// PageTitle and Lead components (app/components), written out because this page is built without React.
// Tailwind finds them here too, so they are in the stylesheet even if the components change.
const OFFLINE_CLASSES = {
  page: "container mx-auto px-4 py-12",
  title: "text-[clamp(1.75rem,4.5vw,2.5rem)] leading-[1.15] font-extrabold tracking-[-0.02em]",
  lead: "mt-3 text-[1.075rem] text-muted",
} as const;

/**
 * The offline page's policy, sent with it by the worker: it runs no script, loads only the site's
 * stylesheet (and its font), and cannot be framed.
 */
export const OFFLINE_PAGE_POLICY =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

// The words modules themselves, not their React hook: the worker has no React.
const OFFLINE_WORDS = { en: en.offline, hi: hi.offline } as const;

/**
 * Shown for a page that was never saved on this device when there is no connection, in the
 * language of the page asked for.
 */
export function offlinePage(stylesheet: string | undefined, siteName: string, lang: Lang): string {
  const css = stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : "";
  const words = OFFLINE_WORDS[lang];
  return `<!doctype html><html lang="${localeOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title} | ${siteName}</title>${css}</head><body><main class="${OFFLINE_CLASSES.page}"><h1 class="${OFFLINE_CLASSES.title}">${words.title}</h1><p class="${OFFLINE_CLASSES.lead}">${words.lead(siteName)}</p><p><a href="${pathIn(lang, "/")}">${words.home}</a></p></main></body></html>`;
}
