// The production server of the static build (`npm start`, the browser tests, the bench), on Fastify
// and @fastify/static (docs/decisions/0012-the-production-server.md). It answers every request and
// never exits because of one:
// - GET and HEAD only; other methods get 405 with Allow, unreadable request lines 400 (Fastify's
//   parser guard), oversized headers 431;
// - one canonical address per page ("/x/", "//x" and "/x/index.html" redirect to "/x"), and a
//   redirect never leaves the site;
// - the build's _headers rules on every answer, 304 included, each page's policy riding in its HTML;
// - precompressed copies chosen from Accept-Encoding, Range answered as RFC 9110 says;
// - files come from the server's own checked copy of a finished build (./release.ts); a new build
//   is picked up once complete and switched to between requests; the build before it still answers
//   for its hashed assets (pages open in a browser ask for their own chunks) until the next switch,
//   and a copy is removed only when the last request using it has finished.
import { watchFile, unwatchFile } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { headersFor } from "../build/headers-file";
import { RELEASE_MANIFEST } from "../build/release-manifest";
import { CODING_SUFFIX, chooseCoding } from "./content-coding";
import { contentType } from "../build/content-types";
import { answerRange } from "./range";
import { LANGS, langOf } from "../../app/lib/lang/lang";
import { notFoundFile, notFoundPath } from "../build/not-found";
import { NoBuildError, type Release, StaleBuildError, codingsOf, readManifest, stageRelease } from "./release";
import { readTarget, safeLocationText } from "./request-target";

/** Everything but hashed assets is checked with the server on each use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
export const ALLOWED_METHODS = "GET, HEAD";
/** Where the build puts files whose names carry a hash of their content. */
const HASHED_ASSETS = "/assets/";
/** Files only the build or the server use; they are not pages. */
const NOT_SERVED = new Set([...LANGS.flatMap((lang) => [notFoundPath(lang), `/${notFoundFile(lang)}`]), "/_headers"]);

export interface SiteServerOptions {
  /** The folder `npm run build` writes (client/ and release.json). */
  buildDir: string;
  /** How often to look for a new build, in milliseconds; 0 looks only when refresh() is called. */
  watchIntervalMs?: number;
  /** Where the server's notices go (a new build, a build it could not take). */
  log?: (message: string) => void;
}

export interface SiteServer {
  app: FastifyInstance;
  /** The release being served. */
  current: () => Release;
  /** Takes a newer finished build if there is one; true when it switched to it. */
  refresh: () => Promise<boolean>;
  /** Stops answering, waits for requests under way, and removes the server's copies. */
  close: () => Promise<void>;
}

/**
 * The releases the server holds: the current one; the one before it, whose hashed assets pages
 * still open in a browser may ask for; and older ones until their last request ends.
 */
class Releases {
  private readonly users = new Map<Release, number>();
  private readonly retiring = new Set<Release>();
  private earlier: Release | null = null;

  constructor(private active: Release) {}

  get current(): Release {
    return this.active;
  }

  /**
   * The releases a request is answered from (the current one, and the one before it for hashed
   * assets only), and the call that says the request has ended.
   */
  acquire(): { release: Release; previous: Release | null; done: () => void } {
    const held = [this.active, ...(this.earlier ? [this.earlier] : [])];
    for (const release of held) this.users.set(release, (this.users.get(release) ?? 0) + 1);
    let ended = false;
    return {
      release: this.active,
      previous: this.earlier,
      done: () => {
        if (ended) return;
        ended = true;
        for (const release of held) {
          const left = (this.users.get(release) ?? 1) - 1;
          this.users.set(release, left);
          if (left === 0 && this.retiring.has(release)) void this.remove(release);
        }
      },
    };
  }

  switchTo(next: Release): void {
    const gone = this.earlier;
    this.earlier = this.active;
    this.active = next;
    if (!gone) return;
    this.retiring.add(gone);
    if ((this.users.get(gone) ?? 0) === 0) void this.remove(gone);
  }

