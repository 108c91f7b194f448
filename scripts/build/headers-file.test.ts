// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  IMMUTABLE,
  JOINED_HEADERS,
  headersFile,
  headersFor,
  parseHeadersFile,
  ruleMatches,
  siteRules,
} from "./headers-file";

describe("the _headers file", () => {
  const rules = parseHeadersFile(
    headersFile(
      siteRules({
        headerPolicy: "frame-ancestors 'none'",
        workerPolicy: "default-src 'none'",
        reportingEndpoints: null,
      }),
    ),
  );

  it("round-trips through the parser the server uses: three rules, whatever the pages", () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(["/*", "/assets/*", "/sw.js"]);
  });

  it("gives every path the site-wide headers and the header policy, assets a year's cache", () => {
    expect(headersFor(rules, "/blog")).toMatchObject({
      "Content-Security-Policy": "frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    });
    expect(headersFor(rules, "/assets/app.js")["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, "/blog")["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, "/blog")["Reporting-Endpoints"]).toBeUndefined();
  });

  it("gives the service worker its own policy too, both enforced, as Cloudflare Pages joins them", () => {
    expect(headersFor(rules, "/sw.js")["Content-Security-Policy"]).toBe("frame-ancestors 'none', default-src 'none'");
  });

  it("sets no other header from two rules that match the same path, so merging hosts agree", () => {
    for (const path of ["/", "/blog", "/assets/app.js", "/sw.js", "/other"]) {
      const seen = new Set<string>();
      for (const rule of rules.filter((r) => ruleMatches(r.pattern, path))) {
        for (const name of Object.keys(rule.headers)) {
          if (JOINED_HEADERS.has(name)) continue;
          expect(seen.has(name), `${path}: ${name} set twice`).toBe(false);
          seen.add(name);
        }
      }
    }
  });

  it("names the report address site-wide when one is configured", () => {
    const reporting = siteRules({
      headerPolicy: "x",
      workerPolicy: "y",
      reportingEndpoints: 'csp="https://r.example/"',
    });
    expect(headersFor(reporting, "/")["Reporting-Endpoints"]).toBe('csp="https://r.example/"');
  });

  it("ignores comments and blank lines", () => {
    expect(parseHeadersFile("# note\n\n/x\n  A: 1\n")).toEqual([{ pattern: "/x", headers: { A: "1" } }]);
  });
});
