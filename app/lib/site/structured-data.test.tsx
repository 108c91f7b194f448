import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { samplePost } from "~/test/sample-post";
import { Breadcrumb } from "~/components/breadcrumb";
import { JsonLd } from "~/components/json-ld";
import { site } from "~/config/site";
import { en } from "~/content/words/en";
import { isIsoDate } from "~/content/blog";
import { allPosts } from "~/content/blog.server";
import { toolById, tools } from "~/tools/registry";
import {
  articleCrumbs,
  articleSchema,
  breadcrumbSchema,
  toolCrumbs,
  toolSchema,
  websiteSchema,
} from "./structured-data";
import { articleDescription } from "./article-description";

const post = samplePost;

const organization = {
  "@type": "Organization",
  "@id": "https://creatorgrow.in/#organization",
  name: "CreatorGrow",
  url: "https://creatorgrow.in/",
  logo: "https://creatorgrow.in/icons/icon-512.png",
};

function registered(id: string) {
  const tool = toolById(id);
  if (!tool) throw new Error(`no tool ${id}`);
  return tool;
}

/** An absolute https URL on the configured origin. */
function expectSiteUrl(value: string): void {
  const url = new URL(value);
  expect(url.protocol).toBe("https:");
  expect(url.origin).toBe(site.origin);
}

describe("websiteSchema", () => {
  it("describes the site at its canonical home URL", () => {
    expect(websiteSchema("en")).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": "https://creatorgrow.in/#website",
      name: "CreatorGrow",
      url: "https://creatorgrow.in/",
      description: en.home.description,
      inLanguage: site.locales.en,
      publisher: organization,
    });
  });
});

describe("toolSchema", () => {
  it("describes a generator as a free web application", () => {
    expect(toolSchema(registered("instagram-hashtag-generator"), "en")).toEqual({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: "Instagram Hashtag Generator",
      description:
        "Instagram allows five hashtags a post: get the 5 to post for your keyword, plus 25 more on the same topic.",
      url: "https://creatorgrow.in/instagram/hashtag-generator",
      applicationCategory: "UtilitiesApplication",
      operatingSystem: "Any",
      browserRequirements: "Requires JavaScript. Works in any modern browser.",
      isAccessibleForFree: true,
      inLanguage: site.locales.en,
      offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
      publisher: organization,
    });
  });

  it("files downloaders under multimedia", () => {
    expect(toolSchema(registered("youtube-video-downloader"), "en").applicationCategory).toBe("MultimediaApplication");
  });

  it.each(tools.map((tool) => [tool.id, tool] as const))("%s yields a complete WebApplication", (_id, tool) => {
    const schema = toolSchema(tool, "en");
    expect(schema["@type"]).toBe("WebApplication");
    for (const field of [
      "name",
      "description",
      "url",
      "applicationCategory",
      "operatingSystem",
      "browserRequirements",
      "inLanguage",
    ] as const) {
      expect(schema[field].trim(), field).not.toBe("");
    }
    expect(["UtilitiesApplication", "MultimediaApplication"]).toContain(schema.applicationCategory);
    expect(schema.offers).toEqual({ "@type": "Offer", price: "0", priceCurrency: "INR" });
    expectSiteUrl(schema.url);
    expect(schema.url).toBe(`${site.origin}${tool.path}`);
  });
});

describe("articleSchema", () => {
  it("describes an article by its team byline", () => {
    expect(articleSchema(post, "en", "Body")).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Tips & <tricks>",
      description: "Body",
      image: "https://creatorgrow.in/blog/tips.svg",
      datePublished: "2025-07-24",
      dateModified: "2025-07-24",
      articleSection: "Strategy",
      inLanguage: site.locales.en,
      author: { "@type": "Organization", name: "CreatorGrow Team", url: "https://creatorgrow.in/" },
      publisher: organization,
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://creatorgrow.in/blog/tips" },
    });
  });

  it("names the article's category in the page's language", () => {
    expect(articleSchema(post, "hi", "Body").articleSection).toBe("स्ट्रैटेजी");
  });

  it("names a revised article's revision date as dateModified", () => {
    const schema = articleSchema({ ...post, updated: "2026-11-22" }, "en", "Body");
    expect(schema.datePublished).toBe("2025-07-24");
    expect(schema.dateModified).toBe("2026-11-22");
  });

  it.each(allPosts("en").map((p) => [p.slug, p] as const))("%s fits search engines' limits", (_slug, article) => {
    const schema = articleSchema(article, "en", articleDescription(article));
    expect(schema.headline.length).toBeGreaterThan(0);
    expect([...schema.headline].length).toBeLessThanOrEqual(110);
    expect(isIsoDate(schema.datePublished)).toBe(true);
    expect(schema.dateModified).toBe(article.updated ?? article.date);
    expect(schema.dateModified >= schema.datePublished).toBe(true);
    expect(schema.author.name.trim()).not.toBe("");
    expectSiteUrl(schema.image);
    expectSiteUrl(schema.mainEntityOfPage["@id"]);
  });
});

describe("breadcrumbSchema", () => {
  it("numbers an article's trail from 1 and ends at the article", () => {
    expect(breadcrumbSchema(articleCrumbs(post, "en"))).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://creatorgrow.in/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://creatorgrow.in/blog" },
        { "@type": "ListItem", position: 3, name: "Tips & <tricks>", item: "https://creatorgrow.in/blog/tips" },
      ],
    });
  });

  it("puts a tool under its platform's tools page", () => {
    expect(breadcrumbSchema(toolCrumbs(registered("youtube-bio-generator"), "en")).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://creatorgrow.in/" },
      { "@type": "ListItem", position: 2, name: "YouTube Tools", item: "https://creatorgrow.in/youtube" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Channel Bio Generator",
        item: "https://creatorgrow.in/youtube/bio-generator",
      },
    ]);
    // The stylish name tool lives at the site root but belongs to Instagram.
    expect(toolCrumbs(registered("stylish-name-generator"), "en").map((c) => c.path)).toEqual([
      "/",
      "/instagram",
      "/stylish-name-generator",
    ]);
  });
});

describe("Breadcrumb", () => {
  it("shows the same names as its JSON-LD, the last one as the current page", () => {
    const crumbs = toolCrumbs(registered("instagram-dp-downloader"), "en");
    const { container } = render(
      <MemoryRouter>
        <Breadcrumb crumbs={crumbs} />
      </MemoryRouter>,
    );
    const visible = [...container.querySelectorAll("nav[aria-label='Breadcrumb'] li")].map((li) => li.textContent);
    const data = JSON.parse(container.querySelector("script[type='application/ld+json']")?.textContent ?? "") as {
      itemListElement: { name: string }[];
    };
    expect(visible).toEqual(["Home", "Instagram Tools", "DP Viewer & Downloader"]);
    expect(data.itemListElement.map((item) => item.name)).toEqual(visible);
    expect(container.querySelector("li[aria-current='page']")?.textContent).toBe("DP Viewer & Downloader");
    expect(container.querySelectorAll("nav a")).toHaveLength(2);
  });
});

describe("JsonLd", () => {
  const hostile = { name: "</script><script>alert(1)</script><!--" };

  it("escapes < so text cannot close the script tag", () => {
    const { container } = render(<JsonLd data={hostile} />);
    const script = container.querySelector("script");
    expect(script?.innerHTML).toBe('{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(script?.textContent ?? "")).toEqual(hostile);
  });

  it("keeps the prerendered HTML to one script element", () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith("</script>")).toBe(true);
  });
});
