import { BLOG_SLUGS, blogPath } from "~/content/blog-slugs";
import type { FooterLink } from "~/components/layout/site-footer";
import { platforms } from "~/content/platforms";
import { type Lang, pathIn } from "~/lib/lang/lang";
import { type Platform, toolWords } from "~/lib/site/tool-entry";
import { normalisePath } from "~/lib/site/paths";
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

/** Each platform's footer tools in each language, in registry order. */
export const footerToolLinks: Readonly<Record<Lang, Record<Platform, FooterLink[]>>> = {
  en: footerLinksIn("en"),
  hi: footerLinksIn("hi"),
};

function footerLinksIn(lang: Lang): Record<Platform, FooterLink[]> {
  return { instagram: footerLinks("instagram", lang), youtube: footerLinks("youtube", lang) };
}

function footerLinks(platform: Platform, lang: Lang): FooterLink[] {
  return tools
    .filter((t) => t.platform === platform && t.footer)
    .map((t) => ({ to: pathIn(lang, t.path), label: toolWords(t, lang).name }));
}
