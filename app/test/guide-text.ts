// What a tool's guide says, as a reader sees it: the markdown rendered and its text taken out, so a
// guide test checks words and figures, never markup. Every guide's shape is checked for all tools in
// app/tools/guide-content.test.ts; a tool's own guide test checks that its guide agrees with the
// figures the tool uses.
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { htmlToText } from "~/content/blog";
import { BLOG_SLUGS, blogPath } from "~/content/blog-slugs";
import { platforms } from "~/content/platforms";
import type { Lang } from "~/lib/lang/lang";
import type { ToolEntry } from "~/lib/site/tool-entry";
import { toolByPath } from "~/tools/registry";

/**
 * Where a tool's guide in a language sits under app/tools: `<folder>/guide/<lang>.md`, or
 * `<folder>/guide/<tool id>/<lang>.md` in a folder that holds several tools.
 */
export function guidePath(tool: Pick<ToolEntry, "id" | "folder">, lang: Lang): string {
  return tool.id === tool.folder ? `${tool.folder}/guide/${lang}.md` : `${tool.folder}/guide/${tool.id}/${lang}.md`;
}

/** The visible text of the guide at `url` (usually `new URL("./guide/en.md", import.meta.url)`). */
export function guideText(url: URL): string {
  return htmlToText(marked.parse(readFileSync(url, "utf8"), { async: false }));
}

/** The text of each "## " section of a guide, with its heading. */
export function guideSections(source: string): { heading: string; body: string }[] {
  return source
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [heading = "", ...rest] = chunk.split("\n");
      return { heading: heading.trim(), body: rest.join("\n") };
    });
}

const SITE_PAGES = new Set(["/", ...Object.values(platforms).map((p) => p.path), "/blog", "/affiliate-products"]);

/** Whether a guide's link leads to one of the site's own English pages ("#…" aside). */
export function isSitePath(href: string): boolean {
  const path = href.split("#")[0] ?? "";
  return SITE_PAGES.has(path) || toolByPath(path) !== undefined || BLOG_SLUGS.some((slug) => blogPath(slug) === path);
}
