import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { en } from "~/content/words/en";
import { canonicalUrl, pageMeta, pageTitle } from "./meta";
import { indexablePaths, sectionOf } from "~/site-pages";

describe("pageMeta", () => {
  it("suffixes the title and carries description, canonical, Open Graph and Twitter tags", () => {
    const tags = pageMeta({ title: "Instagram Tools", description: "All the tools.", path: "/instagram", lang: "en" });
    expect(tags).toContainEqual({ title: "Instagram Tools | CreatorGrow" });
    expect(tags).toContainEqual({ name: "description", content: "All the tools." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.origin}/instagram` });
    expect(tags).toContainEqual({ property: "og:title", content: "Instagram Tools | CreatorGrow" });
    expect(tags).toContainEqual({ property: "og:url", content: `${site.origin}/instagram` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    // Open Graph's form of the site's locale: en-IN is en_IN.
    const locale = tags.find((tag) => "property" in tag && tag.property === "og:locale");
    expect(locale && "content" in locale && String(locale.content).split("_")).toEqual(site.locales.en.split("-"));
  });

  it("gives a Hindi page its own canonical address and locale, and both pages each other's", () => {
    const tags = pageMeta({ title: "Instagram टूल्स", description: "d", path: "/instagram", lang: "hi" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.origin}/hi/instagram` });
    expect(tags).toContainEqual({ property: "og:locale", content: "hi_IN" });
    const alternates = tags.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${site.origin}/instagram` },
      { tagName: "link", rel: "alternate", hrefLang: "hi", href: `${site.origin}/hi/instagram` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.origin}/instagram` },
    ]);
    const english = pageMeta({ title: "Instagram Tools", description: "d", path: "/instagram", lang: "en" });
    expect(english.filter((tag) => "rel" in tag && tag.rel === "alternate")).toEqual(alternates);
  });

  it("keeps a full title as given", () => {
    expect(pageMeta({ title: en.home.title, fullTitle: true, description: "d", path: "/", lang: "en" })).toContainEqual(
      {
        title: "CreatorGrow | Free Instagram & YouTube Tools for Creators",
      },
    );
  });

  it("marks noindex pages and gives them no canonical", () => {
    const tags = pageMeta({ title: "Page Not Found", description: "d", path: "/404", lang: "en", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((t) => "rel" in t)).toBe(false);
  });

  it("builds titles and URLs from the site configuration", () => {
    expect(pageTitle("Blog")).toBe(`Blog | ${site.name}`);
    expect(canonicalUrl("/blog")).toBe(`${site.origin}/blog`);
  });
});

describe("site pages", () => {
  it("lists home, the platform pages and built tools once each", () => {
    const paths = indexablePaths();
    expect(paths.slice(0, 3)).toEqual(["/", "/instagram", "/youtube"]);
    expect(paths).toContain("/instagram/hashtag-generator");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("puts tool pages under their platform's header link", () => {
    expect(sectionOf("/")).toBe("/");
    expect(sectionOf("/instagram")).toBe("/instagram");
    expect(sectionOf("/stylish-name-generator")).toBe("/instagram");
    expect(sectionOf("/instagram/hashtag-generator/")).toBe("/instagram");
    expect(sectionOf("/blog/some-post")).toBe("/blog");
  });
});
