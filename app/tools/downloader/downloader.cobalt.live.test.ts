// @vitest-environment node
import { describe, expect, it } from "vitest";
import { backendResolver } from "./downloader.backend";
import { type DownloadServer, askCobalt, fetchServerInfo } from "./downloader.cobalt";
import type { MediaRequest } from "./downloader.resolver";

/*
 * Talks to a real cobalt instance: COBALT_URL=http://127.0.0.1:9000/ (and COBALT_API_KEY when the
 * instance wants one). Without internet the instance cannot reach Instagram or YouTube, so a real
 * link may end in a clear "couldn't get this" instead of a file; both are accepted, a crash or an
 * unreadable answer is not.
 */

const url = process.env.COBALT_URL?.trim();
const apiKey = process.env.COBALT_API_KEY?.trim();
const server: DownloadServer | null = url ? { kind: "cobalt", url, ...(apiKey ? { apiKey } : {}) } : null;

if (!server) {
  console.info("cobalt live tests skipped: set COBALT_URL to a running cobalt instance to run them.");
}

const REEL: MediaRequest = {
  toolId: "instagram-reels-downloader",
  toolName: "Reels Downloader",
  platform: "instagram",
  url: "https://www.instagram.com/reel/C8xYz12AbCd/",
};
const VIDEO: MediaRequest = {
  toolId: "youtube-video-downloader",
  toolName: "YouTube Video Downloader",
  platform: "youtube",
  url: "https://youtu.be/dQw4w9WgXcQ",
};

const REACHABLE_OUTCOMES = ["found", "failed"];
const ACCEPTED_PROBLEMS = ["platform-failed", "unavailable", "rate-limited", "auth-needed"];

describe.skipIf(!server)("a live cobalt instance", () => {
  const live = server as DownloadServer;

  it("describes itself at GET /", async () => {
    const info = await fetchServerInfo(live);
    expect(info?.version).toMatch(/^\d+\.\d+/);
    expect(info?.services).toEqual(expect.arrayContaining(["instagram", "youtube"]));
  });

  it("refuses a link from a site it does not know", async () => {
    const answer = await askCobalt(live, "https://example.com/watch?v=dQw4w9WgXcQ", "1080");
    expect(answer).toMatchObject({ kind: "error", code: "error.api.link.invalid", httpStatus: 400 });
  });

  it("refuses a body whose url is not a link", async () => {
    const answer = await askCobalt(live, "not a link", "720");
    expect(answer).toMatchObject({ kind: "error", code: "error.api.invalid_body", httpStatus: 400 });
  });

  it.each([
    ["an Instagram reel", REEL],
    ["a YouTube video", VIDEO],
  ])("answers %s with a card or a clear message", async (_name, request) => {
    const outcome = await backendResolver(live).resolve(request);
    expect(REACHABLE_OUTCOMES).toContain(outcome.status);
    if (outcome.status === "failed") {
      expect(ACCEPTED_PROBLEMS).toContain(outcome.problem);
      expect(outcome.code).toMatch(/^error\.api\./);
    }
  });

  it("answers the SD button with a file or a clear message", async () => {
    const outcome = await backendResolver(live).download?.(VIDEO, "sd");
    expect(["file", "failed"]).toContain(outcome?.status);
    if (outcome?.status === "failed") expect(ACCEPTED_PROBLEMS).toContain(outcome.problem);
  });
});
