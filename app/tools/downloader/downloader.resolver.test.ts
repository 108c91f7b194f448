import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FETCH_DELAY_MS } from "~/lib/timing";
import { backendResolver } from "./downloader.backend";
import { SAMPLE_CHANNEL, SAMPLE_HANDLE, SAMPLE_VIDEO_TITLE } from "./downloader.data";
import { type MediaRequest, simulatedResolver } from "./downloader.resolver";

const reels: MediaRequest = {
  toolId: "instagram-reels-downloader",
  toolName: "Reels Downloader",
  platform: "instagram",
  url: "https://www.instagram.com/reel/C8xYz12AbCd/",
};
const shorts: MediaRequest = {
  toolId: "youtube-shorts-downloader",
  toolName: "Shorts Downloader",
  platform: "youtube",
  url: "youtube.com/shorts/aB3_-xYz9Q0",
};

describe("simulatedResolver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers after exactly the fetch delay, and judges the link only then", async () => {
    let answer: unknown = null;
    void simulatedResolver()
      .resolve({ ...reels, url: "https://evil.example/?instagram.com" })
      .then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(FETCH_DELAY_MS - 1);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ status: "invalid" });
  });

  it("gives the Reels downloader a sample video from the sample handle", async () => {
    const answer = simulatedResolver(0).resolve(reels);
    await vi.advanceTimersByTimeAsync(0);
    expect(await answer).toMatchObject({
      status: "found",
      media: {
        platform: "instagram",
        type: "video",
        user: SAMPLE_HANDLE,
        sample: true,
        thumbnail: { width: 180, height: 320 },
      },
    });
  });

  it("gives the DP downloader an image", async () => {
    const answer = simulatedResolver(0).resolve({
      ...reels,
      toolId: "instagram-dp-downloader",
      toolName: "DP Viewer & Downloader",
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(await answer).toMatchObject({ status: "found", media: { type: "image" } });
  });

  it("gives YouTube the sample title and channel with the link's own video id", async () => {
    const answer = simulatedResolver(0).resolve(shorts);
    await vi.advanceTimersByTimeAsync(0);
    expect(await answer).toMatchObject({
      status: "found",
      media: { platform: "youtube", videoId: "aB3_-xYz9Q0", title: SAMPLE_VIDEO_TITLE, author: SAMPLE_CHANNEL },
    });
  });
});

describe("backendResolver", () => {
  function reply(status: number, body: unknown) {
    return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  }

  it("never sends an invalid link", async () => {
    const fetchMock = reply(200, {});
    const answer = await backendResolver("https://api.example/lookup", fetchMock).resolve({
      ...reels,
      url: "notinstagram.com/reel/x",
    });
    expect(answer).toEqual({ status: "invalid" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the cleaned link and reads an Instagram answer", async () => {
    const fetchMock = reply(200, {
      thumbnail: "https://cdn.example/t.jpg",
      user: "@chai.with.riya",
      downloadUrl: "https://cdn.example/v.mp4",
    });
    const answer = await backendResolver("https://api.example/lookup", fetchMock).resolve(reels);
    const [endpoint, init] = fetchMock.mock.calls[0] ?? [];
    expect(endpoint).toBe("https://api.example/lookup");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      tool: "instagram-reels-downloader",
      platform: "instagram",
      url: "https://www.instagram.com/reel/C8xYz12AbCd/",
      videoId: null,
    });
    expect(answer).toMatchObject({
      status: "found",
      media: {
        type: "video",
        user: "chai.with.riya",
        downloadUrl: "https://cdn.example/v.mp4",
        thumbnail: { src: "https://cdn.example/t.jpg" },
      },
    });
  });

  it("reads a YouTube answer and keeps only web addresses", async () => {
    const fetchMock = reply(200, {
      thumbnail: "https://cdn.example/t.jpg",
      title: "Budget vlog kit",
      author: "Riya Vlogs",
      downloads: { hd: "javascript:alert(1)", sd: "https://cdn.example/720.mp4" },
    });
    const answer = await backendResolver("/api/lookup", fetchMock).resolve(shorts);
    expect(answer).toMatchObject({
      status: "found",
      media: {
        videoId: "aB3_-xYz9Q0",
        title: "Budget vlog kit",
        downloads: { hd: undefined, sd: "https://cdn.example/720.mp4" },
      },
    });
  });

  it.each([
    ["422", reply(422, {}), { status: "invalid" }],
    ["an invalid-url error", reply(200, { error: "invalid-url" }), { status: "invalid" }],
    ["a server error", reply(503, {}), { status: "failed", message: expect.stringContaining("error 503") }],
    [
      "a missing field",
      reply(200, { thumbnail: "https://cdn.example/t.jpg" }),
      { status: "failed", message: expect.stringContaining("couldn't read") },
    ],
    [
      "a non-web thumbnail",
      reply(200, { thumbnail: "data:image/png;base64,xx", user: "a" }),
      { status: "failed", message: expect.stringContaining("couldn't read") },
    ],
    [
      "a network error",
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("offline"))),
      { status: "failed", message: expect.stringContaining("Couldn't reach") },
    ],
    [
      "a body that is not JSON",
      vi.fn<typeof fetch>(async () => new Response("<html>", { status: 200 })),
      { status: "failed", message: expect.stringContaining("couldn't read") },
    ],
  ])("maps %s", async (_name, fetchMock, expected) => {
    expect(await backendResolver("/api/lookup", fetchMock).resolve(reels)).toEqual(expected);
  });
});
