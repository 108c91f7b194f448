import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import subsetFont from "subset-font";
import type { ChunkingContext } from "rolldown";
import { type Plugin, defineConfig } from "vite";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

// The characters the site's own text is set in. The shipped Inter file holds only these (23 KB
// instead of 48 KB for Fontsource's whole Latin file); anything else a visitor types, and every
// emoji or stylish-font letter, falls back to the system's fonts as it would anyway.
const FONT_TEXT = [
  range(0x20, 0x7e), // printable ASCII
  "\u00a0©®°±·×÷é", // the Latin-1 signs and letters the copy uses
  "–—‘’‚“”„•…′″‹›", // dashes, quotes, bullet, ellipsis, primes, guillemets
  "€₹™←↑→↓",
].join("");

const FONT_SOURCE = "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const FONT_OUT = fileURLToPath(new URL("./app/generated/inter-subset.woff2", import.meta.url));

/**
 * Cuts Fontsource's Inter (variable weight axis, Latin file) to FONT_TEXT and the weights the site
 * uses (400–800), into app/generated/, which is not committed: a font update is a version bump.
 * app/app.css declares the file, so it is written in the `config` hook, the first one Vite runs,
 * before the stylesheet's url() is resolved, for the dev server and the build alike.
 */
function subsetInter(): Plugin {
  const modified = (path: string) => stat(path).then((s) => s.mtimeMs);
  return {
    name: "creatorgrow:subset-inter",
    async config() {
      const source = createRequire(import.meta.url).resolve(FONT_SOURCE);
      const thisFile = fileURLToPath(import.meta.url);
      // The framework loads this config again for its own compiler; then the file is fresh.
      const fresh = await Promise.all([modified(FONT_OUT), modified(source), modified(thisFile)])
        .then(([out, font, config]) => out > font && out > config)
        .catch(() => false);
      if (fresh) return;
      const subset = await subsetFont(await readFile(source), FONT_TEXT, {
        targetFormat: "woff2",
        variationAxes: { wght: { min: 400, max: 800 } },
      });
      await mkdir(new URL("./app/generated/", import.meta.url), { recursive: true });
      await writeFile(FONT_OUT, subset);
      console.log(`subset-inter: ${Array.from(FONT_TEXT).length} characters, ${(subset.length / 1024).toFixed(1)} KB`);
    },
  };
}

// The hashtag kit: the topic map and its reader, and the result list that shows its tags.
const HASHTAG_KIT = /\/app\/(lib\/hashtags\/|lib\/topic\/|lib\/template-fit\.|components\/hashtag-results\.)/;
// A tool's own logic and data, even when another tool reuses it.
const TOOL_OWN = /\/app\/tools\/[^/]+\/[^/]+\.(logic|data)\.ts$/;
const inKit = (id: string) => HASHTAG_KIT.test(id) || TOOL_OWN.test(id);
// Code of one page or one family of pages: a tool's folder (its registry entry aside, which every
// page's header and footer read), the calculators' kit, the legal texts. It is left out of the
// shared chunk so a page never loads another page's screen, words or text.
const PAGE_OWN =
  /\/app\/(tools\/[^/]+\/(?!tool\.ts$)|lib\/calculator\/|components\/calculator-result\.|content\/legal\/)/;

// The modules a page that is not a tool can reach: from the root, the client entry and the
// routes/ pages, through static imports only. What only tool screens import (the form hook, the
// fields, the result lists) goes in a second shared chunk that only tool pages load.
const SITE_ROOT = /\/app\/(root\.tsx|entry\.client\.tsx|routes\/)/;
function inSite(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (SITE_ROOT.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => inSite(importer, ctx, seen));
}
const isShared = (id: string) =>
  (/\/app\//.test(id) && !inKit(id) && !PAGE_OWN.test(id)) || id.includes("vite/preload-helper");

export default defineConfig({
  plugins: [subsetInter(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rolldownOptions: {
      output: {
        // Chromium's explicit compile hint: compile every function of the chunk while it streams
        // in, on a background thread, instead of one by one on the main thread the first time
        // hydration calls it. Nearly all of a start-up chunk runs during hydration; on the slow-phone
        // profile this brought interactive forward by 40–190 ms on three tool pages (A/B, 6 loads
        // each). Other browsers read it as a comment.
        postBanner: "//# allFunctionsCalledOnLoad",
        // Left to itself the bundler cut ~25 chunks of a few hundred bytes each for a tool page: on
        // a phone connection each costs a request and its headers. So every page loads one
        // framework chunk and one chunk of the app code pages share (layout, header, footer, the
        // site's words); a tool page adds one chunk of what tool screens share (form hook, fields,
        // result components) and its own folder's. Code only a family of tools shares stays out of
        // the shared chunks, or every page would pay for it: the hashtag kit (~25 KB gzip) and a tool's logic or data that another
        // tool reuses are split by the routes that use them (the caption formatter loads the list of
        // banned tags, not the topic map). The shared group captures what the kit imports (text
        // counting) first. workbox-window stays out of the framework chunk: the page imports it only
        // once it is idle, to register the service worker; dnd-kit stays with the grid preview, and
        // Mediabunny and its AAC encoder with the Reel and Shorts makers, which fetch them lazily.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /\/node_modules\/(?!workbox-|@dnd-kit\/|mediabunny\/|@mediabunny\/)/,
              priority: 3,
            },
            {
              // The bundler's helper for dynamic imports joins it rather than costing its own request.
              name: (id, ctx) => (isShared(id) ? (inSite(id, ctx) ? "shared" : "tool-kit") : null),
              minShareCount: 2,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
