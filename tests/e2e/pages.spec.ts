import { expect, test } from "./shared-page";
import { platforms } from "~/content/platforms";
import { toolsFor } from "~/tools/registry";
import { open } from "./support";

test("home: hero buttons and the two platform cards with their four links", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // In the page body, the only links named exactly so are the hero buttons (the header has its own).
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Instagram Tools", exact: true })).toHaveAttribute("href", "/instagram");
  await expect(main.getByRole("link", { name: "YouTube Tools", exact: true })).toHaveAttribute("href", "/youtube");
  await expect(page.locator("main [data-ad-slot]")).toHaveCount(1);

  const cards = {
    "Instagram Tools": [
      "/instagram/reels-downloader",
      "/instagram/hashtag-generator",
      "/instagram/caption-generator",
      "/instagram/idea-generator",
    ],
    "YouTube Tools": [
      "/youtube/video-downloader",
      "/youtube/description-generator",
      "/youtube/hashtag-generator",
      "/youtube/idea-generator",
    ],
  };
  for (const [name, hrefs] of Object.entries(cards)) {
    const links = page.getByRole("region", { name }).getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [i, href] of hrefs.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
  }
});

test("home hero button goes to the Instagram grid without a full reload", async ({ page }) => {
  await open(page, "/");
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("main").getByRole("link", { name: "Instagram Tools", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Instagram Tools" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

// The specification's 14 and 7 tools, plus the tools added since: each grid is the registry's list.
for (const [platform, path, specCount] of [
  ["instagram", "/instagram", 14],
  ["youtube", "/youtube", 7],
] as const) {
  test(`${path} shows a grid of its tools in registry order`, async ({ page }) => {
    await open(page, path);
    const cards = page
      .getByRole("list", { name: `${toolsFor(platform).length} ${platforms[platform].label} tools` })
      .getByRole("link");
    const expected = toolsFor(platform);
    expect(expected.length).toBeGreaterThanOrEqual(specCount);
    await expect(cards).toHaveCount(expected.length);
    for (const [i, tool] of expected.entries()) {
      await expect(cards.nth(i)).toHaveAttribute("href", tool.path);
      await expect(cards.nth(i)).toContainText(tool.name);
    }
    await expect(page.locator("main [data-ad-slot]")).toHaveCount(1);
  });
}

test("/instagram lists the stylish name generator and the DP viewer by their titles", async ({ page }) => {
  await open(page, "/instagram");
  await expect(page.getByRole("link", { name: /Stylish Name Generator/ })).toHaveAttribute(
    "href",
    "/stylish-name-generator",
  );
  await expect(page.getByRole("link", { name: /DP Viewer & Downloader/ })).toHaveAttribute(
    "href",
    "/instagram/dp-downloader",
  );
});

test("tool pages carry a breadcrumb, the tool's heading and an ad slot", async ({ page }) => {
  await open(page, "/instagram/hashtag-generator");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Instagram Tools" })).toHaveAttribute("href", "/instagram");
  await expect(page.getByRole("heading", { level: 1, name: "Instagram Hashtag Generator" })).toBeVisible();
  await expect(page.locator("main [data-ad-slot]").first()).toContainText("Advertisement");
});

test("ad slots reserve their size so nothing shifts", async ({ page }) => {
  await open(page, "/");
  const box = await page.locator("[data-ad-slot='header']").boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(cls).toBeLessThan(0.01);
});

// The pages SPEC.md gives an ad area, and the downloader pages, whose screen once carried a second one.
for (const path of [
  "/",
  "/instagram",
  "/youtube",
  "/blog",
  "/blog/instagram-growth-tips-2024",
  "/affiliate-products",
  "/instagram/hashtag-generator",
  "/instagram/reels-downloader",
  "/youtube/video-downloader",
]) {
  test(`${path}: the header's ad bar, then one ad area in the page, at least a screen apart`, async ({ page }) => {
    await open(page, path);
    const tops = await page
      .locator("[data-ad-slot]")
      .evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().top + window.scrollY));
    expect(tops).toHaveLength(2);
    await expect(page.locator("main [data-ad-slot]")).toHaveCount(1);
    const [bar = 0, inPage = 0] = tops;
    expect(inPage - bar).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? Infinity);
  });
}
