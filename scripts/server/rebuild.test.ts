// @vitest-environment node
// A rebuild under a running server, the way `npm run build` does it: the build folder is removed,
// refilled file by file with files of other sizes, and release.json comes last. Every answer meanwhile
// is one whole file of one build, and the server moves to the new build once it is complete.
import { existsSync } from "node:fs";
import { mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type SiteServer, createSiteServer } from "./site-server";
import { testFiles, writeTestBuild } from "./test-build";
import { send } from "./test-client";

let dir = "";
let server: SiteServer;
let port = 0;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-rebuild-"));
  await writeTestBuild(dir, 1);
  server = await createSiteServer({ buildDir: dir, watchIntervalMs: 50 });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const CHECKED = ["/", "/instagram", "/assets/app-abc123.js", "/sw.js"] as const;
const FILE_OF: Record<(typeof CHECKED)[number], string> = {
  "/": "index.html",
  "/instagram": "instagram/index.html",
  "/assets/app-abc123.js": "assets/app-abc123.js",
  "/sw.js": "sw.js",
};

/** Which build version a body is, exactly; null when it is no version of the file whole. */
function versionOf(path: (typeof CHECKED)[number], body: Buffer): number | null {
  for (const version of [1, 2, 3])
    if (body.equals(Buffer.from(testFiles(version)[FILE_OF[path]] ?? ""))) return version;
  return null;
}

/**
 * Writes build `version` and has the server take it. The server's own watcher (every 50 ms) may see
 * the new release.json first, and then refresh(), which waits for it, finds nothing newer: so what
 * is checked is the build served, not which of the two calls switched (that check failed once on a
 * busy machine).
 */
async function takeBuild(version: number): Promise<void> {
  await writeTestBuild(dir, version);
  await server.refresh();
  expect(versionOf("/", (await send(port, "/")).body)).toBe(version);
}

describe("a rebuild while requests run", () => {
  it("every answer is one whole file of one complete build, and the new build is served once complete", async () => {
    let running = true;
    const seen: { path: string; version: number | null; status: number }[] = [];
    const clients = Array.from({ length: 6 }, async (_, client) => {
      for (let i = 0; running; i++) {
        const path = CHECKED[(client + i) % CHECKED.length] ?? "/";
        const encoding = i % 2 === 0 ? { "Accept-Encoding": "br" } : undefined;
        const answer = await send(port, path, { headers: encoding });
        // The compressed copy is checked by what it decompresses to.
        const body = answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.body) : answer.body;
        expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
        seen.push({ path, version: versionOf(path, body), status: answer.status });
        // A breath between requests: six clients still ask every millisecond or two, all through
        // the rebuild, but no longer starve the build being written and the server taking it (in a
        // tight loop they used both cores and stretched this test to 10 s).
        await sleep(5);
      }
    });

    // Grow every file (version 3), then shrink them (version 2), each time the way the build does.
    // The six clients keep the server busy, so on a loaded machine taking a build can take seconds:
    // the wait is generous (a run beside a full test suite and two builds on two cores took over 90 s),
    // and the clients stop even when it runs out, before the server closes.
    try {
      for (const version of [3, 2]) {
        await rm(dir, { recursive: true, force: true });
        await sleep(100);
        await writeTestBuild(dir, version);
        await expect
          .poll(async () => versionOf("/", (await send(port, "/")).body), { timeout: 80_000, interval: 50 })
          .toBe(version);
      }
    } finally {
      running = false;
      await Promise.allSettled(clients);
    }
    await Promise.all(clients);

    expect(seen.length).toBeGreaterThan(50);
    expect(seen.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(seen.filter((answer) => answer.version === null)).toEqual([]);
    expect(new Set(seen.map((answer) => answer.version))).toEqual(new Set([1, 3, 2]));
  }, 200_000);

  it("a build that is still being written, or is missing a file, is never taken", async () => {
    const first = server.current().id;
    await writeTestBuild(dir, 2, { missing: "instagram/index.html" });
    expect(await server.refresh()).toBe(false);
    expect(server.current().id).toBe(first);
    await writeFile(join(dir, "client", "instagram", "index.html"), "changed after the manifest");
    expect(await server.refresh()).toBe(false);
    await rm(dir, { recursive: true, force: true });
    expect(await server.refresh()).toBe(false);
    expect(versionOf("/", (await send(port, "/")).body)).toBe(1);
  });

  it("keeps the build before a switch for its hashed assets only, until the next switch", async () => {
    await takeBuild(2);
    // A page of build 1 still open in a browser asks for its own chunk.
    expect((await send(port, "/assets/chunk-v1.js")).body.toString()).toBe("export const version = 1;");
    expect((await send(port, "/assets/chunk-v2.js")).status).toBe(200);
    // Only hashed assets come from the build before: its pages and other files are gone.
    expect(versionOf("/", (await send(port, "/")).body)).toBe(2);
    const previousRoot = server.current().root;
    await takeBuild(3);
    expect((await send(port, "/assets/chunk-v1.js")).status).toBe(404);
    expect((await send(port, "/assets/chunk-v2.js")).status).toBe(200);
    expect(existsSync(previousRoot)).toBe(true);
  });

  it("a download under way finishes from its own build, whose copy goes once it has ended", async () => {
    const oldRoot = server.current().root;
    const body: Buffer[] = [];
    let ended!: () => void;
    const done = new Promise<void>((resolve) => (ended = resolve));
    const request = get({ host: "127.0.0.1", port, path: "/big.bin", agent: false }, (response) => {
      response.pause();
      response.on("data", (chunk: Buffer) => body.push(chunk));
      response.on("end", ended);
      setTimeout(() => response.resume(), 1_000);
    });
    request.on("error", ended);
    await sleep(200);

    // Two switches: build 1 is no longer even the build before, yet its download goes on.
    for (const version of [2, 3]) await takeBuild(version);
    expect(existsSync(oldRoot)).toBe(true);

    await done;
    const data = Buffer.concat(body);
    expect(data.length).toBe(testFiles(1)["big.bin"]?.length);
    expect(data.every((byte) => byte === 1)).toBe(true);
    await expect.poll(() => existsSync(oldRoot)).toBe(false);
  }, 15_000);

  it("a file that vanishes from the server's own copy is answered with the Not Found page", async () => {
    await unlink(join(server.current().root, "instagram", "index.html"));
    expect((await send(port, "/instagram")).status).toBe(404);
    expect((await send(port, "/")).status).toBe(200);
  });
});