  private async remove(release: Release): Promise<void> {
    this.retiring.delete(release);
    this.users.delete(release);
    await rm(release.root, { recursive: true, force: true });
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

/** The headers of the "/*" rules: what every answer carries, whatever it is. */
function siteWide(release: Release): Record<string, string> {
  return headersFor(
    release.rules.filter((rule) => rule.pattern === "/*"),
    "/",
  );
}

function applyHeaders(reply: FastifyReply, release: Release, path: string): void {
  reply.header("Cache-Control", REVALIDATE);
  reply.headers(headersFor(release.rules, path));
}

/** The file a decoded canonical path names in a release, a page address to redirect to, or nothing. */
export function resolveFile(
  files: ReadonlyMap<string, unknown>,
  path: string,
): { file: string } | { redirect: string } | null {
  if (NOT_SERVED.has(path)) return null;
  // "/x/index.html" is the page "/x" under a second name.
  if (path === "/index.html" || path.endsWith("/index.html")) {
    const page = path.slice(0, -"/index.html".length) || "/";
    return files.has(path.slice(1)) ? { redirect: page } : null;
  }
  const name = path.slice(1);
  // The precompressed copies are how a file is sent, not files of their own.
  for (const suffix of Object.values(CODING_SUFFIX))
    if (name.endsWith(suffix) && files.has(name.slice(0, -suffix.length))) return null;
  if (name !== "" && files.has(name)) return { file: name };
  const page = name === "" ? "index.html" : `${name}/index.html`;
  return files.has(page) ? { file: page } : null;
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  reply.removeHeader("content-encoding");
  reply.removeHeader("etag");
  reply.removeHeader("last-modified");
  return reply
    .code(status)
    .header("Content-Type", "text/plain; charset=utf-8")
    .header("Cache-Control", "no-store")
    .send(`${text}\n`);
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, release: Release): FastifyReply {
  // An unknown address under /hi gets the Hindi page.
  const lang = langOf(request.originalUrl.split("?")[0] ?? "/");
  const file = notFoundFile(lang);
  applyHeaders(reply, release, notFoundPath(lang));
  const notFound = release.notFound[lang];
  const coding = chooseCoding(header(request.headers["accept-encoding"]), codingsOf(release.files, file));
  const body = (coding && notFound[coding]) || notFound.identity;
  reply.header("Content-Type", contentType(file)).header("Vary", "Accept-Encoding");
  if (coding && notFound[coding]) reply.header("Content-Encoding", coding);
  return reply.code(404).send(body);
}

const WORK_PREFIX = "creatorgrow-serve-";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the copies of servers that were killed before they could clean up after themselves. */
async function removeOrphanedCopies(): Promise<void> {
  for (const name of await readdir(tmpdir()).catch(() => [])) {
    const pid = Number(new RegExp(`^${WORK_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid > 0 && !isRunning(pid)) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
}

export async function createSiteServer({
  buildDir,
  watchIntervalMs = 0,
  log = () => undefined,
}: SiteServerOptions): Promise<SiteServer> {
  await removeOrphanedCopies();
  const workDir = await mkdtemp(join(tmpdir(), `${WORK_PREFIX}${process.pid}-`));
  let staged = 0;
  const stage = async () => stageRelease(buildDir, join(workDir, `release-${++staged}`));

  let first: Release;
  try {
    first = await stage();
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  const releases = new Releases(first);
  /** Requests already sent back to the not-found handler once, so a vanished file cannot loop. */
  const retried = new WeakSet<FastifyRequest>();

  const app = Fastify({
    logger: false,
    // Slow senders cannot hold a connection for ever.
    requestTimeout: 30_000,
    http: { headersTimeout: 20_000 },
    // The server has no routes: every request goes to one handler, which reads the target itself
    // (request.originalUrl) the same way whatever it holds, so the router never sees one it could
    // refuse in its own way.
    rewriteUrl: () => "/",
    frameworkErrors: (_error, _request, reply) => {
      reply.headers(siteWide(releases.current));
      void sendText(reply, 400, "Bad Request");
    },
  });
  // CONNECT never reaches a route; without a listener Node would drop the connection unanswered.
  app.server.on("connect", (_request, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });

  await app.register(fastifyStatic, {
    serve: false,
    // The server picks the file (precompressed copy included) and names its type itself.
    preCompressed: false,
    contentType: false,
    cacheControl: false,
    acceptRanges: true,
    etag: true,
    lastModified: true,
    index: false,
    extensions: [],
  });

  // Before any body is read: only GET and HEAD are answered.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    reply.headers(siteWide(releases.current)).header("Allow", ALLOWED_METHODS);
    await sendText(reply, 405, "Method Not Allowed");
  });

  // A 304 carries the same caching and security headers as the 200, but no body's metadata.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 304) {
      reply.removeHeader("content-type");
      reply.removeHeader("content-encoding");
    }
    return payload;
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; code?: string; headers?: Record<string, string> }, request, reply) => {
      const release = releases.current;
      if (error.code === "ENOENT") return sendNotFound(request, reply, release);
      const status =
        error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) log(`error answering ${request.method} ${request.originalUrl}: ${error.message}`);
      if (error.headers) reply.headers(error.headers);
      return sendText(
        reply,
        status,
        status === 416 ? "Range Not Satisfiable" : status >= 500 ? "Internal Server Error" : "Bad Request",
      );
    },
  );

  // Every GET and HEAD comes here: the server has no routes, only files.
  function answer(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const { release, previous, done } = releases.acquire();
    reply.raw.once("close", done);
    const target = readTarget(request.originalUrl);
    if (target.kind === "bad") {
      reply.headers(siteWide(release));
      return sendText(reply, 400, "Bad Request");
    }
    if (target.kind === "redirect") {
      applyHeaders(reply, release, "/");
      return reply.code(301).header("Location", target.location).send();
    }
    if (target.kind === "missing" || retried.has(request)) return sendNotFound(request, reply, release);

    let found = resolveFile(release.files, target.path);
    let from = release;
    // A page of the build before a switch, still open in a browser, may ask for its own chunks:
    // hashed names never collide, so they are served from that build until the next switch.
    if (found === null && previous && target.path.startsWith(HASHED_ASSETS)) {
      found = resolveFile(previous.files, target.path);
      from = previous;
    }
    if (found === null) return sendNotFound(request, reply, release);
    if ("redirect" in found) {
      applyHeaders(reply, release, "/");
      const url = request.originalUrl;
      const query = url.includes("?") ? url.slice(url.indexOf("?")) : "";
      return reply
        .code(301)
        .header("Location", safeLocationText(found.redirect + query))
        .send();
    }

    const { file } = found;
    const codings = codingsOf(from.files, file);
    const coding = chooseCoding(header(request.headers["accept-encoding"]), codings);
    const sent = coding ? file + CODING_SUFFIX[coding] : file;
    const size = from.files.get(sent)?.size ?? 0;
    const range = answerRange(header(request.headers.range), size, header(request.headers["if-range"]));
    // The sender sees only the range this server decided on (see ./range.ts).
    const raw = request.raw.headers;
    delete raw["if-range"];
    if (range.kind === "full") delete raw.range;
    else raw.range = range.kind === "partial" ? `bytes=${range.start}-${range.end}` : `bytes=${size}-`;

    applyHeaders(reply, release, target.path);
    if (codings.length > 0) reply.header("Vary", "Accept-Encoding");
    if (file.endsWith(".data") || file === "__spa-fallback.html") reply.header("X-Robots-Tag", "noindex");
    reply.header("Content-Type", contentType(file));
    if (coding) reply.header("Content-Encoding", coding);
    retried.add(request);
    return reply.sendFile(`/${sent}`, from.root);
  }

  app.setNotFoundHandler(answer);

  let refreshing: Promise<boolean> = Promise.resolve(false);
  const refresh = (): Promise<boolean> => {
    refreshing = refreshing.then(async () => {
      try {
        const manifest = await readManifest(buildDir);
        if (manifest.id === releases.current.id) return false;
        const next = await stage();
        releases.switchTo(next);
        log(`now serving build ${next.id}`);
        return true;
      } catch (error) {
        // A build being written, or none: keep serving the last complete one and look again later.
        if (error instanceof NoBuildError || error instanceof StaleBuildError) return false;
        log(`could not take the new build: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    });
    return refreshing;
  };

  const manifestPath = join(buildDir, RELEASE_MANIFEST);
  if (watchIntervalMs > 0) watchFile(manifestPath, { interval: watchIntervalMs }, () => void refresh());

  return {
    app,
    current: () => releases.current,
    refresh,
    close: async () => {
      if (watchIntervalMs > 0) unwatchFile(manifestPath);
      await app.close();
      await refreshing;
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
