import { en } from "~/content/words/en";
import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page";
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

/** The mobile menu's toggle: the <summary> of a <details>, so it works before any script has run. */
const menuToggle = (page: Page) => page.locator("header summary");
const mobileMenu = (page: Page) => page.locator("#mobile-menu");

interface ToggleState {
  role: string;
  name: string;
  expanded: boolean;
}

/** What assistive technology is told about the toggle, read from Chromium's accessibility tree. */
async function toggleState(page: Page): Promise<ToggleState> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "header summary" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const node = nodes[0];
    return {
      role: String(node?.role?.value),
      name: String(node?.name?.value),
      expanded: node?.properties?.find((property) => property.name === "expanded")?.value.value === true,
    };
  } finally {
    await cdp.detach();
  }
}

const CLOSED: ToggleState = { role: "DisclosureTriangle", name: "Open menu", expanded: false };
const OPEN: ToggleState = { role: "DisclosureTriangle", name: "Close menu", expanded: true };

async function showNav(page: Page, isMobile: boolean) {
  if (isMobile) await menuToggle(page).click();
  return navFor(page, isMobile);
}

const isMobileProject = (name: string) => name === "mobile";

test("the header shows the logo, the four links with exact targets, and the ad bar under them", async ({
  page,
}, info) => {
  const mobile = isMobileProject(info.project.name);
  await open(page, "/");
  const logo = page.getByRole("link", { name: `${site.name} home` });
  await expect(logo).toHaveAttribute("href", "/");
  // The ad bar never leads the page: it is a slim labelled strip below the logo's row.
  const bar = page.locator("[data-ad-slot='header']");
  await expect(bar).toHaveText("Advertisement");
  const [logoBox, barBox] = await Promise.all([logo.boundingBox(), bar.boundingBox()]);
  expect(barBox?.y).toBeGreaterThan((logoBox?.y ?? Infinity) + (logoBox?.height ?? 0));
  expect(barBox?.height).toBeLessThanOrEqual(32);
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

test("desktop shows the navigation; below 768 px a menu toggle replaces it", async ({ page }, info) => {
  await open(page, "/");
  if (isMobileProject(info.project.name)) {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(menuToggle(page)).toBeVisible();
  } else {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(menuToggle(page)).toBeHidden();
  }
});

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the menu exists below 768 px only");

  test("opens and closes with its toggle, which says what it will do and whether the menu is open", async ({
    page,
  }) => {
    await open(page, "/");
    await expect(mobileMenu(page)).toBeHidden();
    await expect.poll(() => toggleState(page)).toEqual(CLOSED);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await expect.poll(() => toggleState(page)).toEqual(OPEN);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeHidden();
    await expect.poll(() => toggleState(page)).toEqual(CLOSED);
  });

  test("closes when a link is chosen, and the page changes", async ({ page }) => {
    await open(page, "/");
    await menuToggle(page).click();
    await mobileMenu(page).getByRole("link", { name: "YouTube Tools" }).click();
    await expect(page).toHaveURL(/\/youtube$/);
    await expect(page.getByRole("heading", { level: 1, name: "YouTube Tools" })).toBeVisible();
    await expect(mobileMenu(page)).toBeHidden();
    await expect.poll(() => toggleState(page)).toEqual(CLOSED);
  });

  test("closes when the logo is chosen", async ({ page }) => {
    await open(page, "/instagram");
    await menuToggle(page).click();
    await page.getByRole("link", { name: `${site.name} home` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mobileMenu(page)).toBeHidden();
  });

  test("closes on back navigation", async ({ page }) => {
    await open(page, "/");
    await menuToggle(page).click();
    await mobileMenu(page).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(mobileMenu(page)).toBeHidden();
  });

  test("closes with Escape, and focus in the menu goes back to the toggle", async ({ page }) => {
    await open(page, "/");
    await menuToggle(page).click();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();

    await menuToggle(page).click();
    const home = mobileMenu(page).getByRole("link", { name: "Home" });
    await home.focus();
    await expect(home).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test("works before scripts: with JavaScript off it opens, closes and its links lead on", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      serviceWorkers: "block",
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(mobileMenu(page)).toBeHidden();
    await expect.poll(() => toggleState(page)).toEqual(CLOSED);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await expect.poll(() => toggleState(page)).toEqual(OPEN);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeHidden();

    await menuToggle(page).click();
    await mobileMenu(page).getByRole("link", { name: "Instagram Tools" }).click();
    await expect(page).toHaveURL(/\/instagram$/);
    await expect(page.getByRole("heading", { level: 1, name: "Instagram Tools" })).toBeVisible();
    await expect(mobileMenu(page)).toBeHidden();
    await context.close();
  });
});

test("the navigation row stays pinned while the ad bar scrolls away", async ({ page }) => {
  await open(page, "/privacy-policy");
  const logo = page.getByRole("link", { name: `${site.name} home` });
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(page.locator("[data-ad-slot='header']")).not.toBeInViewport();
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
  await expect(footer).toContainText(en.footer.tagline);
});

test("there is one toast area, and keyboard users can skip to the content", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("region", { name: "Notifications" })).toHaveCount(1);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
});
