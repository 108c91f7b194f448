// Walking the client build and naming its pages. Loaded from react-router.config.ts, where the `~`
// alias does not resolve (see docs/decisions/0005-build-in-build-end.md), so app modules are
// imported by relative path here and in every module under scripts/build.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { normalisePath } from "../../app/lib/site/paths";

/** Every file under a folder, depth first, as absolute paths. */
export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The URL path a prerendered page answers at: "about/index.html" → "/about", "index.html" → "/". */
export function pagePath(relativeFile: string): string {
  return normalisePath(`/${relativeFile.replace(/(^|\/)index\.html$/, "")}`);
}

/** The file a page is prerendered to, relative to the client build: "/about" → "about/index.html". */
export function pageFile(path: string): string {
  const bare = normalisePath(path);
  return bare === "/" ? "index.html" : `${bare.slice(1)}/index.html`;
}
