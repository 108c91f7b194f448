import { BLOG_SLUGS, blogPath } from "~/content/blog-slugs";
import type { FooterLink } from "~/components/layout/site-footer";
import { platforms } from "~/content/platforms";
import type { Platform } from "~/lib/tool-entry";
import { normalisePath } from "~/lib/paths";
import { toolByPath, tools } from "~/tools/registry";

/** Every indexable page, for the sitemap. New sections add their paths here. */
export function indexablePaths(): string[] {
  return [
    "/",
    ...Object.values(platforms).map((p) => p.path),
    ...tools.map((tool) => tool.path),
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

/** Each platform's footer tools, in registry order. */
export const footerToolLinks: Readonly<Record<Platform, FooterLink[]>> = {
  instagram: footerLinks("instagram"),
  youtube: footerLinks("youtube"),
};

function footerLinks(platform: Platform): FooterLink[] {
  return tools.filter((t) => t.platform === platform && t.footer).map((t) => ({ to: t.path, label: t.name }));
}
