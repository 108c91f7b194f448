// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { headersFor, parseHeadersFile } from "./headers-file";
import { HEADERS_FILE_HOSTS, limitProblems } from "./host-limits";
import { SPA_FALLBACK, pagePolicies, withMetaPolicy, writePagePolicies } from "./page-policies";

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body><script>${script}</script></body></html>`;
const SITE = {
  newsletterEndpoint: null,
  downloaderBackend: { kind: "cobalt", url: "https://dl.example.com" },
  cspReportUrl: null,
} as const;
const toolAt = (path: string) =>
  path === "/youtube/video-downloader"
    ? { kind: "downloader", folder: "downloader" }
    : path === "/youtube/thumbnail-downloader"
      ? { kind: "downloader", folder: "youtube-thumbnail-downloader", csp: { imgSrc: ["https://i.ytimg.com"] } }
      : undefined;
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

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
    await put("hi/404/index.html", page("gayab()"));
    await put(SPA_FALLBACK, page("loading()"));
    await put("sitemap.xml", "<urlset/>");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("gives each page the hashes of its own scripts and its tool's sources, nothing else", async () => {
    const policies = await pagePolicies(dir, { site: SITE, toolAt });
    expect([...policies.keys()].sort()).toEqual([
      "/",
      "/404",
      "/hi/404",
      "/youtube/thumbnail-downloader",
      "/youtube/video-downloader",
    ]);
    expect(policies.get("/")).toContain("connect-src 'self';");
    expect(policies.get("/")).toContain("img-src 'self';");
    expect(policies.get("/youtube/video-downloader")).toContain("media-src 'self' https://dl.example.com;");
    // The thumbnail downloader never calls the download server, so its page does not allow it.
    expect(policies.get("/youtube/thumbnail-downloader")).toContain("img-src 'self' https://i.ytimg.com;");
    expect(policies.get("/youtube/thumbnail-downloader")).not.toContain("dl.example.com");
    for (const policy of policies.values()) expect(policy).not.toMatch(/data:|blob:|frame-ancestors/);
    expect(policies.get("/")).not.toBe(policies.get("/404"));
  });

  it("writes each policy into its page, before any script, and the same three rules to _headers", async () => {
    const written = await writePagePolicies(dir, { site: SITE, toolAt });
    expect(written.pages).toBe(5);
    const home = await readFile(join(dir, "index.html"), "utf8");
    expect(home.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(home.search(META));
    expect(home.search(META)).toBeLessThan(home.indexOf("<script"));
    expect(META.exec(home)?.[1]).toContain("'sha256-");
    const rules = parseHeadersFile(await readFile(join(dir, "_headers"), "utf8"));
    expect(rules).toEqual(written.rules);
    expect(headersFor(rules, "/youtube/video-downloader")["Content-Security-Policy"]).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
    );
  });

  it("gives the framework's fallback page and each language's 404.html their own policies", async () => {
    await writePagePolicies(dir, { site: SITE, toolAt });
    const fallback = await readFile(join(dir, SPA_FALLBACK), "utf8");
    expect(META.exec(fallback)?.[1]).toContain("'sha256-");
    const notFound = await readFile(join(dir, "404.html"), "utf8");
    expect(notFound).toBe(await readFile(join(dir, "404", "index.html"), "utf8"));
    expect(META.exec(notFound)?.[1]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(notFound).toContain("<script>missing()</script>");
    const hindi = await readFile(join(dir, "hi", "404.html"), "utf8");
    expect(hindi).toBe(await readFile(join(dir, "hi", "404", "index.html"), "utf8"));
    expect(hindi).toContain("<script>gayab()</script>");
  });

  it("keeps _headers the same size with twice the pages (a Hindi twin of each), inside every host's limits", async () => {
    const once = (await writePagePolicies(dir, { site: SITE, toolAt })).rules;
    await rm(dir, { recursive: true, force: true });
    for (const prefix of ["", "hi/"]) {
      for (const file of [
        "index.html",
        "youtube/video-downloader/index.html",
        "youtube/thumbnail-downloader/index.html",
      ])
        await put(prefix + file, page(`${prefix}${file}()`));
    }
    await put("404/index.html", page("missing()"));
    await put("hi/404/index.html", page("gayab()"));
    const twice = await writePagePolicies(dir, { site: SITE, toolAt });
    expect(twice.pages).toBe(8);
    expect(twice.rules).toEqual(once);
    for (const host of HEADERS_FILE_HOSTS) expect(limitProblems(twice.rules, host)).toEqual([]);
  });

  it("names the report address in the header policies when one is configured", async () => {
    const { rules } = await writePagePolicies(dir, {
      site: { ...SITE, cspReportUrl: "https://reports.example.com/csp" },
      toolAt,
    });
    expect(headersFor(rules, "/")).toMatchObject({
      "Reporting-Endpoints": 'csp="https://reports.example.com/csp"',
      "Content-Security-Policy": expect.stringContaining(
        "report-uri https://reports.example.com/csp; report-to csp",
      ) as unknown,
    });
    expect(headersFor(rules, "/sw.js")["Content-Security-Policy"]).toMatch(/default-src 'none'.*report-to csp$/);
  });
});

describe("withMetaPolicy", () => {
  it("fails loudly when the page does not have exactly one head, or has a policy already", () => {
    expect(() => withMetaPolicy("<html><body></body></html>", "x")).toThrow(/no single <head>/);
    const once = withMetaPolicy("<html><head></head></html>", "x");
    expect(() => withMetaPolicy(once, "x")).toThrow(/already carries a policy/);
  });

  it("goes first in a head without a character set, and escapes what an attribute cannot hold", () => {
    expect(withMetaPolicy("<html><head><script>a()</script></head></html>", `a "b" & c`)).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/><script>a()</script></head></html>',
    );
  });
});
