/**
 * A module fetched on first use and kept: a tool's heavy logic or data, off the path to the page's
 * first tap (the hashtag topic map alone is 21 KB compressed, ~0.1 s of a slow line before
 * hydration). A failed fetch is forgotten, so the next call tries again.
 */
export function lazyModule<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
