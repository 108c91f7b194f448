// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkedReportUrl,
  contentSecurityPolicy,
  headerPolicy,
  inlineScriptHashes,
  originOf,
  pageSources,
  reportingEndpoints,
  workerPolicy,
} from "./content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const SITE = { newsletterEndpoint: null, downloaderBackend: null };
const COBALT = { kind: "cobalt", url: "https://dl.example.com/api/" } as const;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts exactly as written, once each", () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script>a()</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script><script src="/assets/x.js"></script>' +
      "<script>\n  multi\n  line\n</script>";
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("\n  multi\n  line\n")]);
  });

  it("matches the hash browsers compute for a known script", () => {
    // The empty script's SHA-256, as Chromium's console prints it for a refused empty <script>.
    expect(inlineScriptHashes("<script></script>")).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only the site itself plus the page's own script hashes", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self'; img-src 'self'; font-src 'self'; " +
        "connect-src 'self'; media-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(csp).not.toMatch(/unsafe|\*/);
  });

  it("adds a page's extra sources to their own directives only", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      sources: { imgSrc: ["https://i.ytimg.com"], connectSrc: ["https://api.example.com"] },
    });
    expect(csp).toContain("img-src 'self' https://i.ytimg.com;");
    expect(csp).toContain("connect-src 'self' https://api.example.com;");
    expect(csp).toContain("media-src 'self';");
    expect(csp).toContain("default-src 'self';");
  });

  it("lets a page that makes video from the visitor's files use blob: media and workers and WebAssembly", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], sources: { deviceMedia: true } });
    expect(csp).toContain("script-src 'self' 'sha256-abc' 'wasm-unsafe-eval';");
    expect(csp).toContain("media-src 'self' blob:;");
    expect(csp).toContain("worker-src 'self' blob:;");
    expect(csp).toContain("img-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'|\*|data:/);
  });

  it("leaves frame-ancestors out of a policy meant for a meta tag", () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], forMeta: true });
    expect(csp).not.toContain("frame-ancestors");
    expect(csp.endsWith("form-action 'self'")).toBe(true);
  });
});

describe("pageSources", () => {
  it("adds nothing by default", () => {
    expect(pageSources(SITE)).toEqual({ imgSrc: [], connectSrc: [], mediaSrc: [] });
    expect(pageSources(SITE, { kind: "downloader", folder: "downloader" })).toEqual({
      imgSrc: [],
      connectSrc: [],
      mediaSrc: [],
    });
  });

  it("lets every page reach an absolute newsletter endpoint, never a relative one", () => {
    expect(pageSources({ ...SITE, newsletterEndpoint: "https://list.example.com/join?x=1" }).connectSrc).toEqual([
      "https://list.example.com",
    ]);
    expect(pageSources({ ...SITE, newsletterEndpoint: "/api/subscribe" }).connectSrc).toEqual([]);
  });

  it("gives the downloader screen's pages, and only those, the configured download server", () => {
    const site = { ...SITE, downloaderBackend: COBALT };
    const origin = "https://dl.example.com";
    const downloader = { kind: "downloader", folder: "downloader" };
    expect(pageSources(site, downloader)).toEqual({
      imgSrc: [origin],
      connectSrc: [origin],
      mediaSrc: [origin],
    });
    expect(pageSources(site, { kind: "generator", folder: "idea-generator" })).toEqual({
      imgSrc: [],
      connectSrc: [],
      mediaSrc: [],
    });
    // A downloader of another screen (the thumbnail downloader) never calls it.
    expect(pageSources(site, { kind: "downloader", folder: "youtube-thumbnail-downloader" }).connectSrc).toEqual([]);
    expect(pageSources(site)).toEqual({ imgSrc: [], connectSrc: [], mediaSrc: [] });
    // The configuration's earlier shape, a plain URL, means the same server.
    expect(pageSources({ ...SITE, downloaderBackend: "https://dl.example.com/v1" }, downloader).mediaSrc).toEqual([
      origin,
    ]);
  });

  it("lets a tool name blob: for its pictures or media, and nowhere else", () => {
    expect(pageSources(SITE, { kind: "preview", csp: { imgSrc: ["blob:"] } }).imgSrc).toEqual(["blob:"]);
    expect(pageSources(SITE, { kind: "preview", csp: { mediaSrc: ["blob:"] } }).mediaSrc).toEqual(["blob:"]);
    expect(() => pageSources(SITE, { kind: "preview", csp: { connectSrc: ["blob:"] } }, "/x")).toThrow(/not an origin/);
    expect(() => pageSources(SITE, { kind: "preview", csp: { imgSrc: ["data:"] } }, "/x")).toThrow(/not an origin/);
  });

  it("takes a tool's own sources from its registry entry", () => {
    const thumbnails = {
      kind: "downloader",
      csp: { imgSrc: ["https://i.ytimg.com"], connectSrc: ["https://i.ytimg.com"] },
    };
    expect(pageSources(SITE, thumbnails)).toEqual({
      imgSrc: ["https://i.ytimg.com"],
      connectSrc: ["https://i.ytimg.com"],
      mediaSrc: [],
    });
  });

  it("passes on a tool's video-on-the-device needs, and only that tool's", () => {
    expect(pageSources(SITE, { kind: "preview", csp: { deviceMedia: true } })).toEqual({
      imgSrc: [],
      connectSrc: [],
      mediaSrc: [],
      deviceMedia: true,
    });
    expect(pageSources(SITE, { kind: "preview" })).not.toHaveProperty("deviceMedia");
  });

  it("refuses a tool source that is not a plain origin", () => {
    for (const bad of ["*", "https://*.ytimg.com", "https://i.ytimg.com/vi/", "'unsafe-inline'", "i.ytimg.com"]) {
      expect(() => pageSources(SITE, { kind: "generator", csp: { imgSrc: [bad] } }, "/youtube/x")).toThrow(
        /\/youtube\/x csp: .* is not an origin/,
      );
    }
  });
});

describe("header policies", () => {
  it("say on every response what a page's own <meta> policy cannot", () => {
    expect(headerPolicy()).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
    expect(headerPolicy(null)).toBe(headerPolicy());
  });

  it("keep the service worker to its own origin", () => {
    expect(workerPolicy()).toBe("default-src 'none'; script-src 'self'; connect-src 'self'");
  });

  it("report where the site configuration says, and only then", () => {
    const url = "https://reports.example.com/csp?site=cg";
    expect(headerPolicy(url)).toContain(`; report-uri ${url}; report-to csp`);
    expect(workerPolicy(url)).toContain(`; report-uri ${url}; report-to csp`);
    expect(reportingEndpoints(url)).toBe(`csp="${url}"`);
    expect(reportingEndpoints(null)).toBeNull();
  });

  it("refuse a report address that could break the header", () => {
    for (const bad of [
      "/csp",
      "javascript:alert(1)",
      "https://a.example/x;y",
      'https://a.example/"',
      "https://a.example/a,b",
    ])
      expect(() => checkedReportUrl(bad), bad).toThrow(/cspReportUrl/);
  });
});

describe("originOf", () => {
  it("is the origin of absolute http(s) URLs only", () => {
    expect(originOf("https://dl.example.com:8443/v1?q=1")).toBe("https://dl.example.com:8443");
    expect(originOf("/api")).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});
