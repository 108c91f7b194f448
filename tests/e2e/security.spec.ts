import { expect, test } from "@playwright/test";
import { indexablePaths } from "~/site-pages";
import { open, watchErrors, watchViolations } from "./support";

// Every response carries the security headers and a Content-Security-Policy that allows only the
// site's own origin plus the hashes of the page's own inline scripts. That each page's hashes
// cover everything it runs is checked where every route is opened in a browser anyway:
// accessibility.spec.ts fails on any CSP violation, console error or warning.

const SITE_WIDE = {
  "strict-transport-security": /^max-age=\d{7,}; includeSubDomains$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*microphone=\(\)/,
  "x-frame-options": /^DENY$/,
};

const ROUTES: [path: string, status: number][] = [
  ...indexablePaths().map((path): [string, number] => [path, 200]),
  ["/does-not-exist", 404],
  ["/blog/no-such-post", 404],
];

test("every route answers with the security headers and its own strict policy", async ({ request }) => {
  for (const [path, status] of ROUTES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(SITE_WIDE)) expect(headers[name], `${path} ${name}`).toMatch(pattern);
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
    expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  }
  const asset = (await (await request.get("/")).text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
  const assetHeaders = (await request.get(asset)).headers();
  expect(assetHeaders["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(assetHeaders["x-content-type-options"]).toBe("nosniff");
});

test("moving around inside the app loads every chunk under the policy, without a warning", async ({ page }) => {
  const violations = await watchViolations(page);
  const messages = watchErrors(page, { warnings: true });
  await open(page, "/");
  for (const [link, heading] of [
    ["Instagram Tools", "Instagram Tools"],
    ["Hashtag Generator", "Instagram Hashtag Generator"],
    ["Blog", "Blog"],
  ] as const) {
    await page.getByRole("link", { name: link, exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  }
  await page
    .getByRole("link", { name: /^Read More/ })
    .first()
    .click();
  await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(messages).toEqual([]);
});

test("an inline script the build did not write is refused", async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, "/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((v) => v.startsWith("script-src"))).toBe(true);
});

test("the page cannot be framed, and the header file itself is not served", async ({ page, request }) => {
  expect((await request.get("/_headers")).status()).toBe(404);
  await page.goto("/");
  const framed = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const frame = document.createElement("iframe");
        frame.src = "/instagram";
        // A refused frame holds the browser's error page, which this page cannot read.
        frame.onload = () => resolve(Boolean(frame.contentDocument?.querySelector("h1")));
        document.body.append(frame);
      }),
  );
  expect(framed).toBe(false);
});
