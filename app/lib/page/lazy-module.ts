/**
 * A module fetched on first use and kept: a tool's heavy logic or data, off the path to the page's
 * first tap (the hashtag topic map alone is 21 KB compressed, ~0.1 s of a slow line before
 * hydration). A failed fetch is forgotten, so the next call tries again.
 */
export function lazyModule<M>(
  load: () => Promise<M>,
  importFresh: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= loadOrRefetch(load, importFresh).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

// Chromium's import error names the script it could not fetch.
const FAILED_SCRIPT = /(https?:\/\/\S+?\.js)\b/u;

/**
 * Some browsers keep a failed module fetch, the page's own preload of it included, for the life of
 * the page: asked again, import() fails at once without touching the network, so a visitor whose
 * line dropped during the page load would never get the tool until a reload. The same script under
 * a fresh query is a new module to the browser (and the same file to the server and the offline
 * copy, which ignores queries), so it is fetched for real.
 */
async function loadOrRefetch<M>(load: () => Promise<M>, importFresh: (url: string) => Promise<unknown>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    const named = FAILED_SCRIPT.exec(error instanceof Error ? error.message : "")?.[1];
    if (named === undefined || typeof location === "undefined") throw error;
    const url = new URL(named);
    if (url.origin !== location.origin) throw error;
    url.searchParams.set("retry", String(Date.now()));
    // The same file the build named, so it has the shape load() promised.
    return (await importFresh(url.href)) as M;
  }
}
