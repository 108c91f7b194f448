// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type HeaderRule, siteRules } from "./headers-file";
import { HEADERS_FILE_HOSTS, checkHostLimits, limitProblems } from "./host-limits";

const CLOUDFLARE = HEADERS_FILE_HOSTS.find((host) => host.host === "Cloudflare Pages");
const rule = (pattern: string, value = "x"): HeaderRule => ({ pattern, headers: { "X-A": value } });

describe("host limits", () => {
  it("holds Cloudflare Pages to 100 rules and 2,000-character lines", () => {
    if (!CLOUDFLARE) throw new Error("Cloudflare Pages is not listed");
    const hundred = Array.from({ length: 100 }, (_, i) => rule(`/p${i}`));
    expect(limitProblems(hundred, CLOUDFLARE)).toEqual([]);
    expect(limitProblems([...hundred, rule("/p100")], CLOUDFLARE)).toEqual([
      "Cloudflare Pages: 101 header rules, over its limit of 100",
    ]);
    // "  X-A: " is 7 characters.
    expect(limitProblems([rule("/", "v".repeat(1_993))], CLOUDFLARE)).toEqual([]);
    expect(limitProblems([rule("/", "v".repeat(1_994))], CLOUDFLARE)[0]).toMatch(/2001-character line/);
  });

  it("passes the site's own rules and stops a build whose rules do not fit", () => {
    expect(() => checkHostLimits(siteRules({ headerPolicy: "a", workerPolicy: "b" }))).not.toThrow();
    expect(() => checkHostLimits(Array.from({ length: 177 }, (_, i) => rule(`/p${i}`)))).toThrow(
      /177 header rules, over its limit of 100/,
    );
  });
});
