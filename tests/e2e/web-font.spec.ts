import { type Page, expect, test } from "@playwright/test";
import { open, watchErrors } from "./support";

// The site's font is used from the second page load on (app/lib/site/web-font.ts): a first load keeps the
// system font and fetches Inter only after the page has loaded; the next load shows Inter from its
// first paint. The font never changes within one page.

const FONT_FILE = /\/assets\/inter-subset-[\w-]+\.woff2$/;

const pageFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("a first load keeps the system font and fetches Inter only once loaded; the next load shows Inter", async ({
  page,
}) => {
  const errors = watchErrors(page, { warnings: true });
  let loadedAt: number | null = null;
  let fontRequestedAt: number | null = null;
  page.on("load", () => (loadedAt ??= Date.now()));
  page.on("request", (request) => {
    if (FONT_FILE.test(request.url())) fontRequestedAt ??= Date.now();
  });

  await open(page, "/instagram/hashtag-generator");
  await expect(page.locator("html")).not.toHaveAttribute("data-font");
  expect(await pageFont(page)).not.toContain("Inter");
  // Remembered once fetched: the page that fetched it keeps the system font.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("creatorgrow:web-font")), { timeout: 10_000 })
    .toBe("1");
  expect(fontRequestedAt).not.toBeNull();
  expect(loadedAt).not.toBeNull();
  expect(fontRequestedAt ?? 0).toBeGreaterThanOrEqual(loadedAt ?? Infinity);
  expect(await pageFont(page)).not.toContain("Inter");
  await expect(page.locator("html")).not.toHaveAttribute("data-font");

  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("data-font", "inter");
  expect(await pageFont(page)).toMatch(/^"Inter Variable"/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  expect(errors).toEqual([]);
});
