// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RouteEntry, dropResourceData, findRouteOutputs, staticRoutePaths } from "./route-outputs";

// The shape of this app's route manifest, trimmed: root, an index, a layout with a nested route,
// resource routes, a parameter route and the catch-all.
const ROUTES: Record<string, RouteEntry> = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  platform: { id: "platform", parentId: "root", path: "instagram" },
  layout: { id: "layout", parentId: "root" },
  tool: { id: "tool", parentId: "layout", path: "instagram/hashtag-generator" },
  sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml" },
  rss: { id: "rss", parentId: "root", path: "blog/rss.xml" },
  post: { id: "post", parentId: "root", path: "blog/:slug" },
  nested: { id: "nested", parentId: "platform", path: "extra/" },
  "not-found": { id: "not-found", parentId: "root", path: "*" },
};

describe("staticRoutePaths", () => {
  it("finds every path without a parameter, nested and index routes included", () => {
    expect(staticRoutePaths(ROUTES)).toEqual([
      "/",
      "/blog/rss.xml",
      "/instagram",
      "/instagram/extra",
      "/instagram/hashtag-generator",
      "/sitemap.xml",
    ]);
  });
});

describe("route outputs in a client build", () => {
  let dir = "";
  const put = async (file: string) => {
    await mkdir(join(dir, file, ".."), { recursive: true });
    await writeFile(join(dir, file), "x");
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "cg-routes-"));
    for (const file of ["index.html", "instagram/index.html", "sitemap.xml", "sitemap.xml.data", "blog/rss.xml"])
      await put(file);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("tells pages from resource routes and names what is missing", () => {
    expect(findRouteOutputs(dir, ["/", "/instagram/", "/sitemap.xml", "/blog/rss.xml", "/404"])).toEqual({
      pages: ["/", "/instagram"],
      resources: ["/blog/rss.xml", "/sitemap.xml"],
      missing: ["/404"],
    });
  });

  it("does not take a folder for a resource route", () => {
    // "blog/" exists (it holds rss.xml) but has no index.html.
    expect(findRouteOutputs(dir, ["/blog"]).missing).toEqual(["/blog"]);
  });

  it("drops the .data twin of resource routes only", async () => {
    await put("instagram.data");
    expect(await dropResourceData(dir, ["/sitemap.xml", "/blog/rss.xml"])).toEqual(["/sitemap.xml.data"]);
    expect(findRouteOutputs(dir, ["/sitemap.xml"]).resources).toEqual(["/sitemap.xml"]);
    expect(existsSync(join(dir, "sitemap.xml.data"))).toBe(false);
    expect(existsSync(join(dir, "instagram.data"))).toBe(true);
  });
});
