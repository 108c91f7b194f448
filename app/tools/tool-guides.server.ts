// Build-time only: the tool layout's loader calls this while pages are prerendered, so neither the
// Markdown compiler nor the guides' source reaches the browser bundle.
import { marked } from "marked";
import type { Lang } from "~/lib/lang/lang";

// A tool's guide is one file per language in its folder's `guide/`: `guide/en.md`, `guide/hi.md`, or
// `guide/<tool id>/en.md` in a folder that holds several tools.
const sources: Readonly<Record<Lang, Record<string, string>>> = {
  en: import.meta.glob<string>(["./*/guide/en.md", "./*/guide/*/en.md"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
  hi: import.meta.glob<string>(["./*/guide/hi.md", "./*/guide/*/hi.md"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
};

export const QUESTIONS_HEADING: Readonly<Record<Lang, string>> = {
  en: "## Questions and answers",
  hi: "## सवाल-जवाब",
};

/**
 * The id a guide file belongs to: the folder's name for "./youtube-tag-generator/guide/hi.md", the
 * folder under guide/ for "./downloader/guide/instagram-reels-downloader/hi.md".
 */
export function guideId(file: string): string {
  const [, folder, tool] = /([^/]+)\/guide\/(?:([^/]+)\/)?[^/]+\.md$/.exec(file) ?? [];
  const id = tool ?? folder;
  if (id === undefined) throw new Error(`${file}: a guide sits in a tool folder's guide/`);
  return id;
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
