// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { pageFile, pagePath, walk } from "./files";

describe("pagePath and pageFile", () => {
  it("name a page by its canonical URL path, and back", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("instagram/index.html")).toBe("/instagram");
    expect(pagePath("blog/viral-reels-secrets/index.html")).toBe("/blog/viral-reels-secrets");
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/instagram/")).toBe("instagram/index.html");
    for (const path of ["/", "/instagram", "/blog/viral-reels-secrets"]) expect(pagePath(pageFile(path))).toBe(path);
  });
});

describe("walk", () => {
  it("lists every file below a folder, nested ones included", async () => {
    const root = await mkdtemp(join(tmpdir(), "cg-walk-"));
    try {
      await mkdir(join(root, "a/b"), { recursive: true });
      await writeFile(join(root, "top.txt"), "");
      await writeFile(join(root, "a/b/deep.txt"), "");
      const found: string[] = [];
      for await (const file of walk(root)) found.push(relative(root, file));
      expect(found.sort()).toEqual(["a/b/deep.txt", "top.txt"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
