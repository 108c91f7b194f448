import type { MetaDescriptor } from "react-router";
import { site, type Lang } from "~/config/site";
import { LANGS, localeOf, pathIn } from "~/lib/lang/lang";

export interface PageMetaInput {
  /** Page name; the title becomes "{title} | CreatorGrow" unless `fullTitle` is set. */
  title: string;
  description: string;
  /** The page's English path, e.g. "/instagram"; the Hindi page's is under /hi. */
  path: string;
  /** The language of this page: its canonical address and Open Graph locale follow it. */
  lang: Lang;
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
 * title, description, canonical link, the page's address in each language (hreflang, English as
 * x-default), Open Graph and Twitter tags.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.fullTitle ? input.title : pageTitle(input.title);
  const url = canonicalUrl(pathIn(input.lang, input.path));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    // Open Graph writes a locale as language_TERRITORY.
    { property: "og:locale", content: localeOf(input.lang).replace("-", "_") },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
    tags.push(...alternates(input.path));
  }
  return tags;
}

/** The same page in every language, and English for a reader whose language is neither. */
function alternates(path: string): MetaDescriptor[] {
  const link = (hrefLang: string, lang: Lang): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: canonicalUrl(pathIn(lang, path)),
  });
  return [...LANGS.map((lang) => link(lang, lang)), link("x-default", "en")];
}
