// The site speaks two languages: English at the root and Hindi under /hi, with the same path after
// the prefix (/instagram/hashtag-generator and /hi/instagram/hashtag-generator). A page's language
// is read from its path alone, so the prerendered HTML, the browser and the service worker agree.
//
// Relative imports: the route config and the registry load this file where "~" is not set up.
import { site, type Lang } from "../../config/site";
import { normalisePath } from "../site/paths";

export type { Lang };

export const LANGS: readonly Lang[] = ["en", "hi"];

const HINDI_PREFIX = "/hi";

/** The language of a site path ("/hi", "/hi/blog" → hi; everything else → en). */
export function langOf(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The English path of a page: "/hi/instagram" → "/instagram", "/hi" → "/". */
export function basePath(pathname: string): string {
  const path = normalisePath(pathname);
  if (langOf(path) === "en") return path;
  return path.slice(HINDI_PREFIX.length) || "/";
}

/** The path of the same page in `lang`: ("/instagram", "hi") → "/hi/instagram"; ("/", "hi") → "/hi". */
export function pathIn(lang: Lang, pathname: string): string {
  const base = basePath(pathname);
  if (lang === "en") return base;
  return base === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${base}`;
}

/** The BCP 47 locale of a language, from the site configuration ("en-IN", "hi-IN"). */
export function localeOf(lang: Lang): string {
  return site.locales[lang];
}
