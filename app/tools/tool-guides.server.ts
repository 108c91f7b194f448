// Build-time only: the tool layout's loader calls this while pages are prerendered, so neither the
// Markdown compiler nor the guides' source reaches the browser bundle.
import { marked } from "marked";
import type { Lang } from "~/lib/lang/lang";

// Every tool's guide sits in its folder as `<tool id>.guide.md`, its Hindi one as `<tool id>.guide.hi.md`.
const sources: Readonly<Record<Lang, Record<string, string>>> = {
  en: import.meta.glob<string>("./*/*.guide.md", { query: "?raw", import: "default", eager: true }),
  hi: import.meta.glob<string>("./*/*.guide.hi.md", { query: "?raw", import: "default", eager: true }),
};

export const QUESTIONS_HEADING: Readonly<Record<Lang, string>> = {
  en: "## Questions and answers",
  hi: "## सवाल-जवाब",
};

/** The id a guide file belongs to: "./downloader/instagram-reels-downloader.guide.hi.md" → its id. */
export function guideId(file: string): string {
  return file.replace(/^.*\//, "").replace(/\.guide(\.hi)?\.md$/, "");
}

/** Checks a guide's shape and compiles it. The page's h1 is the tool's title, so guides start at h2. */
export function compileGuide(file: string, source: string, lang: Lang = "en"): string {
  if (/^#\s/m.test(source)) throw new Error(`${file}: a guide starts at "##"; the page title is the only h1`);
  const questions = QUESTIONS_HEADING[lang];
  if (!source.includes(questions)) throw new Error(`${file}: a guide ends with "${questions}"`);
  return marked.parse(source, { async: false, gfm: true });
}

const guides: Readonly<Record<Lang, Map<string, string>>> = {
  en: compileAll("en"),
  hi: compileAll("hi"),
};

function compileAll(lang: Lang): Map<string, string> {
  return new Map(
    Object.entries(sources[lang]).map(([file, source]) => [guideId(file), compileGuide(file, source, lang)]),
  );
}

/** The compiled guide of a tool in a language, or null while it has none. */
export function guideFor(toolId: string, lang: Lang): string | null {
  return guides[lang].get(toolId) ?? null;
}
