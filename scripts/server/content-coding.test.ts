// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chooseCoding } from "./content-coding";
import { FALLBACK_TYPE, contentType } from "../build/content-types";

describe("chooseCoding", () => {
  const both = ["br", "gzip"] as const;
  it.each([
    [undefined, both, null],
    ["", both, null],
    ["gzip, deflate, br, zstd", both, "br"],
    ["gzip", both, "gzip"],
    ["br;q=0.5, gzip", both, "gzip"],
    ["br;q=0, gzip;q=0", both, null],
    ["*", both, "br"],
    ["*;q=0", both, null],
    ["identity;q=0, gzip;q=0.1", both, "gzip"],
    ["BR", both, "br"],
    ["br;q=2", both, null],
    ["br;q=abc, gzip", both, "gzip"],
    ["br, gzip", [], null],
    ["br, gzip", ["gzip"], "gzip"],
    [";;,,=", both, null],
  ] as const)("%j with copies %j → %j", (header, available, expected) => {
    expect(chooseCoding(header, available)).toBe(expected);
  });
});

describe("contentType", () => {
  it("names each kind of file the build writes", () => {
    expect(contentType("index.html")).toBe("text/html; charset=utf-8");
    expect(contentType("assets/app-1.js")).toBe("text/javascript; charset=utf-8");
    expect(contentType("manifest.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentType("icons/icon-192.png")).toBe("image/png");
    expect(contentType("blog.data")).toBe("text/x-script; charset=utf-8");
  });

  it("sends anything else as bytes", () => {
    expect(contentType("_headers")).toBe(FALLBACK_TYPE);
    expect(contentType(".hidden")).toBe(FALLBACK_TYPE);
    expect(contentType("a.unknown")).toBe(FALLBACK_TYPE);
  });
});
