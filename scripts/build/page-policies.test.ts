// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./headers-file";
import { pagePolicies, withMetaPolicy, writePagePolicies } from "./page-policies";

const page = (script: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><script>${script}</script></body></html>`;
const SITE = {
  newsletterEndpoint: null,
  downloaderBackend: { kind: "cobalt", url: "https://dl.example.com" },
} as const;
const toolAt = (path: string) =>
  path === "/youtube/video-downloader"
    ? { kind: "downloader" }
    : path === "/youtube/thumbnail-downloader"
      ? { kind: "downloader", csp: { imgSrc: ["https://i.ytimg.com"] } }
      : undefined;

describe("page policies", () => {
  let dir = "";
  const put = async (file: string, html: string) => {
    await mkdir(join(dir, file, ".."), { recursive: true });
    await writeFile(join(dir, file), html);
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "cg-policies-"));
    await put("index.html", page("home()"));
    await put("youtube/video-downloader/index.html", page("video()"));
    await put("youtube/thumbnail-downloader/index.html", page("thumb()"));
    await put("404/index.html", page("missing()"));
    await put("sitemap.xml", "<urlset/>");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("gives each page the hashes of its own scripts and its tool's sources", async () => {
    const policies = await pagePolicies(dir, { site: SITE, toolAt });
    expect([...policies.keys()].sort()).toEqual([
      "/",
      "/404",
      "/youtube/thumbnail-downloader",
      "/youtube/video-downloader",
    ]);
    expect(policies.get("/")).toContain("connect-src 'self';");
    expect(policies.get("/youtube/video-downloader")).toContain("media-src 'self' https://dl.example.com;");
    expect(policies.get("/youtube/thumbnail-downloader")).toContain(
      "img-src 'self' data: blob: https://i.ytimg.com https://dl.example.com;",
    );
    expect(policies.get("/")).not.toBe(policies.get("/404"));
  });

  it("writes _headers for every page and a 404.html that carries its own policy", async () => {
    expect(await writePagePolicies(dir, { site: SITE, toolAt })).toBe(4);
    const rules = parseHeadersFile(await readFile(join(dir, "_headers"), "utf8"));
    expect(headersFor(rules, "/youtube/video-downloader/")["Content-Security-Policy"]).toContain("dl.example.com");
    const notFound = await readFile(join(dir, "404.html"), "utf8");
    expect(notFound).toMatch(
      /^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src/,
    );
    expect(notFound).not.toContain("frame-ancestors");
    expect(notFound).toContain("<script>missing()</script>");
  });
});

describe("withMetaPolicy", () => {
  it("fails loudly when the page does not have exactly one head", () => {
    expect(() => withMetaPolicy("<html><body></body></html>", "x")).toThrow(/no single <head>/);
  });
});
