import { expect, test } from "./shared-page";
import { site } from "~/config/site";
import { wordsFor } from "~/content/words";
import { LANGS, pathIn } from "~/lib/lang/lang";
import { toolWords } from "~/lib/site/tool-entry";
import { indexablePaths } from "~/site-pages";
import { toolByPath } from "~/tools/registry";

// What search engines and slow phones get before any JavaScript runs.
test.describe("prerendered HTML", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "HTML is the same at every width");

  for (const [lang, path] of indexablePaths().flatMap((base) =>
    LANGS.map((lang) => [lang, pathIn(lang, base)] as const),
  )) {
    test(`${path} is complete without JavaScript`, async ({ request }) => {
      const words = wordsFor(lang);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      if (path === pathIn(lang, "/")) expect(title).toBe(words.home.title.replace("&", "&amp;"));
      else expect(title).toMatch(/^.+ \| CreatorGrow$/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
      expect(html).toContain(`<link rel="canonical" href="${site.origin}${path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${site.origin}${path}"/>`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(html).toMatch(/<meta name="twitter:card" content="summary"\/>/);
      const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
      expect(h1).toBeTruthy();
      const tool = toolByPath(path);
      if (tool) expect(h1).toBe(toolWords(tool, lang).title.replace("&", "&amp;"));
      expect(html).toContain(words.advertisement);
    });
  }

  test("sitemap.xml lists every indexable page, in English and then in Hindi", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(indexablePaths().flatMap((p) => LANGS.map((lang) => `${site.origin}${pathIn(lang, p)}`)));
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});

test.describe("production server", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "server behaviour is the same at every width");

  test("a trailing slash redirects to the one canonical URL", async ({ request }) => {
    const response = await request.get("/instagram/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/instagram");
  });

  test("HTML revalidates, hashed assets are immutable, and both come compressed", async ({ request }) => {
    const page = await request.get("/instagram", { headers: { "Accept-Encoding": "br" } });
    expect(page.headers()["cache-control"]).toContain("must-revalidate");
    expect(page.headers()["content-encoding"]).toBe("br");
    const asset = (await page.text()).match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const js = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
    expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("the favicon exists", async ({ request }) => {
    expect((await request.get("/favicon.ico")).status()).toBe(200);
    expect((await request.get("/favicon.svg")).status()).toBe(200);
  });
});
