import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { canonicalUrl, pageMeta, pageTitle } from "./meta";
import { indexablePaths, sectionOf } from "~/site-pages";

describe("pageMeta", () => {
  it("suffixes the title and carries description, canonical, Open Graph and Twitter tags", () => {
    const tags = pageMeta({ title: "Instagram Tools", description: "All the tools.", path: "/instagram" });
    expect(tags).toContainEqual({ title: "Instagram Tools | CreatorGrow" });
    expect(tags).toContainEqual({ name: "description", content: "All the tools." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.origin}/instagram` });
    expect(tags).toContainEqual({ property: "og:title", content: "Instagram Tools | CreatorGrow" });
    expect(tags).toContainEqual({ property: "og:url", content: `${site.origin}/instagram` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    // Open Graph's form of the site's locale: en-IN is en_IN.
    const locale = tags.find((tag) => "property" in tag && tag.property === "og:locale");
    expect(locale && "content" in locale && String(locale.content).split("_")).toEqual(site.locale.split("-"));
  });

  it("keeps a full title as given", () => {
    expect(pageMeta({ title: site.homeTitle, fullTitle: true, description: "d", path: "/" })).toContainEqual({
      title: "CreatorGrow | Free Instagram & YouTube Tools for Creators",
    });
  });

  it("marks noindex pages and gives them no canonical", () => {
    const tags = pageMeta({ title: "Page Not Found", description: "d", path: "/404", noindex: true });
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
