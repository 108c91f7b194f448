import { describe, expect, it, vi } from "vitest";
import { backendResolver } from "./downloader.backend";
import type { DownloadServer } from "./downloader.cobalt";
import type { MediaRequest } from "./downloader.resolver";
import { fixture, replay, sent } from "./fixtures/replay";

const SERVER: DownloadServer = { kind: "cobalt", url: "https://dl.example.com/", apiKey: "k" };

function request(toolId: string, url: string): MediaRequest {
  const names: Record<string, string> = {
    "instagram-reels-downloader": "Reels Downloader",
    "instagram-post-downloader": "Post Downloader",
    "instagram-story-downloader": "Story Downloader",
    "instagram-dp-downloader": "DP Viewer & Downloader",
    "youtube-video-downloader": "YouTube Video Downloader",
    "youtube-shorts-downloader": "Shorts Downloader",
  };
  return {
    toolId,
    toolName: names[toolId] ?? toolId,
    platform: toolId.startsWith("youtube") ? "youtube" : "instagram",
    url,
  };
}

const reel = request("instagram-reels-downloader", "https://www.instagram.com/reel/C8xYz12AbCd/?igsh=MWQ1ZGUx");
const video = request("youtube-video-downloader", "https://youtu.be/dQw4w9WgXcQ?t=42");

function urlOf(name: string): string {
  const { body } = fixture(name).response;
  if (typeof body === "object" && body !== null && "url" in body) return String(body.url);
  throw new Error(name);
}

