// A small build for the server's tests, written the way `npm run build` writes one: the client
// files with their precompressed copies, _headers, 404.html, and release.json last.
import { mkdir, rename, rm, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { writeReleaseManifest } from "../build/release-manifest";

export const TEST_HEADERS = `# a test build
/*
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Content-Security-Policy: frame-ancestors 'none'
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

/** A 100-byte text file, for the Range table: byte i is the character at i in this string. */
export const HUNDRED = Array.from({ length: 100 }, (_, i) => String.fromCharCode(48 + (i % 43))).join("");

/** The files of one version of the test build; their sizes differ between versions. */
export function testFiles(version: number): Record<string, string | Buffer> {
  const filler = "x".repeat(2_000 * version);
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title} v${version}</title></head><body><h1>${title}</h1><p>${filler}</p></body></html>`;
  return {
    "index.html": page("Home"),
    "instagram/index.html": page("Instagram"),
    "404.html": page("Page Not Found"),
    "hi/404.html": page("पेज नहीं मिला"),
    "__spa-fallback.html": page("Loading"),
    "assets/app-abc123.js": `console.log(${version});${"/* padding */".repeat(200)}`,
    // A chunk whose hashed name only this version has, as real builds name theirs.
    [`assets/chunk-v${version}.js`]: `export const version = ${version};`,
    "hundred.txt": HUNDRED,
    "blog.data": `[{"v":${version}}]`,
    "sw.js": `self.version=${version};${" ".repeat(1_500)}`,
    "icon.png": Buffer.from([0x89, 0x50, 0x4e, 0x47, version]),
    // Large enough to still be streaming when a test switches the build under it.
    "big.bin": Buffer.alloc(4 * 1024 * 1024 + version, version),
    _headers: TEST_HEADERS,
  };
}

const COMPRESSED = /\.(html|js|data)$/;

/**
 * Writes version `version` of the test build into `buildDir` (client/ and release.json). With
 * `missing`, that file is left out while release.json lists it: a build the server must refuse. It
 * is put together beside `buildDir` and moved in whole, so a server watching for builds never sees
 * it complete.
 */
export async function writeTestBuild(
  buildDir: string,
  version: number,
  { missing }: { missing?: string } = {},
): Promise<void> {
  if (missing !== undefined) {
    const staging = `${buildDir}.writing`;
    await writeTestBuild(staging, version);
    await unlink(join(staging, "client", missing));
    await rm(buildDir, { recursive: true, force: true });
    await rename(staging, buildDir);
    return;
  }
  await rm(buildDir, { recursive: true, force: true });
  for (const [path, content] of Object.entries(testFiles(version))) {
    const file = join(buildDir, "client", path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
    if (COMPRESSED.test(path) && content.length >= 1024) {
      await writeFile(`${file}.br`, brotliCompressSync(content));
      await writeFile(`${file}.gz`, gzipSync(content));
    }
  }
  await writeReleaseManifest(buildDir);
}
