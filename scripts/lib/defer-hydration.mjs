// Lets a prerendered page paint before any of its JavaScript is fetched.
//
// React Router's <Scripts> writes a modulepreload link for every chunk and an inline module whose
// static imports start those downloads at once. On a slow phone connection ~100 KB of JavaScript
// then competes with the stylesheet and font for the first paint, although the page is complete
// HTML and needs no script to be read. This rewrite drops the preload links and turns the static
// imports into dynamic ones that start after the first frame has rendered; everything else in
// the bootstrap stays as the framework wrote it. React re-adds the preload links (as no-ops) when
// it hydrates, so hydration itself is unchanged.
//
// The rewrite checks what it finds and throws when the markup is not what it expects, so a
// framework upgrade that changes the bootstrap fails the build instead of shipping a broken page.

const PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("\/assets\/[^"]+\.js");$/gm;
const ENTRY_IMPORT = /^import\("\/assets\/[^"]+\.js"\);$/m;

// After the text has been painted. Browsers hold rendering until the stylesheet arrives, so the
// first frame waits for the CSS; that frame's layout starts the web font loading, and text in a
// loading font stays invisible for a moment, so the download also waits for the font (at most 3 s),
// then for one more frame (requestAnimationFrame fires before a paint, the timeout just after it).
const AFTER_FIRST_PAINT = [
  "const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
  "await frame();",
  "await Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 3000))]);",
  "await frame();",
].join("\n");

/** Rewrites one page's HTML. Pages without React Router's bootstrap (none today) are left alone. */
export function deferHydration(html, page = "page") {
  const bootstraps = [...html.matchAll(BOOTSTRAP)];
  if (bootstraps.length === 0) return html;
  if (bootstraps.length > 1) throw new Error(`${page}: expected one bootstrap module, found ${bootstraps.length}`);
  const body = bootstraps[0][1];
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !ENTRY_IMPORT.test(body)) {
    throw new Error(
      `${page}: the hydration bootstrap no longer has the expected shape; review scripts/lib/defer-hydration.mjs`,
    );
  }
  const names = imports.map((m, i) => m[1] ?? `unused${i}`);
  const loads = imports.map((m) => `import(${m[2]})`).join(", ");
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const deferred = `${AFTER_FIRST_PAINT}\nconst [${names.join(", ")}] = await Promise.all([${loads}]);\n${rest}`;
  if (/^import /m.test(rest)) throw new Error(`${page}: an import in the bootstrap was not recognised`);
  return html.replace(PRELOAD, "").replace(bootstraps[0][0], () => `<script type="module">${deferred}</script>`);
}