describe("backendResolver.resolve: links", () => {
  it("never sends a link that fails the local check", async () => {
    const fetchMock = replay("tunnel-youtube-hd");
    const resolver = backendResolver(SERVER, { fetch: fetchMock });
    expect(await resolver.resolve({ ...reel, url: "https://evil.example/?instagram.com" })).toEqual({
      status: "invalid",
    });
    expect(await resolver.resolve({ ...video, url: "https://www.youtube.com/@riya.makes" })).toEqual({
      status: "failed",
      problem: "invalid-link",
      message: "This YouTube link doesn't point to a video. Paste the link of a video or a Short.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["https://youtu.be/dQw4w9WgXcQ?t=42", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["music.youtube.com/watch?v=dQw4w9WgXcQ&list=RD", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/aB3_-xYz9Q0", "https://www.youtube.com/watch?v=aB3_-xYz9Q0"],
  ])("sends YouTube's %s as a plain watch link", async (url, expected) => {
    const fetchMock = replay("tunnel-youtube-hd");
    await backendResolver(SERVER, { fetch: fetchMock }).resolve({ ...video, url });
    expect(sent(fetchMock).body).toMatchObject({ url: expected, videoQuality: "1080" });
  });

  it("sends Instagram links without tracking parameters, with the API key", async () => {
    const fetchMock = replay("redirect-instagram-reel");
    await backendResolver(SERVER, { fetch: fetchMock }).resolve(reel);
    const { body, headers } = sent(fetchMock);
    expect(body).toEqual(fixture("redirect-instagram-reel").request.body);
    expect(headers.authorization).toBe("Api-Key k");
  });
});

describe("backendResolver.resolve: what the card gets", () => {
  it("a YouTube tunnel: title and channel from the file name, the HD file, no sample note", async () => {
    const answer = await backendResolver(SERVER, { fetch: replay("tunnel-youtube-hd") }).resolve(video);
    expect(answer).toMatchObject({
      status: "found",
      media: {
        platform: "youtube",
        videoId: "dQw4w9WgXcQ",
        title: "Phone Reels Setup Under ₹2000",
        author: "Riya Makes Things",
        downloads: { hd: urlOf("tunnel-youtube-hd") },
        files: {
          hd: {
            url: urlOf("tunnel-youtube-hd"),
            filename: "Phone Reels Setup Under ₹2000 - Riya Makes Things (1080p, h264).mp4",
            source: "tunnel",
            expiresAt: 1795343255435,
          },
        },
        thumbnail: { alt: "", width: 320, height: 180 },
      },
    });
    expect(answer).not.toHaveProperty("media.sample");
  });

  it("an Instagram reel redirect: a video with its download link and the tool's illustration", async () => {
    const answer = await backendResolver(SERVER, { fetch: replay("redirect-instagram-reel") }).resolve(reel);
    expect(answer).toMatchObject({
      status: "found",
      media: {
        platform: "instagram",
        type: "video",
        user: null,
        downloadUrl: urlOf("redirect-instagram-reel"),
        file: { filename: "instagram_C8xYz12AbCd.mp4", source: "redirect" },
        thumbnail: { alt: "", width: 180, height: 320 },
      },
    });
  });

  it("an Instagram photo through a tunnel previews itself, and names the account from the link", async () => {
    const post = request("instagram-post-downloader", "https://www.instagram.com/chai.with.riya/p/C7aBcDeFgHi/");
    const answer = await backendResolver(SERVER, { fetch: replay("tunnel-instagram-photo") }).resolve(post);
    expect(answer).toMatchObject({
      status: "found",
      media: {
        type: "image",
        user: "chai.with.riya",
        thumbnail: { src: urlOf("tunnel-instagram-photo"), alt: "Preview of the photo" },
      },
    });
  });

  it("a carousel: every item with its label and thumbnail, the first thumbnail on the card", async () => {
    const post = request("instagram-post-downloader", "https://www.instagram.com/p/C9kLmNoPqRs/");
    const answer = await backendResolver(SERVER, { fetch: replay("picker-instagram-carousel") }).resolve(post);
    if (answer.status !== "found" || answer.media.platform !== "instagram") throw new Error(answer.status);
    const { items, thumbnail, downloadUrl, type } = answer.media;
    expect(items?.map((item) => item.label)).toEqual(["Photo 1 of 4", "Video 2 of 4", "Photo 3 of 4", "Photo 4 of 4"]);
    expect(items?.[1]?.thumbnail?.alt).toBe("Preview of Video 2 of 4");
    expect(thumbnail.src).toBe(items?.[0]?.thumbnail?.src);
    expect(type).toBe("image");
    expect(downloadUrl).toBeUndefined();
  });
});

describe("backendResolver.resolve: troubles", () => {
  it.each([
    ["error-link-invalid", reel, { status: "invalid" }],
    ["error-link-missing", reel, { status: "invalid" }],
    [
      "error-fetch-fail-instagram",
      reel,
      {
        status: "failed",
        problem: "platform-failed",
        code: "error.api.fetch.fail",
        message: "Couldn't get this from Instagram right now. Try again in a minute.",
      },
    ],
    [
      "error-link-unsupported-story",
      request("instagram-story-downloader", "https://www.instagram.com/stories/chai.with.riya/3512345678901234567/"),
      {
        status: "failed",
        problem: "auth-needed",
        code: "error.api.link.unsupported",
        message:
          "Stories can only be saved when this site's download server is signed in to Instagram, and it isn't. Reels and posts work.",
      },
    ],
    [
      "error-link-unsupported-profile",
      request("instagram-dp-downloader", "https://www.instagram.com/chai.with.riya/"),
      {
        status: "failed",
        problem: "invalid-link",
        code: "error.api.link.unsupported",
        message: "This site's download server can't fetch profile pictures. Reels and posts work.",
      },
    ],
    [
      "error-rate-exceeded",
      video,
      {
        status: "failed",
        problem: "rate-limited",
        code: "error.api.rate_exceeded",
        message: "Too many downloads in a short time. Try again in 60 seconds.",
      },
    ],
    [
      "local-processing-youtube",
      video,
      {
        status: "failed",
        problem: "other",
        message:
          "This download server wants the browser to finish the file itself, which this site can't do yet. Please try again later.",
      },
    ],
    [
      "picker-instagram-carousel",
      video,
      {
        status: "failed",
        problem: "other",
        message: "The download server offered several files for this video, which this site can't show yet.",
      },
    ],
  ])("%s", async (name, mediaRequest, expected) => {
    expect(await backendResolver(SERVER, { fetch: replay(name) }).resolve(mediaRequest)).toEqual(expected);
  });

  it("a network failure is a message, not a throw", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("offline")));
    expect(await backendResolver(SERVER, { fetch: fetchMock }).resolve(video)).toEqual({
      status: "failed",
      problem: "server-down",
      message: "Couldn't reach the download server. Check your connection and try again.",
    });
  });
});

describe("backendResolver.download: a fresh file per quality button", () => {
  it("asks for 720p for SD and 1080p for HD", async () => {
    const fetchMock = replay("tunnel-youtube-shorts-sd");
    const resolver = backendResolver(SERVER, { fetch: fetchMock });
    const shorts = request("youtube-shorts-downloader", "https://youtube.com/shorts/aB3_-xYz9Q0");
    const answer = await resolver.download?.(shorts, "sd");
    expect(sent(fetchMock).body).toEqual(fixture("tunnel-youtube-shorts-sd").request.body);
    expect(answer).toMatchObject({
      status: "file",
      file: {
        source: "tunnel",
        filename: "Chai vs Coffee： Pune Edition #shorts - Pune Food Walks - Topic (720p, h264).mp4",
      },
    });
    await resolver.download?.(shorts, "hd");
    expect(sent(fetchMock, 1).body).toMatchObject({ videoQuality: "1080" });
  });

  it("maps errors as resolve does", async () => {
    const resolver = backendResolver(SERVER, { fetch: replay("error-content-video-private") });
    expect(await resolver.download?.(video, "hd")).toMatchObject({ status: "failed", problem: "unavailable" });
    expect(await resolver.download?.({ ...video, url: "https://example.com" }, "hd")).toEqual({ status: "invalid" });
  });
});
