// Cuts Fontsource's Inter (variable weight axis, Latin file) down to the characters in
// lib/font-glyphs.mjs and to the weights the site uses (400–800), for app/generated/. The build
// and the dev server run it first; the output is not committed, so a font update is a version bump.
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { FONT_TEXT } from "./lib/font-glyphs.mjs";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const outDir = new URL("../app/generated/", import.meta.url);
const out = new URL("inter-subset.woff2", outDir);

const fresh = await Promise.all([stat(out), stat(source), stat(new URL("./lib/font-glyphs.mjs", import.meta.url))])
  .then(([o, s, g]) => o.mtimeMs > s.mtimeMs && o.mtimeMs > g.mtimeMs)
  .catch(() => false);

if (!fresh) {
  const subset = await subsetFont(await readFile(source), FONT_TEXT, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  await mkdir(outDir, { recursive: true });
  await writeFile(out, subset);
  console.log(`subset-font: Inter cut to ${[...FONT_TEXT].length} characters, ${(subset.length / 1024).toFixed(1)} KB`);
}
