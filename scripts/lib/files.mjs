import { readdir } from "node:fs/promises";
import { join } from "node:path";

/** Every file under a folder, depth first. */
export async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The URL path a prerendered page answers at: "about/index.html" → "/about", "index.html" → "/". */
export function pagePath(relativeFile) {
  return `/${relativeFile.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1");
}
