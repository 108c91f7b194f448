// Build-time only: the tool layout's loader calls this while pages are prerendered, so neither the
// Markdown compiler nor the guides' source reaches the browser bundle.
import { marked } from "marked";

// Every tool's guide sits in its folder as `<tool id>.guide.md`.
const sources = import.meta.glob<string>("./*/*.guide.md", { query: "?raw", import: "default", eager: true });

export const QUESTIONS_HEADING = "## Questions and answers";

/** The id a guide file belongs to: "./downloader/instagram-reels-downloader.guide.md" → its id. */
export function guideId(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.guide\.md$/, "");
}

/** Checks a guide's shape and compiles it. The page's h1 is the tool's title, so guides start at h2. */
export function compileGuide(file: string, source: string): string {
  if (/^#\s/m.test(source)) throw new Error(`${file}: a guide starts at "##"; the page title is the only h1`);
  if (!source.includes(QUESTIONS_HEADING)) throw new Error(`${file}: a guide ends with "${QUESTIONS_HEADING}"`);
  return marked.parse(source, { async: false, gfm: true });
}

const guides = new Map(Object.entries(sources).map(([file, source]) => [guideId(file), compileGuide(file, source)]));

/** The compiled guide of a tool, or null while it has none. */
export function guideFor(toolId: string): string | null {
  return guides.get(toolId) ?? null;
}
