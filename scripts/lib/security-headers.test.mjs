import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  configuredOrigins,
  contentSecurityPolicy,
  headersFile,
  headersFor,
  inlineScriptHashes,
  parseHeadersFile,
  ruleMatches,
} from "./security-headers.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes classic and module inline scripts exactly as written, once each", () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script>a()</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script><script src="/assets/x.js"></script>' +
      "<script>\n  multi\n  line\n</script>";
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()"), sha("\n  multi\n  line\n")]);
  });

  it("matches the hash browsers compute for a known script", () => {
    // The empty script's SHA-256, as printed in Chromium's console for a refused empty <script>.
    expect(inlineScriptHashes("<script></script>")).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only the site itself plus the given hashes and origins", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], ["https://api.example.com"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe|\*/);
  });

  it("takes extra connect origins only from absolute endpoints in the configuration", () => {
    expect(configuredOrigins({ newsletterEndpoint: "/api/subscribe", downloaderBackend: null })).toEqual([]);
    expect(
      configuredOrigins({
        newsletterEndpoint: "https://list.example.com/join?x=1",
        downloaderBackend: "https://dl.example.com/v1",
      }),
    ).toEqual(["https://list.example.com", "https://dl.example.com"]);
  });
});

describe("the _headers file", () => {
  const text = headersFile([
    ["/", "policy-home"],
    ["/blog", "policy-blog"],
  ]);
  const rules = parseHeadersFile(text);

  it("round-trips through the parser the server uses", () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/assets/*", "/", "/blog", "/blog/"]);
  });

  it("gives each page its own policy and every path the site-wide headers", () => {
    expect(headersFor(rules, "/blog")).toMatchObject({
      "Content-Security-Policy": "policy-blog",
      "X-Content-Type-Options": "nosniff",
    });
    expect(headersFor(rules, "/blog/")["Content-Security-Policy"]).toBe("policy-blog");
    expect(headersFor(rules, "/")["Content-Security-Policy"]).toBe("policy-home");
    expect(headersFor(rules, "/assets/app.js")).toMatchObject({
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(headersFor(rules, "/unknown")["Content-Security-Policy"]).toBeUndefined();
  });

  it("never sets one header from two rules that match the same path, so merging hosts agree", () => {
    for (const path of ["/", "/blog", "/blog/", "/assets/app.js", "/other"]) {
      const seen = new Map();
      for (const rule of rules.filter((r) => ruleMatches(r.pattern, path))) {
        for (const name of Object.keys(rule.headers)) {
          expect(seen.has(name), `${path}: ${name} set twice`).toBe(false);
          seen.set(name, rule.pattern);
        }
      }
    }
  });
});
