// Where the bench's own packages are: bench/, installed by `npm run bench` before it runs
// (bench/README.md). The site's packages do not include them.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** The bench's package folder. */
export const benchDir = fileURLToPath(new URL("../../bench/", import.meta.url));

/** A file inside one of the bench's packages, as Node resolves it from bench/. */
export function benchPackageFile(specifier: string): string {
  return createRequire(`${benchDir}package.json`).resolve(specifier);
}
