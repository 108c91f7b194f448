import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import subsetFont from "subset-font";
import { type Plugin, defineConfig } from "vite";
import { chunkGroups } from "./scripts/build/chunk-groups";

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
        // Which chunk each module joins, and why: scripts/build/chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
