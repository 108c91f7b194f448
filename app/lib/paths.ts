/**
 * The one spelling of a page's path: no trailing slash (the root stays "/"). The prerenderer writes
 * "/x/", browsers ask for "/x" and hosts may add the slash: all of them mean the same page.
 */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
