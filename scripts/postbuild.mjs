// Finishes the static build: the Not Found page at /404.html (what static hosts serve for unknown
// paths), and brotli + gzip copies of every text asset so the server can send them precompressed.
import { copyFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = new URL("../build/client/", import.meta.url).pathname;
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico)$/;
const MIN_BYTES = 1024;

await copyFile(join(root, "404/index.html"), join(root, "404.html"));
// Resource routes (sitemap, robots) need no client navigation data.
await rm(join(root, "sitemap.xml.data"), { force: true });
await rm(join(root, "robots.txt.data"), { force: true });

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
  const body = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`postbuild: 404.html written, ${count} files precompressed`);
