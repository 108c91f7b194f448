// The list of every file a finished build wrote, with its size and SHA-256, written last and beside
// the client build (never inside it, so it is not deployed). The production server serves a build
// only once it has copied every file and found it matching this list: a build still being written,
// or replaced halfway through, is never served (docs/decisions/0012-the-production-server.md).
import { createHash } from "node:crypto";
import { readFile, rename, stat, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { walk } from "./files";

/** The manifest's name in the build directory (the folder that holds client/). */
export const RELEASE_MANIFEST = "release.json";

export interface ReleaseFile {
  size: number;
  sha256: string;
  /** The build's modification time, kept on copies so validators stay the same across copies. */
  mtimeMs: number;
}

export interface ReleaseManifest {
  /** Names the build's content: two builds with the same files have the same id. */
  id: string;
  /** Every file of the client build, by its path relative to it with "/" separators. */
  files: Readonly<Record<string, ReleaseFile>>;
}

export function sha256(data: Buffer | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Reads and hashes every file of a client build. */
export async function releaseManifest(clientDir: string): Promise<ReleaseManifest> {
  const files: Record<string, ReleaseFile> = {};
  for await (const file of walk(clientDir)) {
    const data = await readFile(file);
    const { mtimeMs } = await stat(file);
    files[relative(clientDir, file).split(sep).join("/")] = { size: data.length, sha256: sha256(data), mtimeMs };
  }
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  const id = sha256(
    Object.entries(sorted)
      .map(([path, file]) => `${path} ${file.sha256}`)
      .join("\n"),
  ).slice(0, 16);
  return { id, files: sorted };
}

/**
 * Writes the manifest of `<buildDir>/client` to `<buildDir>/release.json`, through a temporary file
 * and a rename, so a reader sees the old manifest or the new one, never half of one.
 */
export async function writeReleaseManifest(buildDir: string): Promise<ReleaseManifest> {
  const manifest = await releaseManifest(join(buildDir, "client"));
  const target = join(buildDir, RELEASE_MANIFEST);
  await writeFile(`${target}.tmp`, `${JSON.stringify(manifest, null, 1)}\n`);
  await rename(`${target}.tmp`, target);
  return manifest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether a manifest path stays inside the build: relative, no "." or ".." segment, no backslash. */
export function isSafeReleasePath(path: string): boolean {
  return path.split("/").every((part) => part !== "" && part !== "." && part !== ".." && !part.includes("\\"));
}

/** Reads a manifest's text; throws on anything that is not a manifest this module wrote. */
export function parseReleaseManifest(text: string): ReleaseManifest {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value) || typeof value.id !== "string" || !isRecord(value.files))
    throw new Error("not a release manifest");
  const files: Record<string, ReleaseFile> = {};
  for (const [path, file] of Object.entries(value.files)) {
    if (!isSafeReleasePath(path)) throw new Error(`release manifest: unsafe path "${path}"`);
    if (
      !isRecord(file) ||
      typeof file.size !== "number" ||
      typeof file.sha256 !== "string" ||
      typeof file.mtimeMs !== "number"
    )
      throw new Error(`release manifest: bad entry for "${path}"`);
    files[path] = { size: file.size, sha256: file.sha256, mtimeMs: file.mtimeMs };
  }
  return { id: value.id, files };
}
