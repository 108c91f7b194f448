// @vitest-environment node
// A bounded load run on the loopback address (`npm run test:load`, alone, so nothing else competes
// for the two cores): `npm start`'s server, in its own process, takes 500 connections for 10 seconds
// of mixed requests (pages, assets, ranges, redirects, 404s, refused methods; HEAD is checked in
// site-server.test.ts, as the load tool reads a body after every answer). Pass or fail never
// depends on how fast this machine is: every request must be answered without an error or a
// timeout, none with 5xx, and the server's memory must settle back near where it started.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTestBuild } from "./test-build";
import { send } from "./test-client";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CONNECTIONS = 500;
const SECONDS = 10;
/** Live memory may grow by a few caches (compiled code, socket pools); a leak over ~90k requests would not fit. */
const LIVE_GROWTH_MB = 8;
/**
 * The resident size does not fall back by itself: V8 keeps the young generation it grew to under
 * load (up to 3 × 16 MB on Node 20) until memory is short. The bound allows that and no more.
 */
const RESIDENT_GROWTH_MB = 96;

let dir = "";
let child: ChildProcess;
let port = 0;

interface Held {
  /** Resident size, MB: what the kernel counts, including heap space V8 keeps for later. */
  rss: number;
  /** JavaScript objects and buffers still referenced after a full collection, MB. */
  live: number;
}

/** What the server holds, from the server itself (see scripts/serve.ts), after a full collection. */
function held(): Promise<Held> {
  return new Promise((resolve) => {
    child.once("message", (message: { memory: NodeJS.MemoryUsage }) => {
      const { rss, heapUsed, external } = message.memory;
      resolve({ rss: rss / 2 ** 20, live: (heapUsed + external) / 2 ** 20 });
    });
    child.send("memory");
  });
}

/** The resident memory of a process, in MB, from the kernel's own accounting. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-load-"));
  await writeTestBuild(dir, 1);
  child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", "scripts/serve.ts"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR: dir, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /localhost:(\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}, 30_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

describe("load", () => {
  it(`${CONNECTIONS} connections for ${SECONDS} s: every request answered, memory back near its start`, async () => {
    const pid = child.pid ?? 0;
    // Warm up, so the baseline already holds the code and buffers every kind of request needs.
    for (let i = 0; i < 200; i++)
      await send(port, i % 2 ? "/" : "/instagram", { headers: { "Accept-Encoding": "br" } });
    await sleep(500);
    const before = await held();

    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        { method: "GET", path: "/", headers: { "accept-encoding": "br, gzip" } },
        { method: "GET", path: "/instagram" },
        { method: "GET", path: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } },
        { method: "GET", path: "/hundred.txt", headers: { range: "bytes=-10" } },
        { method: "GET", path: "/instagram/" },
        { method: "GET", path: "/no-such-page" },
        { method: "POST", path: "/" },
      ],
    });
    const peak = residentMb(pid);
    await sleep(2_000);
    const after = await held();

    console.log(
      `load: ${result.requests.total} requests in ${SECONDS} s over ${CONNECTIONS} connections (${Math.round(result.requests.average)}/s); ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, 2xx ${result["2xx"]}, 3xx ${result["3xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}; ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `memory: live ${before.live.toFixed(1)} MB before, ${after.live.toFixed(1)} MB 2 s after; ` +
        `resident ${before.rss.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the end, ${after.rss.toFixed(0)} MB 2 s after`,
    );

    expect(result.requests.total).toBeGreaterThan(CONNECTIONS);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result["5xx"]).toBe(0);
    expect(result.non2xx).toBe(result["3xx"] + result["4xx"]);
    expect(child.exitCode).toBeNull();
    expect((await send(port, "/")).status).toBe(200);
    expect(after.live - before.live).toBeLessThan(LIVE_GROWTH_MB);
    expect(after.rss - before.rss).toBeLessThan(RESIDENT_GROWTH_MB);
  }, 40_000);
});
