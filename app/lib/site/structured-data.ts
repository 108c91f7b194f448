// schema.org structured data (JSON-LD) for every page type that carries it. Every URL comes from
// canonicalUrl, so the data always names the same address as the page's canonical link.
import { site, type Lang } from "~/config/site";
import { type BlogPost, lastModified } from "~/content/blog";
import { blogPath } from "~/content/blog-slugs";
import { platforms } from "~/content/platforms";
import { wordsFor } from "~/content/words";
import { type ToolEntry, type ToolKind, toolWords } from "./tool-entry";
import { localeOf, pathIn } from "~/lib/lang/lang";
import { canonicalUrl } from "./meta";

const CONTEXT = "https://schema.org";

/** One step of a breadcrumb trail; the visible trail and its JSON-LD are built from the same list. */
export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
}

interface OrganizationRef {
  "@type": "Organization";
  "@id"?: string;
  name: string;
  url: string;
  logo?: string;
}

export interface WebSiteSchema {
  "@context": typeof CONTEXT;
  "@type": "WebSite";
  "@id": string;
  name: string;
  url: string;
  description: string;
  inLanguage: string;
  publisher: OrganizationRef;
}

export interface WebApplicationSchema {
  "@context": typeof CONTEXT;
  "@type": "WebApplication";
  name: string;
  description: string;
  url: string;
  applicationCategory: string;
  operatingSystem: string;
  browserRequirements: string;
  isAccessibleForFree: true;
  inLanguage: string;
  offers: { "@type": "Offer"; price: string; priceCurrency: string };
  publisher: OrganizationRef;
}

export interface ArticleSchema {
  "@context": typeof CONTEXT;
  "@type": "Article";
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
  articleSection: string;
  inLanguage: string;
  author: OrganizationRef;
  publisher: OrganizationRef;
  mainEntityOfPage: { "@type": "WebPage"; "@id": string };
}

export interface BreadcrumbListSchema {
  "@context": typeof CONTEXT;
  "@type": "BreadcrumbList";
  itemListElement: { "@type": "ListItem"; position: number; name: string; item: string }[];
}

const home = (): string => canonicalUrl("/");

/** The site's owner; the same node (by @id) publishes the site, every tool and every article. */
function publisher(): OrganizationRef {
  // The app icon doubles as the logo search engines show beside results.
  return {
    "@type": "Organization",
    "@id": `${home()}#organization`,
    name: site.name,
    url: home(),
    logo: canonicalUrl("/icons/icon-512.png"),
  };
}

export function websiteSchema(lang: Lang): WebSiteSchema {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${home()}#website`,
    name: site.name,
    url: home(),
    description: wordsFor(lang).home.description,
    inLanguage: localeOf(lang),
    publisher: publisher(),
  };
}

// Values from Google's list for software apps: downloaders and previews handle media, generators
// and calculators are utilities.
const CATEGORY: Record<ToolKind, string> = {
  downloader: "MultimediaApplication",
  preview: "MultimediaApplication",
  generator: "UtilitiesApplication",
  calculator: "UtilitiesApplication",
};

export function toolSchema(tool: ToolEntry, lang: Lang): WebApplicationSchema {
  const words = toolWords(tool, lang);
  return {
    "@context": CONTEXT,
    "@type": "WebApplication",
    name: words.title,
    description: words.description,
    url: canonicalUrl(pathIn(lang, tool.path)),
    applicationCategory: CATEGORY[tool.kind],
    // A web page runs wherever a modern browser does.
    operatingSystem: "Any",
    browserRequirements: "Requires JavaScript. Works in any modern browser.",
    isAccessibleForFree: true,
    inLanguage: localeOf(lang),
    offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    publisher: publisher(),
  };
}

/**
 * Bylines are team names, not people, so the author is an organisation. A revised article names
 * its revision date as dateModified; an untouched one repeats its publication date. The
 * description is the page's own (~/lib/site/article-description), worked out when it was built.
 */
export function articleSchema(post: BlogPost, lang: Lang, description: string): ArticleSchema {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: post.title,
    description,
    image: canonicalUrl(post.image),
    datePublished: post.date,
    dateModified: lastModified(post),
    articleSection: wordsFor(lang).blog.categories[post.category],
    inLanguage: localeOf(lang),
    author: { "@type": "Organization", name: post.author, url: home() },
    publisher: publisher(),
    mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl(pathIn(lang, blogPath(post.slug))) },
  };
}

export function breadcrumbSchema(crumbs: readonly Crumb[]): BreadcrumbListSchema {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

/** A trail in the page's language; each path is the page in that language. */
export function toolCrumbs(tool: ToolEntry, lang: Lang): Crumb[] {
  const words = wordsFor(lang);
  return [
    { name: words.breadcrumb.home, path: pathIn(lang, "/") },
    { name: words.platforms[tool.platform].title, path: pathIn(lang, platforms[tool.platform].path) },
    { name: toolWords(tool, lang).name, path: pathIn(lang, tool.path) },
  ];
}

export function articleCrumbs(post: Pick<BlogPost, "slug" | "title">, lang: Lang): Crumb[] {
  const words = wordsFor(lang);
  return [
    { name: words.breadcrumb.home, path: pathIn(lang, "/") },
    { name: words.breadcrumb.blog, path: pathIn(lang, "/blog") },
    { name: post.title, path: pathIn(lang, blogPath(post.slug)) },
  ];
}
