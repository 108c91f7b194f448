import type { APIResponse } from "@playwright/test";
import { expect, test } from "./shared-page";

// How the server answers, whichever serves the build (the Node server, and nginx with the
// configuration the build writes; playwright.nginx.config.ts): one address per page, no redirect
// off the site, GET and HEAD only, ranges, and revalidation that keeps every header.

const SITE_WIDE = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "content-security-policy",
];

/** The address of a path on the server under test, sent exactly as written. */
function at(baseURL: string | undefined, path: string): string {
  return `${new URL(baseURL ?? "").origin}${path}`;
}

function expectSiteWide(response: APIResponse, what: string): void {
  const headers = response.headers();
  for (const name of SITE_WIDE) expect(headers[name], `${what}: ${name}`).toBeTruthy();
}

test("a page's second names redirect to its one address, keeping the query", async ({ request, baseURL }) => {
  for (const [path, location] of [
    ["/instagram/", "/instagram"],
    ["/instagram/hashtag-generator/?keyword=chai", "/instagram/hashtag-generator?keyword=chai"],
    ["/instagram/index.html", "/instagram"],
    ["/index.html", "/"],
  ] as const) {
    const response = await request.get(at(baseURL, path), { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
    expectSiteWide(response, path);
  }
});

test("no address redirects off the site", async ({ request, page, baseURL }) => {
  const tricks = [
    "//x//evil.com//",
    "//evil.com/",
    "///evil.com/",
    "/%2F%2Fevil.com/",
    "/%5Cevil.com/",
    "/.//evil.com/",
  ];
  for (const path of tricks) {
    const response = await request.get(at(baseURL, path), { maxRedirects: 0 });
    expect([301, 404], path).toContain(response.status());
    const location = response.headers().location;
    if (location !== undefined) {
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, baseURL).origin, path).toBe(new URL(baseURL ?? "").origin);
    }
  }
  // A browser that follows the probe's link stays on the site.
  await page.goto(at(baseURL, "//x//evil.com//"));
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
});

test("only GET and HEAD are answered; other methods get 405 with Allow", async ({ request, baseURL }) => {
  const url = at(baseURL, "/");
  expect((await request.head(url)).status()).toBe(200);
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const response = await request.fetch(url, { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow, method).toBe("GET, HEAD");
    expectSiteWide(response, method);
  }
});

test("a suffix range is the last bytes, and a revalidation keeps every header of the 200", async ({
  request,
  baseURL,
}) => {
  const url = at(baseURL, "/robots.txt");
  const whole = await request.get(url);
  const body = await whole.body();
  const tail = await request.get(url, { headers: { Range: "bytes=-10" } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).equals(body.subarray(-10))).toBe(true);

  for (const path of ["/", "/robots.txt"]) {
    const full = await request.get(at(baseURL, path));
    const etag = full.headers().etag ?? "";
    expect(etag, path).not.toBe("");
    const again = await request.get(at(baseURL, path), { headers: { "If-None-Match": etag } });
    expect(again.status(), path).toBe(304);
    for (const name of [...SITE_WIDE, "cache-control", "etag"])
      expect(again.headers()[name], `${path} 304 ${name}`).toBe(full.headers()[name]);
  }
});

test("the service worker and the framework's fallback page carry policies of their own", async ({
  request,
  baseURL,
}) => {
  const worker = await request.get(at(baseURL, "/sw.js"));
  expect(worker.headers()["content-security-policy"]).toContain("default-src 'none'");
  const fallback = await (await request.get(at(baseURL, "/__spa-fallback.html"))).text();
  expect(fallback).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
  );
});
