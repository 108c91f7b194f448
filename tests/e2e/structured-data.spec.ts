import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./shared-page";
import { site } from "~/config/site";
import { BLOG_SLUGS, blogPath } from "~/content/blog-slugs";
import { indexablePaths } from "~/site-pages";
import { tools } from "~/tools/registry";
import { open, watchErrors } from "./support";

// Search engines read JSON-LD from the prerendered HTML, so most checks fetch it without a browser.
// The rules are those of schema.org and Google's structured data guidelines for each type.

type JsonNode = Record<string, unknown>;

interface PrerenderedPage {
  canonical: string;
  blocks: JsonNode[];
  /** Text of each step of the visible breadcrumb trail. */
  crumbs: string[];
  html: string;
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

function asNode(value: unknown, what: string): JsonNode {
  expect(typeof value === "object" && value !== null && !Array.isArray(value), `${what} is an object`).toBe(true);
  return value as JsonNode;
}

function text(node: JsonNode, key: string): string {
  const value = node[key];
  expect(
    typeof value === "string" && value.trim() !== "",
    `"${key}" is a non-empty string in ${JSON.stringify(node)}`,
  ).toBe(true);
  return value as string;
}

/** An absolute https URL on the configured origin. */
function siteUrl(node: JsonNode, key: string): string {
  const value = text(node, key);
  const url = new URL(value);
  expect(url.protocol, `${key} uses https`).toBe("https:");
  expect(url.origin, `${key} is on the site's origin`).toBe(site.origin);
  return value;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<PrerenderedPage> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const canonical = decode(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? "");
  expect(canonical).toBe(`${site.origin}${path}`);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match, index) => {
      let parsed: unknown;
      expect(() => (parsed = JSON.parse(match[1] ?? "")), `JSON-LD block ${index + 1} on ${path} parses`).not.toThrow();
      const node = asNode(parsed, `JSON-LD block ${index + 1}`);
      expect(node["@context"]).toBe("https://schema.org");
      return node;
    },
  );
  const trail = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  const crumbs = [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    decode((m[1] ?? "").replace(/<[^>]+>/g, "")).trim(),
  );
  return { canonical, blocks, crumbs, html };
}

function only(page: PrerenderedPage, type: string): JsonNode {
  const found = page.blocks.filter((node) => node["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0] as JsonNode;
}

function expectTypes(page: PrerenderedPage, types: string[]): void {
  expect(page.blocks.map((node) => node["@type"]).sort()).toEqual([...types].sort());
}

function expectOrganization(value: unknown, what: string): void {
  const node = asNode(value, what);
  expect(node["@type"]).toBe("Organization");
  text(node, "name");
}

/** Positions 1..n, each with a name and an absolute URL; the last is this page; names match the visible trail. */
async function expectBreadcrumb(request: APIRequestContext, page: PrerenderedPage): Promise<void> {
  const list = only(page, "BreadcrumbList");
  const items = list.itemListElement;
  expect(Array.isArray(items) && items.length >= 2, "itemListElement lists at least two steps").toBe(true);
  const steps = (items as unknown[]).map((item, index) => {
    const node = asNode(item, `breadcrumb step ${index + 1}`);
    expect(node["@type"]).toBe("ListItem");
    expect(node.position).toBe(index + 1);
    return { name: text(node, "name"), item: siteUrl(node, "item") };
  });
  expect(steps.at(-1)?.item).toBe(page.canonical);
  expect(steps.map((step) => step.name)).toEqual(page.crumbs);
  for (const step of steps.slice(0, -1)) {
    expect((await request.get(new URL(step.item).pathname)).status(), `${step.item} exists`).toBe(200);
  }
}

test("the home page describes the website", async ({ request }) => {
  const page = await fetchPage(request, "/");
  expectTypes(page, ["WebSite"]);
  const website = only(page, "WebSite");
  expect(text(website, "name")).toBe(site.name);
  expect(siteUrl(website, "url")).toBe(page.canonical);
  text(website, "description");
  expect(website.inLanguage).toBe(site.locales.en);
  expectOrganization(website.publisher, "publisher");
});

for (const tool of tools) {
  test(`${tool.path} describes a free WebApplication and its breadcrumb`, async ({ request }) => {
    const page = await fetchPage(request, tool.path);
    expectTypes(page, ["WebApplication", "BreadcrumbList"]);
    const app = only(page, "WebApplication");
    expect(text(app, "name")).toBe(tool.title);
    expect(siteUrl(app, "url")).toBe(page.canonical);
    expect(["UtilitiesApplication", "MultimediaApplication"]).toContain(text(app, "applicationCategory"));
    text(app, "operatingSystem");
    const offers = asNode(app.offers, "offers");
    expect(offers["@type"]).toBe("Offer");
    expect(text(offers, "price")).toBe("0");
    expect(text(offers, "priceCurrency")).toBe("INR");
    expectOrganization(app.publisher, "publisher");
    await expectBreadcrumb(request, page);
  });
}

for (const slug of BLOG_SLUGS) {
  test(`${blogPath(slug)} describes the Article and its breadcrumb`, async ({ request }) => {
    const page = await fetchPage(request, blogPath(slug));
    expectTypes(page, ["Article", "BreadcrumbList"]);
    const article = only(page, "Article");
    const headline = text(article, "headline");
    expect([...headline].length).toBeLessThanOrEqual(110);
    expect(decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1] ?? "")).toBe(headline);
    const image = siteUrl(article, "image");
    expect((await request.get(new URL(image).pathname)).status(), "cover image exists").toBe(200);
    const published = text(article, "datePublished");
    expect(published).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
    expect(Number.isNaN(Date.parse(published))).toBe(false);
    expect(published.slice(0, 10)).toBe(
      /<time[^>]*data-testid="article-published"[^>]*datetime="([^"]+)"/i.exec(page.html)?.[1],
    );
    expectOrganization(article.author, "author");
    expectOrganization(article.publisher, "publisher");
    expect(asNode(article.mainEntityOfPage, "mainEntityOfPage")["@id"]).toBe(page.canonical);
    await expectBreadcrumb(request, page);
  });
}

test("any JSON-LD on the other pages is valid too", async ({ request }) => {
  const covered = new Set<string>(["/", ...tools.map((t) => t.path), ...BLOG_SLUGS.map(blogPath)]);
  for (const path of indexablePaths().filter((p) => !covered.has(p))) {
    // fetchPage checks that every block parses and names schema.org.
    await fetchPage(request, path);
  }
});

test("moving between tools in the app swaps the JSON-LD for the new tool", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "/youtube/description-generator");
  const card = page.getByRole("region", { name: "More YouTube tools" }).getByRole("link").first();
  const target = await card.getAttribute("href");
  expect(target).toMatch(/^\/youtube\//);
  await card.click();
  await expect(page).toHaveURL(target ?? "");
  const canonical = `${site.origin}${target}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
  await expect
    .poll(async () => {
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (json) => JSON.parse(json) as { "@type": string; url?: string; itemListElement?: { item: string }[] },
      );
      return blocks.map((b) => [b["@type"], b.url ?? b.itemListElement?.at(-1)?.item]);
    })
    .toEqual([
      ["WebApplication", canonical],
      ["BreadcrumbList", canonical],
    ]);
  expect(errors).toEqual([]);
});
