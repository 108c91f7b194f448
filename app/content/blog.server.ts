// Build-time only: route loaders call this while the pages are prerendered, so the Markdown
// compiler never reaches the browser bundle.
import { marked } from "marked";
import { BLOG_SLUGS } from "./blog-slugs";
import {
  type BlogPost,
  type PostSummary,
  metaDescription,
  newestFirst,
  parsePostSource,
  relatedPosts,
  summaryOf,
} from "./blog";

const sources = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

function slugOf(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.md$/, "");
}

export function compilePost(file: string, source: string): BlogPost {
  const { data, body } = parsePostSource(source, file);
  if (/^#\s/m.test(body))
    throw new Error(`Blog post ${file}: the body must not contain a level-1 heading; the page title is the h1`);
  const html = marked.parse(body, { async: false, gfm: true });
  return { slug: slugOf(file), ...data, html, description: metaDescription(html) };
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

let cache: BlogPost[] | undefined;

export function allPosts(): BlogPost[] {
  cache ??= buildPosts(sources);
  return cache;
}

export function postSummaries(): PostSummary[] {
  return allPosts().map(summaryOf);
}

export function findPost(slug: string | undefined): { post: BlogPost; related: PostSummary[] } | null {
  const posts = allPosts();
  const post = posts.find((p) => p.slug === slug);
  if (!post) return null;
  return { post, related: relatedPosts(posts, post.slug).map(summaryOf) };
}
