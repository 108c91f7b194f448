import { BLOG_SLUGS, blogPath } from "~/content/blog-slugs";
import { builtTools, normalisePath, platforms, toolByPath } from "~/tools/registry";

/** Every indexable page, for the sitemap. New sections add their paths here. */
export function indexablePaths(): string[] {
  return [
    "/",
    ...Object.values(platforms).map((p) => p.path),
    ...builtTools().map((tool) => tool.path),
    "/blog",
    ...BLOG_SLUGS.map(blogPath),
    "/affiliate-products",
    "/privacy-policy",
    "/terms-of-service",
  ];
}

/** Which header link a path belongs under, so the section stays highlighted on its sub-pages. */
export function sectionOf(pathname: string): string {
  const path = normalisePath(pathname);
  if (path === "/") return "/";
  const tool = toolByPath(path);
  if (tool) return platforms[tool.platform].path;
  return `/${path.split("/")[1] ?? ""}`;
}
