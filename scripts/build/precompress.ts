// Brotli and gzip copies of every text file, so the server sends them precompressed (best ratio,
// compressed once at build time instead of on every request).
import { readFile, stat, writeFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { walk } from "./files";

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|ico|data)$/;
// Below this the compressed file plus its header saves nothing worth a second file.
const MIN_BYTES = 1024;

/** Writes "<file>.br" and "<file>.gz" beside each compressible file; returns how many it compressed. */
export async function precompress(clientDir: string): Promise<number> {
  let count = 0;
  for await (const path of walk(clientDir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const body = await readFile(path);
    await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
