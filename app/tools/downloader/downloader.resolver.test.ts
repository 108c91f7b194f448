import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FETCH_DELAY_MS } from "~/lib/page/timing";
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
