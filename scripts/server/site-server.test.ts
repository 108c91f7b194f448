// @vitest-environment node
// The production server as an attacker and a careless client meet it, on the loopback address:
// every request gets an answer, none stops the server, and the answers follow the rules.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pick, randomInt, seededRng } from "~/lib/text/random";
import { type SiteServer, createSiteServer } from "./site-server";
import { HUNDRED, testFiles, writeTestBuild } from "./test-build";
import { PATH_TRICKS, RANGE_TABLE } from "./test-tables";
import { send, sendRaw } from "./test-client";

let dir = "";
let server: SiteServer;
let port = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cg-server-"));
  await writeTestBuild(dir, 1);
  server = await createSiteServer({ buildDir: dir });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The server still answers an ordinary request. */
async function expectAlive(): Promise<void> {
  expect((await send(port, "/")).status).toBe(200);
}

const BR = { "Accept-Encoding": "gzip, deflate, br" };

describe("ordinary answers", () => {
  it("serves a page with its rules' headers, revalidated, precompressed when accepted", async () => {
    const answer = await send(port, "/instagram", { headers: BR });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "br",
      vary: "Accept-Encoding",
      "cache-control": "public, max-age=0, must-revalidate",
      "x-content-type-options": "nosniff",
      "content-security-policy": "frame-ancestors 'none'",
    });
    expect(answer.body.equals(brotliCompressSync(testFiles(1)["instagram/index.html"] ?? ""))).toBe(true);
    const plain = await send(port, "/instagram");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(testFiles(1)["instagram/index.html"]);
  });

  it("caches hashed assets for a year and marks navigation data noindex", async () => {
    expect((await send(port, "/assets/app-abc123.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await send(port, "/blog.data")).headers["x-robots-tag"]).toBe("noindex");
  });

  it("answers unknown paths, the build's own files and precompressed copies with the Not Found page", async () => {
    for (const path of ["/nope", "/404", "/404.html", "/_headers", "/index.html.br", "/instagram/index.html.gz"]) {
      const answer = await send(port, path, { headers: BR });
      expect(answer.status, path).toBe(404);
      expect(answer.headers["x-frame-options"], path).toBe("DENY");
      expect(answer.headers["content-encoding"], path).toBe("br");
    }
  });

  it("answers an unknown address under /hi with the Hindi Not Found page, and its files with 404", async () => {
    for (const path of ["/hi/nope", "/hi/blog/nope?x=1"]) {
      const answer = await send(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe(testFiles(1)["hi/404.html"]);
    }
    expect((await send(port, "/nope")).body.toString()).toBe(testFiles(1)["404.html"]);
    for (const path of ["/hi/404", "/hi/404.html"]) expect((await send(port, path)).status, path).toBe(404);
  });

  it("redirects a page's second names to its one address, keeping the query", async () => {
    for (const [path, location] of [
      ["/instagram/", "/instagram"],
      ["/instagram/index.html?x=1", "/instagram?x=1"],
      ["/index.html", "/"],
    ] as const) {
      const answer = await send(port, path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });

  it("sends HEAD with the headers of GET and no body", async () => {
    const head = await send(port, "/", { method: "HEAD", headers: BR });
    const get = await send(port, "/", { headers: BR });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("answers a revalidation with 304 carrying every header of the 200 but the body's", async () => {
    for (const path of ["/", "/assets/app-abc123.js", "/hundred.txt"]) {
      const full = await send(port, path, { headers: BR });
      const again = await send(port, path, { headers: { ...BR, "If-None-Match": full.headers.etag ?? "" } });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      const BODY = new Set(["content-type", "content-length", "content-encoding", "date", "connection", "keep-alive"]);
      const kept = (headers: Record<string, string>) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY.has(name)));
      expect(kept(again.headers), path).toEqual(kept(full.headers));
      expect(again.headers["content-encoding"], path).toBeUndefined();
    }
  });

  it("gives each coding its own validator, so a cache never mixes them", async () => {
    const br = await send(port, "/", { headers: BR });
    const plain = await send(port, "/");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const crossed = await send(port, "/", { headers: { "If-None-Match": br.headers.etag ?? "" } });
    expect(crossed.status).toBe(200);
  });
});

describe("Range, checked against RFC 9110 (the table in range.test.ts) over HTTP", () => {
  for (const [header, answer, rule] of RANGE_TABLE) {
    it(`${header.slice(0, 40)}: ${rule}`, async () => {
      const response = await send(port, "/hundred.txt", { headers: { Range: header } });
      const body = response.body.toString("latin1");
      if (answer.kind === "partial") {
        expect(response.status).toBe(206);
        expect(response.headers["content-range"]).toBe(`bytes ${answer.start}-${answer.end}/100`);
        expect(body).toBe(HUNDRED.slice(answer.start, answer.end + 1));
      } else if (answer.kind === "full") {
        expect(response.status).toBe(200);
        expect(body).toBe(HUNDRED);
      } else {
        expect(response.status).toBe(416);
        expect(response.headers["content-range"]).toBe("bytes */100");
      }
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    });
  }

  it("applies a range to the coding it sends, and ignores it under If-Range", async () => {
    const whole = await send(port, "/", { headers: BR });
    const tail = await send(port, "/", { headers: { ...BR, Range: "bytes=-5" } });
    expect(tail.status).toBe(206);
    expect(tail.headers["content-range"]).toBe(
      `bytes ${whole.body.length - 5}-${whole.body.length - 1}/${whole.body.length}`,
    );
    expect(tail.body.equals(whole.body.subarray(-5))).toBe(true);
    const stale = await send(port, "/hundred.txt", { headers: { Range: "bytes=0-9", "If-Range": '"other"' } });
    expect(stale.status).toBe(200);
  });

  it("still serves HEAD and a 404 page whole whatever the Range", async () => {
    expect((await send(port, "/nope", { headers: { Range: "bytes=0-5" } })).status).toBe(404);
    const head = await send(port, "/hundred.txt", { method: "HEAD", headers: { Range: "bytes=-10" } });
    expect(head.status).toBe(206);
    expect(head.body.length).toBe(0);
  });
});

describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "QUERY", "MKCOL"]) {
    it(`${method} gets 405 with Allow and the security headers`, async () => {
      const answer = await send(port, "/", { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
    });
  }

  it("CONNECT gets 405 too, and a method the parser does not know gets 400", async () => {
    expect((await sendRaw(port, "CONNECT evil.com:443 HTTP/1.1\r\nHost: evil.com\r\n\r\n")).statuses).toEqual([405]);
    expect((await sendRaw(port, "FOO / HTTP/1.1\r\nHost: x\r\n\r\n")).statuses).toEqual([400]);
    await expectAlive();
  });
});

describe("path tricks (the table in request-target.test.ts), raw on the wire", () => {
  const expected = { path: [200, 404], redirect: [301], bad: [400], missing: [404] } as const;
  for (const [target, answer] of PATH_TRICKS) {
    if (target === "" || /[\s#]/.test(target)) continue;
    it(`${JSON.stringify(target)} → ${answer.kind}`, async () => {
      const { text, statuses } = await sendRaw(
        port,
        `GET ${target} HTTP/1.1\r\nHost: creatorgrow.in\r\nConnection: close\r\n\r\n`,
      );
      expect(statuses.length).toBe(1);
      expect(expected[answer.kind]).toContain(statuses[0]);
      const location = /\r\nlocation: ([^\r]*)\r\n/i.exec(text)?.[1];
      if (location !== undefined) {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "https://creatorgrow.in").origin).toBe("https://creatorgrow.in");
      }
    });
  }
});

describe("chaos: requests a careless or hostile client sends", () => {
  const CASES: readonly (readonly [name: string, bytes: string, statuses: readonly number[]])[] = [
    ["absolute URL with a bad host", "GET http://%zz/ HTTP/1.1\r\nHost: x\r\n\r\n", [200, 400]],
    ["bad percent escape", "GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n", [400]],
    ["Range 2-1", "GET /hundred.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=2-1\r\n\r\n", [200]],
    ["Range to 2^64", "GET /hundred.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=0-18446744073709551615\r\n\r\n", [206]],
    ["Range on a large file", "GET /big.bin HTTP/1.1\r\nHost: x\r\nRange: bytes=4194300-\r\n\r\n", [206]],
    ["a 20 KB header", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, [431]],
    ["500 small headers", `GET / HTTP/1.1\r\nHost: x\r\n${"X-A: b\r\n".repeat(500)}\r\n`, [200]],
    ["100 Range headers", `GET /hundred.txt HTTP/1.1\r\nHost: x\r\n${"Range: bytes=0-1\r\n".repeat(100)}\r\n`, [200]],
    ["two Host headers", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", [200, 400]],
    ["no Host", "GET / HTTP/1.1\r\n\r\n", [200, 400]],
    ["HTTP/1.0", "GET / HTTP/1.0\r\n\r\n", [200]],
    ["HTTP/0.9 style", "GET /\r\n\r\n", [200, 400]],
    ["HTTP/2 preface on HTTP/1.1", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", [400]],
    ["HTTP/9.9", "GET / HTTP/9.9\r\nHost: x\r\n\r\n", [400, 505]],
    ["bare LF line ends", "GET / HTTP/1.1\nHost: x\n\n", [200, 400]],
    ["NUL in a header", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n", [400]],
    ["control byte in the path", "GET /a\x01b HTTP/1.1\r\nHost: x\r\n\r\n", [400]],
    [
      "byte 0xFF in the path",
      Buffer.from("GET /a\xffb HTTP/1.1\r\nHost: x\r\n\r\n", "latin1").toString("latin1"),
      [400],
    ],
    ["space in the path", "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", [400]],
    ["a 100 KB path", `GET /${"a".repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, [431, 414, 400]],
    [
      "Content-Length and chunked together",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      [400],
    ],
    ["negative Content-Length", "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", [400]],
    ["a body on GET", "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", [200]],
    [
      "POST with a large body",
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 200000\r\n\r\n${"a".repeat(200_000)}`,
      [405],
    ],
    ["Expect: 100-continue", "GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n", [100, 200]],
    [
      "a WebSocket upgrade",
      "GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
      [200, 400, 426],
    ],
    [
      "an h2c upgrade",
      "GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n",
      [200, 400],
    ],
    ["garbage", "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 TLS hello\r\n\r\n", [400]],
    ["empty lines, then a request", "\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n", [200, 400]],
    ["If-None-Match: *", "GET / HTTP/1.1\r\nHost: x\r\nIf-None-Match: *\r\n\r\n", [304]],
    ["If-Match that fails", 'GET / HTTP/1.1\r\nHost: x\r\nIf-Match: "nope"\r\n\r\n', [412]],
    ["a nonsense date", "GET / HTTP/1.1\r\nHost: x\r\nIf-Modified-Since: yesterday\r\n\r\n", [200]],
    ["Accept-Encoding nonsense", "GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ;;;,=,q=9\r\n\r\n", [200]],
    ["50 pipelined requests", "GET /hundred.txt HTTP/1.1\r\nHost: x\r\n\r\n".repeat(50), Array<number>(50).fill(200)],
  ];

  for (const [name, bytes, statuses] of CASES) {
    it(`${name}: answered, and the server keeps running`, async () => {
      const answer = await sendRaw(port, Buffer.from(bytes, "latin1"), { wanted: statuses.length, quietMs: 500 });
      expect(answer.statuses.length, answer.text.slice(0, 200)).toBeGreaterThan(0);
      if (statuses.length > 1 && name.includes("pipelined")) expect(answer.statuses).toEqual(statuses);
      else for (const status of answer.statuses.filter((s) => s !== 100)) expect(statuses).toContain(status);
      await expectAlive();
    });
  }

  it("a client that sends half a request and goes away, or reads nothing, harms no one", async () => {
    await sendRaw(port, "GET / HTTP/1.1\r\nHost: x\r\nX-Half", { quietMs: 50, firstMs: 50 });
    await sendRaw(port, "GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n", { quietMs: 20 });
    await expectAlive();
  });

  it("fuzz: 300 requests of random bytes in every part are each answered, never with 5xx", async () => {
    const rng = seededRng(20261125);
    const METHODS = ["GET", "HEAD", "POST", "get", "G ET", "GET\t", "", "OPTIONS", "\u00ff", "DELETE"];
    const PIECES = [
      "/",
      "//",
      "\\",
      "%",
      "%zz",
      "%00",
      "%2e%2e",
      "..",
      "?",
      "#",
      "*",
      "http://",
      "a",
      "é",
      "\0",
      " ",
      "\t",
      "\u00ff",
      ":",
      "@",
    ];
    const HEADERS = [
      "Range",
      "If-Range",
      "If-None-Match",
      "Accept-Encoding",
      "Host",
      "Content-Length",
      "Transfer-Encoding",
      "X-Y",
    ];
    const VALUES = [
      "bytes=",
      "-",
      "0",
      "99999999999999999999",
      ",",
      "*",
      "br",
      'W/"x"',
      "chunked",
      "\u00ff",
      " ",
      ";q=",
    ];
    const piece = (items: readonly string[], most: number) =>
      Array.from({ length: randomInt(most + 1, rng) }, () => pick(items, rng)).join("");
    const requests = Array.from({ length: 300 }, () => {
      const headers = Array.from(
        { length: randomInt(4, rng) },
        () => `${pick(HEADERS, rng)}: ${piece(VALUES, 4)}\r\n`,
      ).join("");
      return `${pick(METHODS, rng)} /${piece(PIECES, 6)} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`;
    });
    const statuses: number[] = [];
    for (let i = 0; i < requests.length; i += 25) {
      const batch = await Promise.all(
        requests.slice(i, i + 25).map((bytes) =>
          // Only a request that owes a body may go unanswered; the rest get all the time they need.
          sendRaw(port, Buffer.from(bytes, "latin1"), {
            quietMs: 300,
            firstMs: /Content-Length|Transfer-Encoding/.test(bytes) ? 300 : 10_000,
          }),
        ),
      );
      for (const [j, answer] of batch.entries()) {
        const status = answer.statuses[0];
        // A request that declares a body it never sends is still waiting for it when the client leaves.
        if (status === undefined)
          expect(requests[i + j], "only a request still owing its body goes unanswered").toMatch(
            /Content-Length|Transfer-Encoding/,
          );
        else statuses.push(status);
      }
    }
    expect(statuses.length).toBeGreaterThan(250);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    await expectAlive();
  }, 60_000);
});
