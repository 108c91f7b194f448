import { afterEach, describe, expect, it, vi } from "vitest";
import {
  COBALT_TIMEOUT_MS,
  type DownloadServer,
  askCobalt,
  fetchServerInfo,
  readCobaltAnswer,
  readServerInfo,
  serverEndpoint,
} from "./downloader.cobalt";
import { FIXTURES, fixture, replay, sent } from "./fixtures/replay";

const SERVER: DownloadServer = { kind: "cobalt", url: "https://dl.example.com" };

function answerOf(name: string) {
  const { response } = fixture(name);
  return readCobaltAnswer(response.body, response.status);
}

describe("the fixtures", () => {
  it("hold every documented answer type and the recorded errors", () => {
    const statuses = new Set(
      Object.values(FIXTURES).map(({ response }) =>
        typeof response.body === "object" && response.body !== null && "status" in response.body
          ? String(response.body.status)
          : "info",
      ),
    );
    expect([...statuses].sort()).toEqual(["error", "info", "local-processing", "picker", "redirect", "tunnel"]);
    expect(Object.keys(FIXTURES).length).toBeGreaterThanOrEqual(25);
  });

  it("send exactly what this site sends for their link", async () => {
    for (const [name, { request }] of Object.entries(FIXTURES)) {
      if (request.method !== "POST" || name === "error-link-missing" || name === "error-header-accept") continue;
      const body = request.body as { url: string; videoQuality: "1080" | "720" };
      const fetchMock = replay(name);
      await askCobalt(SERVER, body.url, body.videoQuality, { fetch: fetchMock });
      expect(sent(fetchMock).body, name).toEqual(request.body);
    }
  });
});

