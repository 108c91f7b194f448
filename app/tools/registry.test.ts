import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtTools, platforms, toolByPath, tools, toolsFor } from "./registry";

const toolsDir = join(import.meta.dirname, ".");
const folders = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("tool registry", () => {
  it("registers every tool folder", () => {
    const registered = new Set(tools.map((tool) => tool.folder));
    expect(folders.filter((folder) => !registered.has(folder))).toEqual([]);
  });

  it("points each built tool at a screen module that exists", () => {
    for (const tool of builtTools()) {
      expect(existsSync(join(toolsDir, `${tool.folder}/${tool.folder}.tsx`)), tool.id).toBe(true);
    }
  });

  it("has unique ids and paths", () => {
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
    expect(new Set(tools.map((t) => t.path)).size).toBe(tools.length);
  });

  it("lists the 14 Instagram and 7 YouTube tools of the specification, in order", () => {
    expect(toolsFor("instagram").map((t) => t.path)).toEqual([
      "/instagram/reels-downloader",
      "/instagram/post-downloader",
      "/instagram/story-downloader",
      "/instagram/dp-downloader",
      "/instagram/caption-downloader",
      "/instagram/hashtag-generator",
      "/instagram/caption-generator",
      "/instagram/bio-generator",
      "/instagram/username-generator",
      "/instagram/niche-finder",
      "/instagram/idea-generator",
      "/instagram/growth-strategy",
      "/instagram/post-generator",
      "/stylish-name-generator",
    ]);
    expect(toolsFor("youtube").map((t) => t.path)).toEqual([
      "/youtube/video-downloader",
      "/youtube/shorts-downloader",
      "/youtube/description-generator",
      "/youtube/bio-generator",
      "/youtube/hashtag-generator",
      "/youtube/channel-name-generator",
      "/youtube/idea-generator",
    ]);
  });

  it("features the home-card and footer tools the specification names", () => {
    const pick = (flag: "home" | "footer") => tools.filter((t) => t[flag]).map((t) => t.path);
    expect(pick("home")).toEqual([
      "/instagram/reels-downloader",
      "/instagram/hashtag-generator",
      "/instagram/caption-generator",
      "/instagram/idea-generator",
      "/youtube/video-downloader",
      "/youtube/description-generator",
      "/youtube/hashtag-generator",
      "/youtube/idea-generator",
    ]);
    expect(pick("footer")).toEqual([
      "/instagram/reels-downloader",
      "/instagram/hashtag-generator",
      "/instagram/caption-generator",
      "/instagram/bio-generator",
      "/youtube/video-downloader",
      "/youtube/description-generator",
      "/youtube/hashtag-generator",
      "/youtube/channel-name-generator",
    ]);
  });

  it("titles the DP tool as the specification does", () => {
    expect(toolByPath("/instagram/dp-downloader")?.title).toBe("DP Viewer & Downloader");
  });

  it("finds tools by path with or without a trailing slash", () => {
    expect(toolByPath("/instagram/hashtag-generator/")?.id).toBe("instagram-hashtag-generator");
    expect(toolByPath("/nope")).toBeUndefined();
  });

  it("keeps platform pages at their routes", () => {
    expect(platforms.instagram.path).toBe("/instagram");
    expect(platforms.youtube.path).toBe("/youtube");
  });
});
