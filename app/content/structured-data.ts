import { site } from "~/config/site";
import { canonicalUrl } from "~/lib/meta";
import type { BlogPost } from "./blog";
import { blogPath } from "./blog-slugs";

/** schema.org Article for a post. Bylines are team names, so the author is an organisation. */
export function articleSchema(post: BlogPost): object {
  const url = canonicalUrl(blogPath(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    image: canonicalUrl(post.image),
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    inLanguage: "en-IN",
    author: { "@type": "Organization", name: post.author, url: canonicalUrl("/") },
    publisher: { "@type": "Organization", name: site.name, url: canonicalUrl("/") },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}

export function breadcrumbSchema(post: BlogPost): object {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog" },
    { name: post.title, path: blogPath(post.slug) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}
