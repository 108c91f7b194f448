// @vitest-environment node
import { describe, expect, it } from "vitest";
import { headersFile, headersFor, parseHeadersFile, ruleMatches } from "./headers-file";

describe("the _headers file", () => {
  const text = headersFile(
    new Map([
      ["/blog", "policy-blog"],
      ["/", "policy-home"],
    ]),
  );
  const rules = parseHeadersFile(text);

  it("round-trips through the parser the server uses, pages sorted", () => {
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
      const seen = new Set<string>();
      for (const rule of rules.filter((r) => ruleMatches(r.pattern, path))) {
        for (const name of Object.keys(rule.headers)) {
          expect(seen.has(name), `${path}: ${name} set twice`).toBe(false);
          seen.add(name);
        }
      }
    }
  });

  it("ignores comments and blank lines", () => {
    expect(parseHeadersFile("# note\n\n/x\n  A: 1\n")).toEqual([{ pattern: "/x", headers: { A: "1" } }]);
  });
});
