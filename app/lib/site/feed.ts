import { site } from "~/config/site";
import { canonicalUrl } from "~/lib/site/meta";
import { type PostSummary, lastModified } from "../../content/blog";
import { blogPath } from "../../content/blog-slugs";

export const FEED_PATH = "/blog/rss.xml";
export const FEED_TITLE = `${site.name} Blog`;

/** The <link rel="alternate"> every blog page carries so feed readers find the feed. */
export const feedLink = { rel: "alternate", type: "application/rss+xml", title: FEED_TITLE, href: FEED_PATH } as const;

function xml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * RSS 2.0 has no "modified" element, so a revised article carries Atom's <atom:updated> (the Atom
 * namespace is already declared for the self link), written as RFC 3339 the way Atom requires.
 */
function updatedElement(post: PostSummary): string[] {
  return post.updated === undefined ? [] : [`      <atom:updated>${post.updated}T00:00:00Z</atom:updated>`];
}

/** RSS 2.0 feed of the articles, newest first. */
export function rssFeed(posts: readonly PostSummary[]): string {
  const items = posts
    .map((post) => {
      const url = canonicalUrl(blogPath(post.slug));
      return [
        "    <item>",
        `      <title>${xml(post.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${xml(post.excerpt)}</description>`,
        `      <category>${xml(post.category)}</category>`,
        `      <dc:creator>${xml(post.author)}</dc:creator>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        ...updatedElement(post),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  // The channel last changed when its newest article was published or any article was revised.
  const newest = posts.map(lastModified).sort().at(-1);
  const latest = newest ? `\n    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(FEED_TITLE)}</title>
    <link>${canonicalUrl("/blog")}</link>
    <description>Growth tips, guides and strategies for Instagram and YouTube creators.</description>
    <language>${site.locales.en}</language>${latest}
    <atom:link href="${canonicalUrl(FEED_PATH)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}
