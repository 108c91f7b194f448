import { LANGS, pathIn } from "~/lib/lang/lang";
import { canonicalUrl } from "~/lib/site/meta";
import { indexablePaths } from "~/site-pages";

// Every page in both languages; each entry names its twin, as the pages' own hreflang links do.
export function loader() {
  const alternates = (path: string) =>
    [...LANGS.map((lang) => [lang, pathIn(lang, path)]), ["x-default", path]]
      .map(
        ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${canonicalUrl(href ?? "")}"/>`,
      )
      .join("");
  const urls = indexablePaths()
    .flatMap((path) =>
      LANGS.map((lang) => `  <url><loc>${canonicalUrl(pathIn(lang, path))}</loc>${alternates(path)}</url>`),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
