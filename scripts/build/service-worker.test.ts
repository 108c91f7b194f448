// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildRevision, pageUrls } from "./service-worker";

describe("pageUrls", () => {
  it("keys pages by the URL they answer at and every other file by its own path", async () => {
    const entries = [
      { url: "index.html", revision: "1", size: 1 },
      { url: "instagram/hashtag-generator/index.html", revision: "2", size: 1 },
      { url: "assets/root-abc.css", revision: null, size: 1 },
      { url: "blog/viral-reels-secrets.data", revision: "3", size: 1 },
    ];
    const { manifest } = await pageUrls(entries);
    expect(manifest.map((entry) => entry.url)).toEqual([
      "/",
      "/instagram/hashtag-generator",
      "/assets/root-abc.css",
      "/blog/viral-reels-secrets.data",
    ]);
    expect(manifest.map((entry) => entry.revision)).toEqual(["1", "2", null, "3"]);
  });
});

describe("buildRevision", () => {
  const page = { url: "/", revision: "a" };
  const asset = { url: "/assets/x.js", revision: null };
  const entries = [page, asset];

  it("is twelve hex digits that ignore the listing order", () => {
    expect(buildRevision(entries)).toMatch(/^[0-9a-f]{12}$/);
    expect(buildRevision([...entries].reverse())).toBe(buildRevision(entries));
  });

  it("changes when any file's revision or URL does", () => {
    expect(buildRevision([{ ...page, revision: "b" }, asset])).not.toBe(buildRevision(entries));
    expect(buildRevision([page, { ...asset, url: "/assets/y.js" }])).not.toBe(buildRevision(entries));
  });
});
