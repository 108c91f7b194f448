import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

export interface PageMetaInput {
  /** Page name; the title becomes "{title} | CreatorGrow" unless `fullTitle` is set. */
  title: string;
  description: string;
  /** Site-relative path of the canonical URL, e.g. "/instagram". */
  path: string;
  fullTitle?: boolean;
  type?: "website" | "article";
  /** For pages that must stay out of search results (Not Found). */
  noindex?: boolean;
}

export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

export function canonicalUrl(path: string): string {
  return `${site.origin}${path}`;
}

/**
 * Everything a page's <head> needs to be found and shared, rendered into the prerendered HTML:
 * title, description, canonical link, Open Graph and Twitter tags.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.fullTitle ? input.title : pageTitle(input.title);
  const url = canonicalUrl(input.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    // Open Graph writes a locale as language_TERRITORY.
    { property: "og:locale", content: site.locale.replace("-", "_") },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  }
  return tags;
}
