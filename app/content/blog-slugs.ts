/**
 * The articles in list order (newest first). Kept as plain data so the sitemap, the prerender list
 * and the browser tests can read it without the Markdown toolchain; the content loader fails the
 * build if this list and the files in ./blog disagree.
 */
export const BLOG_SLUGS = [
  "instagram-growth-tips-2024",
  "youtube-growth-hacks",
  "perfect-instagram-bio-guide",
  "viral-reels-secrets",
  "youtube-thumbnail-guide",
  "content-creation-tips",
] as const;

export type BlogSlug = (typeof BLOG_SLUGS)[number];

export function blogPath(slug: string): string {
  return `/blog/${slug}`;
}
