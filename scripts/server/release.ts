// A release: the server's own copy of one finished build, checked file by file against the build's
// manifest. The build folder is emptied and rewritten by every `npm run build`; the server never
// reads it while answering, only its copy, which nothing else writes. So a rebuild under a running
// server changes nothing it sends until the new build is complete and copied, and then every
// request after the switch sees the new build whole.
import { mkdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type HeaderRule, parseHeadersFile } from "../build/headers-file";
import {
  RELEASE_MANIFEST,
  type ReleaseFile,
  type ReleaseManifest,
  parseReleaseManifest,
  sha256,
} from "../build/release-manifest";
import { type Lang, LANGS } from "../../app/lib/lang/lang";
import { notFoundFile } from "../build/not-found";
import { CODING_SUFFIX, type Coding } from "./content-coding";

export const HEADERS_FILE = "_headers";

/** The Not Found page, held in memory: it is sent with status 404, whole, never as a range. */
export interface NotFoundPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface Release {
  id: string;
  /** The folder of this release's copy. */
  root: string;
  files: ReadonlyMap<string, ReleaseFile>;
  rules: readonly HeaderRule[];
  /** Each language's Not Found page. */
  notFound: Readonly<Record<Lang, NotFoundPage>>;
}

/** The build folder holds no finished build (none yet, or one being written). */
export class NoBuildError extends Error {}

/** A file of the build differs from its manifest: another build is being written over it. */
export class StaleBuildError extends Error {}

export async function readManifest(buildDir: string): Promise<ReleaseManifest> {
  let text: string;
  try {
    text = await readFile(join(buildDir, RELEASE_MANIFEST), "utf8");
  } catch {
    throw new NoBuildError(`no ${RELEASE_MANIFEST} in ${buildDir}`);
  }
  return parseReleaseManifest(text);
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** The precompressed copies a release has of a file. */
export function codingsOf(files: ReadonlyMap<string, unknown>, file: string): Coding[] {
  return (Object.keys(CODING_SUFFIX) as Coding[]).filter((coding) => files.has(file + CODING_SUFFIX[coding]));
}

/**
 * Copies the finished build in `<buildDir>/client` to `into`, checking every file against the
 * manifest; throws NoBuildError or StaleBuildError (and removes the partial copy) when it cannot.
 */
export async function stageRelease(buildDir: string, into: string): Promise<Release> {
  const manifest = await readManifest(buildDir);
  for (const required of [...LANGS.map(notFoundFile), HEADERS_FILE])
    if (!(required in manifest.files)) throw new NoBuildError(`the build has no ${required}`);
  try {
    for (const [path, expected] of Object.entries(manifest.files)) {
      let data: Buffer;
      try {
        data = await readFile(join(buildDir, "client", path));
      } catch {
        throw new StaleBuildError(`${path} is missing from the build`);
      }
      if (data.length !== expected.size || sha256(data) !== expected.sha256)
        throw new StaleBuildError(`${path} differs from the build's manifest`);
      const target = join(into, path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data, { flag: "wx" });
      const mtime = new Date(expected.mtimeMs);
      await utimes(target, mtime, mtime);
    }
  } catch (error) {
    await rm(into, { recursive: true, force: true });
    throw error;
  }
  const files = new Map(Object.entries(manifest.files));
  const readNotFound = async (file: string): Promise<NotFoundPage> => {
    const page: NotFoundPage = { identity: await readFile(join(into, file)) };
    for (const coding of codingsOf(files, file)) {
      const copy = await readOptional(join(into, file + CODING_SUFFIX[coding]));
      if (copy) page[coding] = copy;
    }
    return page;
  };
  const notFound = { en: await readNotFound(notFoundFile("en")), hi: await readNotFound(notFoundFile("hi")) };
  return {
    id: manifest.id,
    root: into,
    files,
    rules: parseHeadersFile(await readFile(join(into, HEADERS_FILE), "utf8")),
    notFound,
  };
}
