import { type Page, expect, test } from "@playwright/test";
import { site } from "~/config/site";
import { open } from "./support";

const NAV = [
  ["Home", "/"],
  ["Instagram Tools", "/instagram"],
  ["YouTube Tools", "/youtube"],
  ["Blog", "/blog"],
] as const;

function navFor(page: Page, isMobile: boolean) {
  return page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
}

async function showNav(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  return navFor(page, isMobile);
}

const isMobileProject = (name: string) => name === "mobile";

test("the header shows the ad bar, the logo and the four links with exact targets", async ({ page }, info) => {
  const mobile = isMobileProject(info.project.name);
  await open(page, "/");
  await expect(page.locator("header [data-ad-slot='header']")).toContainText("Advertisement");
  await expect(page.getByRole("link", { name: `${site.name} home` })).toHaveAttribute("href", "/");
  const nav = await showNav(page, mobile);
  for (const [label, href] of NAV) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
});

for (const [label, href] of NAV.slice(0, 3)) {
  test(`"${label}" is marked as the current page on ${href}`, async ({ page }, info) => {
    const mobile = isMobileProject(info.project.name);
    await open(page, href);
    const nav = await showNav(page, mobile);
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current='page']")).toHaveCount(1);
  });
}

test("tool pages highlight their platform's link", async ({ page }, info) => {
  const mobile = isMobileProject(info.project.name);
  await open(page, "/stylish-name-generator");
  const nav = await showNav(page, mobile);
  const instagram = nav.getByRole("link", { name: "Instagram Tools", exact: true });
  await expect(instagram).toHaveAttribute("aria-current", "true");
  // Marked for sighted users too: an underline bar drawn with an inset shadow.
  await expect(instagram).toHaveCSS("box-shadow", /inset/);
  await expect(nav.locator("[aria-current='page']")).toHaveCount(0);
});

test("desktop shows the navigation; below 768 px a menu button replaces it", async ({ page }, info) => {
  await open(page, "/");
  const menuButton = page.getByRole("button", { name: /menu/ });
  if (isMobileProject(info.project.name)) {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(menuButton).toBeVisible();
  } else {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(menuButton).toBeHidden();
  }
});

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the menu exists below 768 px only");

  test("opens and closes with its button, exposing its state", async ({ page }) => {
    await open(page, "/");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await button.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await close.click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("closes when a link is chosen, and the page changes", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "YouTube Tools" }).click();
    await expect(page).toHaveURL(/\/youtube$/);
    await expect(page.getByRole("heading", { level: 1, name: "YouTube Tools" })).toBeVisible();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when the logo is chosen", async ({ page }) => {
    await open(page, "/instagram");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: `${site.name} home` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("closes with Escape", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test("the navigation row stays pinned while the ad bar scrolls away", async ({ page }) => {
  await open(page, "/privacy-policy");
  const logo = page.getByRole("link", { name: `${site.name} home` });
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.locator("header [data-ad-slot='header']")).not.toBeInViewport();
  await expect(logo).toBeInViewport();
  const pinned = (await logo.boundingBox())?.y ?? -1;
  // The logo sits inside the 56 px row, and scrolling further does not move it.
  expect(pinned).toBeGreaterThanOrEqual(0);
  expect(pinned).toBeLessThan(56);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(async () => (await logo.boundingBox())?.y).toBe(pinned);
});

test("the footer has every link group with exact targets, the year, contact and tagline", async ({ page }) => {
  await open(page, "/");
  const footer = page.getByRole("contentinfo");
  const groups: Record<string, string[]> = {
    "Instagram Tools": [
      "/instagram/reels-downloader",
      "/instagram/hashtag-generator",
      "/instagram/caption-generator",
      "/instagram/bio-generator",
    ],
    "YouTube Tools": [
      "/youtube/video-downloader",
      "/youtube/description-generator",
      "/youtube/hashtag-generator",
      "/youtube/channel-name-generator",
    ],
    Company: ["/blog", "/affiliate-products"],
    Legal: ["/terms-of-service", "/privacy-policy"],
  };
  for (const [heading, hrefs] of Object.entries(groups)) {
    const list = footer.getByRole("heading", { name: heading }).locator("xpath=following-sibling::ul[1]");
    await expect(list.getByRole("link")).toHaveCount(hrefs.length);
    for (const [i, href] of hrefs.entries()) await expect(list.getByRole("link").nth(i)).toHaveAttribute("href", href);
  }
  const year = String(new Date().getFullYear());
  await expect(footer).toContainText(`© ${year} ${site.name}. All rights reserved.`);
  await expect(footer.getByRole("link", { name: site.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${site.contactEmail}`,
  );
  await expect(footer).toContainText("one-stop solution for Instagram and YouTube growth tools");
  await expect(footer).toContainText(site.tagline);
});

test("there is one toast area, and keyboard users can skip to the content", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("region", { name: "Notifications" })).toHaveCount(1);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
});
