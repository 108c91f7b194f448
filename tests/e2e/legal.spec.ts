import { expect, test } from "./shared-page";
import { site } from "~/config/site";
import { open } from "./support";

const pages = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    updated: "22 November 2026",
    must: [
      /No accounts, no sign-in/,
      /not sent to our servers and are not\s+stored by us/,
      /Clipboard/,
      /Advertising/,
      /Affiliate links/,
      /Newsletter/,
      /Downloader pages/,
      /YouTube thumbnails/,
    ],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    updated: "25 November 2026",
    must: [
      /at least 30 days' notice/,
      /downloader pages work in one of two ways/,
      site.downloaderBackend
        ? /A download server is connected to this site today/
        : /No download server is connected to this site today, so the downloader pages show samples only/,
      /What changed on 25 November 2026: section 1/,
      /There are no accounts/,
      /Advertising and affiliate links/,
      /Changes to these terms/,
      /not affiliated with, endorsed by or sponsored by Instagram/,
    ],
  },
] as const;

for (const legal of pages) {
  test(`${legal.path} is a complete document, last updated ${legal.updated}`, async ({ page }) => {
    await open(page, legal.path);
    await expect(page).toHaveTitle(`${legal.title} | CreatorGrow`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    await expect(page.getByText(`Last updated: ${legal.updated}`)).toBeVisible();
    const text = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    for (const pattern of legal.must) expect(text).toMatch(pattern);
    expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(8);
    await expect(page.locator(`main a[href="mailto:${site.contactEmail}"]`).first()).toHaveText(site.contactEmail);
  });
}

test("the footer links reach both legal pages", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
});
