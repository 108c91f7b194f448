import { describe, expect, it } from "vitest";
import { carouselItems, describeYoutubeFile, fileMediaType } from "./downloader.cobalt-media";

describe("describeYoutubeFile", () => {
  it.each([
    [
      "Phone Reels Setup Under ₹2000 - Riya Makes Things (1080p, h264).mp4",
      "Phone Reels Setup Under ₹2000",
      "Riya Makes Things",
    ],
    ["Vlog 12 - Goa Trip - Riya Vlogs (720p, h264).mp4", "Vlog 12 - Goa Trip", "Riya Vlogs"],
    ["Kesariya (Lofi) - Arijit Singh - Topic (1080p, vp9).webm", "Kesariya (Lofi)", "Arijit Singh - Topic"],
    [
      "Chai vs Coffee： Pune Edition？ - Pune Food Walks (720p, h264).mp4",
      "Chai vs Coffee: Pune Edition?",
      "Pune Food Walks",
    ],
    ["No channel here (1080p, h264).mp4", "No channel here", null],
    ["youtube_dQw4w9WgXcQ_1920x1080_h264.mp4", "youtube_dQw4w9WgXcQ_1920x1080_h264", null],
    [" - (1080p).mp4", "- (1080p).mp4", null],
    ["download", "download", null],
  ])("%s", (filename, title, author) => {
    expect(describeYoutubeFile(filename)).toEqual({ title, author });
  });
});

describe("fileMediaType", () => {
  it.each([
    ["instagram_C8xYz12AbCd.mp4", "Story Downloader", "video"],
    ["instagram_C8xYz12AbCd.JPG", "Reels Downloader", "image"],
    ["clip.webm", "Post Downloader", "video"],
    ["download", "Reels Downloader", "video"],
    ["download", "DP Viewer & Downloader", "image"],
  ])("%s on %s is %s", (filename, toolName, type) => {
    expect(fileMediaType(filename, toolName)).toBe(type);
  });
});

describe("carouselItems", () => {
  it("labels each item and keeps a missing preview as null", () => {
    expect(
      carouselItems([
        { type: "gif", url: "https://x.example/1", thumb: null },
        { type: "video", url: "https://x.example/2", thumb: "https://x.example/t2" },
      ]),
    ).toEqual([
      { type: "gif", url: "https://x.example/1", label: "GIF 1 of 2", thumbnail: null },
      {
        type: "video",
        url: "https://x.example/2",
        label: "Video 2 of 2",
        thumbnail: { src: "https://x.example/t2", width: 320, height: 320, alt: "Preview of Video 2 of 2" },
      },
    ]);
  });
});
