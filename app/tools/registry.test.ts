import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { platforms } from "~/content/platforms";
import type { ToolEntry } from "~/lib/site/tool-entry";
import { toolById, toolByPath, tools, toolsFor } from "./registry";

const toolsDir = import.meta.dirname;
const folders = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every entry each folder's tool.ts exports, whether it is listed in the registry or not.
const modules = import.meta.glob<Record<string, ToolEntry>>("./*/tool.ts", { eager: true });
const described = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports).map((entry) => ({ file, entry })),
);

describe("tool registry", () => {
  it("has a tool.ts in every tool folder", () => {
    expect(folders.filter((folder) => !existsSync(join(toolsDir, folder, "tool.ts")))).toEqual([]);
  });

  it("lists every tool a folder describes, and nothing else", () => {
    expect(described.map(({ entry }) => entry.id).sort()).toEqual(tools.map((tool) => tool.id).sort());
    for (const { file, entry } of described) expect(file, entry.id).toBe(`./${entry.folder}/tool.ts`);
  });

  it("points each tool at a screen module that exists", () => {
    for (const tool of tools) {
      expect(existsSync(join(toolsDir, tool.folder, `${tool.folder}.tsx`)), tool.id).toBe(true);
    }
  });

  it("has unique ids and paths, each path in its platform's section or at the top level", () => {
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
    expect(new Set(tools.map((t) => t.path)).size).toBe(tools.length);
    for (const tool of tools) {
      expect(tool.path, tool.id).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)?$/);
      if (tool.path.split("/").length === 3)
        expect(tool.path.startsWith(`${platforms[tool.platform].path}/`)).toBe(true);
    }
  });

  it("puts every tool in exactly one platform grid", () => {
    const inGrids = (Object.keys(platforms) as (keyof typeof platforms)[]).flatMap((p) => toolsFor(p));
    expect(inGrids.map((t) => t.id).sort()).toEqual(tools.map((t) => t.id).sort());
  });

  it("relates each tool to other registered tools", () => {
    for (const tool of tools) {
      expect(tool.related.length, tool.id).toBeGreaterThan(0);
      expect(new Set(tool.related).size, tool.id).toBe(tool.related.length);
      for (const id of tool.related) {
        expect(toolById(id), `${tool.id} → ${id}`).toBeDefined();
        expect(id).not.toBe(tool.id);
      }
    }
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

  it("finds tools by path with or without a trailing slash", () => {
    expect(toolByPath("/instagram/hashtag-generator/")?.id).toBe("instagram-hashtag-generator");
    expect(toolByPath("/nope")).toBeUndefined();
  });
});
