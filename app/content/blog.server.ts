// Build-time only: route loaders call this while the pages are prerendered, so the Markdown
// compiler never reaches the browser bundle.
import { marked } from "marked";
import type { Lang } from "~/config/site";
import { BLOG_SLUGS } from "./blog-slugs";
import { type BlogPost, type PostSummary, newestFirst, parsePostSource, relatedPosts, summaryOf } from "./blog";

// English articles sit in ./blog, their Hindi versions under the same names in ./blog/hi.
const sources: Readonly<Record<Lang, Record<string, string>>> = {
  en: import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true }),
  hi: import.meta.glob<string>("./blog/hi/*.md", { query: "?raw", import: "default", eager: true }),
};

function slugOf(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.md$/, "");
}

export function compilePost(file: string, source: string): BlogPost {
  const { data, body } = parsePostSource(source, file);
  if (/^#\s/m.test(body))
    throw new Error(`Blog post ${file}: the body must not contain a level-1 heading; the page title is the h1`);
  const html = marked.parse(body, { async: false, gfm: true });
  return { slug: slugOf(file), ...data, html };
}

/**
 * Compiles every article and puts them in list order. The files must match BLOG_SLUGS exactly, in
 * the same newest-first order, so the sitemap and prerender list can never drift from the content.
 */
export function buildPosts(files: Record<string, string>, expectedSlugs: readonly string[] = BLOG_SLUGS): BlogPost[] {
  const posts = newestFirst(Object.entries(files).map(([file, source]) => compilePost(file, source)));
  const found = posts.map((post) => post.slug);
  if (found.join(",") !== expectedSlugs.join(",")) {
    throw new Error(
      `Blog posts (newest first) are [${found.join(", ")}] but BLOG_SLUGS lists [${expectedSlugs.join(", ")}]; update one to match the other`,
    );
  }
  return posts;
}

const cache = new Map<Lang, BlogPost[]>();

/** Every article in a language, newest first; each language has every article in BLOG_SLUGS. */
export function allPosts(lang: Lang): BlogPost[] {
  let posts = cache.get(lang);
  if (!posts) {
    posts = buildPosts(sources[lang]);
    cache.set(lang, posts);
  }
  return posts;
}

export function postSummaries(lang: Lang): PostSummary[] {
  return allPosts(lang).map(summaryOf);
}

export function findPost(slug: string | undefined, lang: Lang): { post: BlogPost; related: PostSummary[] } | null {
  const posts = allPosts(lang);
  const post = posts.find((p) => p.slug === slug);
  if (!post) return null;
  return { post, related: relatedPosts(posts, post.slug).map(summaryOf) };
}
