import { expect, test } from "./shared-page";
import { LANGS, pathIn } from "~/lib/lang/lang";
import { indexablePaths } from "~/site-pages";
import { toolByPath } from "~/tools/registry";
import { open, watchErrors, watchViolations } from "./support";

// Every response carries the security headers and a header policy for what a page's own policy
// cannot say (framing, plugins, base and form targets); every page carries its own strict policy in
// a <meta> tag before any script: the site's own origin plus the hashes of the page's own inline
// scripts, and a tool's extra sources on its page only. That each page's hashes cover everything it
// runs is checked where every route is opened in a browser anyway: accessibility.spec.ts fails on
// any CSP violation, console error or warning.

const SITE_WIDE = {
  "strict-transport-security": /^max-age=\d{7,}; includeSubDomains$/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\).*microphone=\(self\)/,
  "x-frame-options": /^DENY$/,
  "content-security-policy": /^frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'/,
};

// Both languages: the Hindi twins are built and served by the same code, and checked the same way.
const ROUTES: [path: string, status: number][] = LANGS.flatMap((lang) =>
  [
    ...indexablePaths().map((path): [string, number] => [path, 200]),
    ["/does-not-exist", 404] as [string, number],
    ["/blog/no-such-post", 404] as [string, number],
  ].map(([path, status]): [string, number] => [pathIn(lang, path), status]),
);

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

test("every route answers with the security headers and carries its own strict policy", async ({ request }) => {
  for (const [path, status] of ROUTES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(SITE_WIDE)) expect(headers[name], `${path} ${name}`).toMatch(pattern);
    const html = await response.text();
    const policy = META_POLICY.exec(html)?.[1] ?? "";
    expect(policy, path).toContain("default-src 'self'");
    // Only the video pages may compile WebAssembly ('wasm-unsafe-eval' allows no JavaScript eval).
    const wasm = toolByPath(path)?.csp?.deviceMedia === true ? " 'wasm-unsafe-eval'" : "";
    expect(policy, path).toMatch(new RegExp(`script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+${wasm};`));
    expect(policy, path).not.toMatch(/unsafe-inline|'unsafe-eval'|\*|data:/);
    // In force before anything is loaded or run.
    const at = html.search(META_POLICY);
    expect(at, path).toBeLessThan(html.indexOf("<script"));
    expect(at, path).toBeLessThan(html.indexOf("<link"));
  }
  const asset = (await (await request.get("/")).text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
  const assetHeaders = (await request.get(asset)).headers();
  expect(assetHeaders["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(assetHeaders["x-content-type-options"]).toBe("nosniff");
});

test("only a page that uses blob: pictures, or another host, allows it", async ({ request }) => {
  const policy = async (path: string) => META_POLICY.exec(await (await request.get(path)).text())?.[1] ?? "";
  expect(await policy("/youtube/thumbnail-preview")).toContain("img-src 'self' blob:;");
  expect(await policy("/instagram/grid-preview")).toContain("img-src 'self' blob:;");
  expect(await policy("/youtube/thumbnail-downloader")).toContain("img-src 'self' https://i.ytimg.com;");
  for (const path of ["/", "/instagram/hashtag-generator", "/youtube/video-downloader", "/blog"])
    expect(await policy(path), path).toContain("img-src 'self';");
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
