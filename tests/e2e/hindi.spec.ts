import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./shared-page";
import { site } from "~/config/site";
import { en } from "~/content/words/en";
import { hi } from "~/content/words/hi";
import { LANGS, pathIn } from "~/lib/lang/lang";
import { indexablePaths } from "~/site-pages";
import { devanagariShare, latinWords } from "~/test/devanagari-text";
import { open } from "./support";

// The Hindi site: every page has a twin under /hi that is prerendered, answers 200 and names its
// English twin (and the English page it), and reads in Hindi. Most checks fetch the HTML without a
// browser, as search engines do.

const PATHS = indexablePaths();

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The page's language links: hreflang → href. */
function alternatesOf(page: string): Record<string, string> {
  return Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
  );
}

test.describe("the Hindi site", () => {
  test("every page has a Hindi twin that answers 200 in Hindi, and each names the other", async ({ request }) => {
    for (const path of PATHS) {
      const hindi = pathIn("hi", path);
      const expected = {
        en: `${site.origin}${path}`,
        hi: `${site.origin}${hindi}`,
        "x-default": `${site.origin}${path}`,
      };
      const hindiPage = await html(request, hindi);
      expect(hindiPage, hindi).toContain(`<html lang="${site.locales.hi}"`);
      expect(hindiPage, hindi).toContain(`<link rel="canonical" href="${site.origin}${hindi}"/>`);
      expect(alternatesOf(hindiPage), hindi).toEqual(expected);
      expect(alternatesOf(await html(request, path)), path).toEqual(expected);
    }
  });

  test("the sitemap lists every page in both languages", async ({ request }) => {
    const sitemap = await html(request, "/sitemap.xml");
    for (const path of PATHS)
      for (const lang of LANGS) expect(sitemap).toContain(`<loc>${site.origin}${pathIn(lang, path)}</loc>`);
  });

  test.describe("every Hindi page reads in Hindi", () => {
    // Without scripts the page is exactly what was prerendered: what a reader on a slow line sees
    // first, the tool's form included.
    test.use({ javaScriptEnabled: false });
    // English sentences of the frame that must not appear on a Hindi page.
    const englishFrame = [
      en.skipToContent,
      en.footer.summary,
      en.footer.rights,
      en.home.lead,
      en.home.eyebrow,
      en.blog.lead,
      en.gear.lead,
      en.newsletter.title,
      en.toolPage.related,
    ];
    for (const hindi of PATHS.map((path) => pathIn("hi", path))) {
      test(`${hindi}: mostly Devanagari, and no English words of the site's frame`, async ({ page }) => {
        await page.goto(hindi);
        const text = await page.evaluate(() => {
          const body = document.body.cloneNode(true) as HTMLElement;
          body.querySelectorAll("script, [aria-hidden='true']").forEach((node) => node.remove());
          return body.innerText;
        });
        expect(devanagariShare(text), latinWords(text).slice(0, 40).join(" ")).toBeGreaterThan(0.8);
        for (const sentence of englishFrame) expect(text).not.toContain(sentence);
      });
    }
  });

  test("an unknown address under /hi gets the Hindi Not Found page", async ({ request, page }) => {
    const response = await request.get("/hi/no-such-page");
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toContain(`<html lang="${site.locales.hi}"`);
    expect(body).toContain(hi.notFound.title);
    await open(page, "/hi/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: hi.notFound.title })).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/no-such-page$/);
  });

  test("the language switch leads to the same page in the other language, keeping the address's fields", async ({
    page,
  }) => {
    await open(page, "/instagram/hashtag-generator?keyword=goa");
    await page.getByRole("link", { name: hi.langName, exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/instagram\/hashtag-generator\?keyword=goa$/);
    await expect(page.locator("html")).toHaveAttribute("lang", site.locales.hi);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instagram हैशटैग जनरेटर");
    await page.getByRole("link", { name: en.langName, exact: true }).click();
    await expect(page).toHaveURL(/\/instagram\/hashtag-generator\?keyword=goa$/);
    await expect(page.locator("html")).toHaveAttribute("lang", site.locales.en);
  });

  test("a Hindi page keeps its visitor in Hindi: the menu, footer and cards lead to Hindi pages", async ({ page }) => {
    await open(page, "/hi");
    const hrefs = await page
      .locator("main a[href^='/'], footer a[href^='/'], header nav a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) expect(href, href).toMatch(/^\/hi(\/|$)/);
  });
});
