// One rule for "the same page": the prerenderer writes "/x/index.html", static hosts answer "/x/",
// browsers ask for "/x". The server redirects to this form, the service worker keys its cache by
// it, the build names pages by it and the registry looks tools up by it, so all four agree.

/** A path without its trailing slashes; the root stays "/". Only the path: strip the query first. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
