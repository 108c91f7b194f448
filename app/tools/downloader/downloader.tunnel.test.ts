import { describe, expect, it, vi } from "vitest";
import type { DownloadFile } from "./downloader.resolver";
import { TUNNEL_MESSAGES, checkFile, tunnelStatus } from "./downloader.tunnel";

const FILE: DownloadFile = {
  url: "https://dl.example.com/tunnel?id=abc",
  filename: "clip.mp4",
  source: "tunnel",
  expiresAt: null,
};

describe("tunnelStatus", () => {
  it.each([
    [200, { ok: true }],
    [206, { ok: true }],
    [400, { ok: false, ...TUNNEL_MESSAGES.expired }],
    [401, { ok: false, ...TUNNEL_MESSAGES.expired }],
    [404, { ok: false, ...TUNNEL_MESSAGES.expired }],
    [429, { ok: false, ...TUNNEL_MESSAGES.busy }],
    [500, { ok: false, ...TUNNEL_MESSAGES.failed }],
    [502, { ok: false, ...TUNNEL_MESSAGES.failed }],
  ])("%i → %j", (status, check) => {
    expect(tunnelStatus(status)).toEqual(check);
  });
});

describe("checkFile", () => {
  it("asks the link once, reads only its status, and lets go of the body", async () => {
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn<typeof fetch>((_input, init) => {
      signal = init?.signal ?? undefined;
      return Promise.resolve(new Response("file bytes", { status: 200 }));
    });
    expect(await checkFile(FILE, { fetch: fetchMock })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(FILE.url);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: "no-store", credentials: "omit" });
    expect(signal?.aborted).toBe(true);
  });

  it("asks the server even when the link's expiry has passed by this device's clock", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
    expect(await checkFile({ ...FILE, expiresAt: 1_000 }, { fetch: fetchMock })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says the server could not be reached when the request fails or takes too long", async () => {
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await checkFile(FILE, { fetch: offline })).toEqual({ ok: false, ...TUNNEL_MESSAGES.unreachable });
    const silent = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    expect(await checkFile(FILE, { fetch: silent, timeoutMs: 10 })).toEqual({
      ok: false,
      ...TUNNEL_MESSAGES.unreachable,
    });
  });
});