describe("askCobalt: the request", () => {
  it("posts JSON to the server's root with cobalt's headers and no cookies", async () => {
    const fetchMock = replay("tunnel-youtube-hd");
    await askCobalt(SERVER, "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "1080", { fetch: fetchMock });
    const request = sent(fetchMock);
    expect(request.url).toBe("https://dl.example.com/");
    expect(request.method).toBe("POST");
    expect(request.headers).toEqual({ accept: "application/json", "content-type": "application/json" });
    expect(request.body).toEqual({
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      videoQuality: "1080",
      downloadMode: "auto",
      filenameStyle: "basic",
    });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("omit");
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it("signs with the API key when one is set", async () => {
    const fetchMock = replay("error-fetch-fail-instagram");
    const keyed = { ...SERVER, apiKey: " 00000000-0000-4000-8000-000000000001 " };
    await askCobalt(keyed, "https://www.instagram.com/reel/C8xYz12AbCd/", "1080", { fetch: fetchMock });
    expect(sent(fetchMock).headers.authorization).toBe("Api-Key 00000000-0000-4000-8000-000000000001");
  });

  it.each([
    ["https://dl.example.com", "https://dl.example.com/"],
    ["https://dl.example.com/", "https://dl.example.com/"],
    ["https://example.com/cobalt", "https://example.com/cobalt/"],
    ["https://example.com/cobalt/?x=1#top", "https://example.com/cobalt/"],
    ["http://127.0.0.1:9000/", "http://127.0.0.1:9000/"],
    ["javascript:alert(1)", null],
    ["dl.example.com", null],
    ["", null],
  ])("finds the endpoint of %j", (url, endpoint) => {
    expect(serverEndpoint({ kind: "cobalt", url })).toBe(endpoint);
  });

  it("does not call anything when the configured address is not a web address", async () => {
    const fetchMock = replay("tunnel-youtube-hd");
    const answer = await askCobalt({ kind: "cobalt", url: "ftp://dl.example.com" }, "x", "1080", { fetch: fetchMock });
    expect(answer).toEqual({ kind: "failure", reason: "unreachable", httpStatus: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("readCobaltAnswer: success answers (written from docs/api.md)", () => {
  it("reads a tunnel with its file name and expiry", () => {
    const { body } = fixture("tunnel-youtube-hd").response as { body: { url: string } };
    expect(answerOf("tunnel-youtube-hd")).toEqual({
      kind: "file",
      file: {
        url: body.url,
        filename: "Phone Reels Setup Under ₹2000 - Riya Makes Things (1080p, h264).mp4",
        source: "tunnel",
        expiresAt: 1795343255435,
      },
    });
  });

  it("reads a redirect, which has no expiry of its own", () => {
    expect(answerOf("redirect-instagram-reel")).toMatchObject({
      kind: "file",
      file: { filename: "instagram_C8xYz12AbCd.mp4", source: "redirect", expiresAt: null },
    });
  });

  it("reads a carousel picker item by item with thumbnails", () => {
    const answer = answerOf("picker-instagram-carousel");
    if (answer.kind !== "picker") throw new Error(answer.kind);
    expect(answer.items.map((item) => item.type)).toEqual(["photo", "video", "photo", "photo"]);
    expect(answer.items.every((item) => item.thumb?.startsWith("https://dl.example.com/tunnel?"))).toBe(true);
    expect(answer.audio).toBeNull();
  });

  it("reads the optional picker fields: audio, its name, an item without a thumbnail", () => {
    const answer = answerOf("picker-slideshow-audio");
    if (answer.kind !== "picker") throw new Error(answer.kind);
    expect(answer.items[0]?.thumb).toBeNull();
    expect(answer.items[1]?.type).toBe("gif");
    expect(answer.audio).toMatchObject({ filename: "slideshow_audio.mp3", source: "tunnel" });
  });

  it("recognises local processing", () => {
    expect(answerOf("local-processing-youtube")).toEqual({ kind: "local-processing", processing: "merge" });
  });
});

describe("readCobaltAnswer: errors and nonsense", () => {
  it.each([
    ["error-fetch-fail-instagram", "error.api.fetch.fail", { service: "instagram" }, 400],
    ["error-rate-exceeded", "error.api.rate_exceeded", { limit: 60 }, 429],
    ["error-content-too-long", "error.api.content.too_long", { limit: 180 }, 400],
    ["error-auth-key-missing", "error.api.auth.key.missing", {}, 400],
    ["error-critical-core", "error.api.fetch.critical.core", {}, 500],
  ])("reads %s", (name, code, context, httpStatus) => {
    expect(answerOf(name)).toEqual({ kind: "error", code, context, httpStatus });
  });

  it.each([
    ["null (not JSON)", null],
    ["an array", []],
    ["an unknown status", { status: "success", url: "https://dl.example.com/f" }],
    ["a tunnel without a url", { status: "tunnel", filename: "a.mp4" }],
    ["a javascript: url", { status: "redirect", url: "javascript:alert(1)", filename: "a.mp4" }],
    ["a data: url", { status: "tunnel", url: "data:video/mp4;base64,AAAA", filename: "a.mp4" }],
    ["an empty picker", { status: "picker", picker: [] }],
    ["a picker of junk", { status: "picker", picker: [{ type: "audio", url: "https://x.example/a" }, "x", null] }],
    ["an error without a code", { status: "error", error: {} }],
  ])("calls %s unreadable", (_name, body) => {
    expect(readCobaltAnswer(body, 200)).toEqual({ kind: "failure", reason: "unreadable", httpStatus: 200 });
  });

  it("keeps good picker items, drops bad ones and unsafe thumbnails", () => {
    const answer = readCobaltAnswer(
      {
        status: "picker",
        picker: [
          { type: "photo", url: "https://x.example/1.jpg", thumb: "javascript:alert(1)" },
          { type: "video", url: "vbscript:x" },
        ],
      },
      200,
    );
    expect(answer).toEqual({
      kind: "picker",
      items: [{ type: "photo", url: "https://x.example/1.jpg", thumb: null }],
      audio: null,
    });
  });

  it("names a file 'download' when the server forgot to, and ignores a bad limit", () => {
    expect(readCobaltAnswer({ status: "tunnel", url: "https://x.example/t?exp=abc" }, 200)).toEqual({
      kind: "file",
      file: { url: "https://x.example/t?exp=abc", filename: "download", source: "tunnel", expiresAt: null },
    });
    expect(readCobaltAnswer({ status: "error", error: { code: "x", context: { limit: -1 } } }, 400)).toEqual({
      kind: "error",
      code: "x",
      context: {},
      httpStatus: 400,
    });
  });
});

describe("askCobalt: network trouble never hangs", () => {
  afterEach(() => vi.useRealTimers());

  it("reports an unreachable server (offline, DNS, CORS refused)", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await askCobalt(SERVER, "https://youtu.be/x", "720", { fetch: fetchMock })).toEqual({
      kind: "failure",
      reason: "unreachable",
      httpStatus: null,
    });
  });

  it("reports a body that is not JSON with its HTTP status", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("<h1>502 Bad Gateway</h1>", { status: 502 }));
    expect(await askCobalt(SERVER, "https://youtu.be/x", "720", { fetch: fetchMock })).toEqual({
      kind: "failure",
      reason: "unreadable",
      httpStatus: 502,
    });
  });

  it("gives up at the deadline and aborts the request, even if fetch ignores the signal", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn<typeof fetch>((_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    let answer: unknown = null;
    void askCobalt(SERVER, "https://youtu.be/x", "1080", { fetch: fetchMock }).then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(COBALT_TIMEOUT_MS - 1);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ kind: "failure", reason: "timeout", httpStatus: null });
    expect(signal?.aborted).toBe(true);
  });

  it("also times out a body that never finishes", async () => {
    vi.useFakeTimers();
    const stalled = new Response(new ReadableStream({ start() {} }), { status: 200 });
    const fetchMock = vi.fn<typeof fetch>(async () => stalled);
    const answer = askCobalt(SERVER, "https://youtu.be/x", "1080", { fetch: fetchMock, timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(await answer).toEqual({ kind: "failure", reason: "timeout", httpStatus: null });
  });
});

describe("server info (GET /)", () => {
  it("reads the recorded answer", () => {
    const info = readServerInfo(fixture("server-info").response.body);
    expect(info).toMatchObject({ version: "11.7.1", commit: "a636575b09de1fc55d9b8cd98cac88f5f2f16b42" });
    expect(info?.services).toHaveLength(21);
    expect(info?.services).toEqual(expect.arrayContaining(["instagram", "youtube"]));
  });

  it("fetches it with a GET to the root", async () => {
    const fetchMock = replay("server-info");
    expect(await fetchServerInfo(SERVER, { fetch: fetchMock })).toMatchObject({ version: "11.7.1" });
    expect(sent(fetchMock)).toMatchObject({ url: "https://dl.example.com/", method: "GET" });
  });

  it.each([null, {}, { cobalt: { version: "1" } }, { cobalt: { services: [] } }])("refuses %j", (body) => {
    expect(readServerInfo(body)).toBeNull();
  });
});
