import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page";
import { site } from "~/config/site";
import { BLOG_SLUGS } from "~/content/blog-slugs";
import { parsePostSource } from "~/content/blog";
import { formatDay } from "~/config/intl";
import { expectNoAxeViolations, expectToast, open, readClipboard, watchErrors } from "./support";

// Expected values come straight from the Markdown sources.
const posts = BLOG_SLUGS.map((slug) => {
  const source = readFileSync(`app/content/blog/${slug}.md`, "utf8");
  const { data, body } = parsePostSource(source, slug);
  const firstHeading = /^## (.+)$/m.exec(body)?.[1] ?? "";
  return { slug, ...data, firstHeading };
});

const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

test.describe("/blog", () => {
  test("lists six articles newest first with category, date, excerpt and Read More", async ({ page }) => {
    await open(page, "/blog");
    await expect(page).toHaveTitle("Blog | CreatorGrow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${site.name} Blog`);
    const cards = page.getByRole("list", { name: "6 articles" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const [i, post] of posts.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(post.title);
      await expect(card.getByTestId("post-category")).toHaveText(post.category);
      await expect(card.locator("time")).toHaveText(formatDay(post.date));
      await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(card.getByText(post.excerpt)).toBeVisible();
      // Seen as "Read More"; heard and indexed with the article's title.
      const more = card.getByRole("link", { name: `Read More about ${post.title}`, exact: true });
      await expect(more).toHaveText(`Read More about ${post.title}`);
      await expect(more.locator(".sr-only")).toHaveText(` about ${post.title}`);
      await expect(more).toHaveAttribute("href", `/blog/${post.slug}`);
      await expect(card.getByRole("img")).toHaveAttribute("src", post.image);
    }
    await expect(cards.first().locator("time")).toHaveText("24 July 2025");
    await expect(page.locator("main [data-ad-slot]")).toContainText("Advertisement");
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });

  test("Read More opens the article inside the app", async ({ page }) => {
    await open(page, "/blog");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("link", { name: `Read More about ${posts[2]?.title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[2]?.title ?? "");
    await expect(page).toHaveTitle(`${posts[2]?.title} | CreatorGrow`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe("newsletter", () => {
  async function subscribe(page: Page, email: string) {
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
  }

  test("with no endpoint configured it says honestly that sign-ups open soon", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await open(page, "/blog");
    await subscribe(page, "riya@example.com");
    const message = page.getByRole("region", { name: "Get creator tips in your inbox" }).getByRole("status");
    await expect(message).toHaveText(/^Sign-ups open soon!/);
    await expect(message).not.toContainText(/subscribed/i);
    expect(posted).toBe(false);
    await expectNoAxeViolations(page);
  });

  test("an empty or invalid address gets a clear message", async ({ page }) => {
    await open(page, "/blog");
    const message = page.getByRole("region", { name: "Get creator tips in your inbox" }).getByRole("status");
    await subscribe(page, "");
    await expect(message).toHaveText("Please enter your e-mail address.");
    await subscribe(page, "riya@gmail");
    await expect(message).toHaveText(/doesn't look like an e-mail address/);
    await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
    await subscribe(page, `<img src=x onerror="window.__pwned=1">`);
    await expect(message).toHaveText(/doesn't look like an e-mail address/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

for (const [index, post] of posts.entries()) {
  test(`article ${post.slug}: fields, body, related articles, ad slot and structured data`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, `/blog/${post.slug}`);
    await expect(page).toHaveTitle(`${post.title} | CreatorGrow`);
    // The first article on the page is the post; the related posts below are articles too.
    const article = page.getByRole("article").first();
    await expect(article.getByTestId("post-category")).toHaveText(post.category);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article.getByTestId("article-author")).toHaveText(post.author);
    await expect(article.getByTestId("article-published")).toHaveText(formatDay(post.date));
    if (post.updated) {
      await expect(article.getByTestId("article-updated")).toHaveText(`Updated ${formatDay(post.updated)}`);
    } else {
      await expect(article.getByTestId("article-updated")).toHaveCount(0);
    }
    const cover = article.getByRole("img", { name: post.imageAlt });
    await expect(cover).toHaveAttribute("src", post.image);
    await expect(cover).toHaveAttribute("alt", post.imageAlt);
    await expect(cover).toHaveAttribute("width", "1280");
    await expect(cover).toHaveAttribute("height", "720");
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
    await expect(article.getByRole("heading", { level: 2, name: post.firstHeading })).toBeVisible();

    // Meta description: the excerpt when it fits 160 code points, else the text cut where a word ends.
    const text = plain(await page.locator(".prose").innerText());
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    if ([...post.excerpt].length <= 160) {
      expect(description).toBe(post.excerpt);
    } else {
      expect([...description].length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/\p{L}…$/u);
      // Spaces aside: the compiled text and the rendered one space inline markup differently.
      const squeeze = (value: string) => value.replace(/ /g, "");
      expect(squeeze(text).startsWith(squeeze(description.slice(0, -1)))).toBe(true);
    }
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const others = posts.filter((p) => p.slug !== post.slug).slice(0, 2);
    const related = page
      .getByRole("region", { name: "Related articles" })
      .getByRole("heading", { level: 3 })
      .getByRole("link");
    await expect(related).toHaveCount(2);
    for (const [i, other] of others.entries()) {
      await expect(related.nth(i)).toHaveText(other.title);
      await expect(related.nth(i)).toHaveAttribute("href", `/blog/${other.slug}`);
    }
    await expect(page.locator("main [data-ad-slot]")).toContainText("Advertisement");

    const schemas = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = schemas.map((s) => JSON.parse(s) as { "@type": string; headline?: string; description?: string });
    expect(parsed.map((s) => s["@type"])).toEqual(["Article", "BreadcrumbList"]);
    expect(parsed[0]?.headline).toBe(post.title);
    expect(parsed[0]?.description).toBe(description);
    if (index === 0) await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test("Share copies the article's canonical URL, toasts and shows Copied!", async ({ page }) => {
  const post = posts[3];
  await open(page, `/blog/${post?.slug}`);
  const share = page.getByRole("button", { name: "Copy link to share this post" });
  await expect(share).toHaveText("Share");
  await share.click();
  expect(await readClipboard(page)).toBe(`${site.origin}/blog/${post?.slug}`);
  await expectToast(page, "Link copied!", "Post link has been copied to your clipboard.");
  await expect(page.getByRole("button", { name: "Copied! link to share this post" })).toHaveText("Copied!");
  await expect(share).toHaveText("Share", { timeout: 4_000 });
});

test("Share falls back to execCommand when the Clipboard API is missing", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined });
    const copied: string[] = [];
    Object.assign(window, { __copied: copied });
    document.execCommand = (command: string) => {
      const field =
        document.activeElement instanceof HTMLTextAreaElement
          ? document.activeElement
          : document.querySelector("textarea");
      if (command === "copy" && field) copied.push(field.value);
      return command === "copy";
    };
  });
  await open(page, `/blog/${posts[0]?.slug}`);
  await page.getByRole("button", { name: "Copy link to share this post" }).click();
  await expectToast(page, "Link copied!", "Post link has been copied to your clipboard.");
  expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
    `${site.origin}/blog/${posts[0]?.slug}`,
  ]);
});

test.describe("unknown article", () => {
  test("/blog/no-such-post answers 404 with the Not Found page and hydrates cleanly", async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    expect(new URL(page.url()).pathname).toBe("/blog/no-such-post");
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });

  test("navigating inside the app to an unknown slug shows Post Not Found with Back to Blog", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, `/blog/${posts[0]?.slug}`);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    // A client-side navigation, as an in-app link to a missing article would do.
    await page.evaluate(() => {
      window.history.pushState(null, "", "/blog/no-such-post");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
    await expect(page.getByText("The blog post you're looking for does not exist.")).toBeVisible();
    await expect(page).toHaveTitle("Post Not Found | CreatorGrow");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("list", { name: "6 articles" }).getByRole("listitem")).toHaveCount(6);
    // Only the missing article's data request may fail.
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "HTML is the same at every width");

  for (const post of posts) {
    test(`prerendered ${post.slug} carries title, description and body text`, async ({ request }) => {
      const response = await request.get(`/blog/${post.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
      expect(html).toContain(`<title>${post.title.replace(/&/g, "&amp;")} | CreatorGrow</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{100,160}"\/>/);
      expect(html).toContain(`<h2>${escape(post.firstHeading)}</h2>`);
      expect(html).toContain(escape(post.author));
      expect(html).toContain('<script type="application/ld+json">');
    });
  }

  test("the RSS feed lists the six articles newest first", async ({ request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const links = [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(posts.map((p) => `${site.origin}/blog/${p.slug}`));
  });

  test("the sitemap lists every article", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const post of posts) expect(xml).toContain(`<loc>${site.origin}/blog/${post.slug}</loc>`);
  });
});
