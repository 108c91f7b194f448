// The site's Hindi as its writers wrote it, file by file: the Hindi word modules and banks as the
// app imports them (every string they export, and the text of every function that words a
// message), the guides and articles as Markdown, and the legal pages' source (their words are JSX).
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { TextWriting } from "./find-variants";

/** One text of a file, with where in the file it is. */
export interface HindiText {
  /** The export's path ("words.form.cut") for a module; "" for a whole file. */
  where: string;
  text: string;
}

export interface HindiFile {
  /** From the project's root, with forward slashes. */
  file: string;
  kind: "words" | "bank" | "guide" | "article" | "legal";
  writing: TextWriting;
  texts: HindiText[];
}

const KINDS: readonly (readonly [HindiFile["kind"], RegExp])[] = [
  // app/**/words/hi*.ts: hi.ts, hi.names.ts, hi-sources.ts, and app/tools/downloader/words/cobalt/hi.ts.
  ["words", /\/words\/(?:.+\/)?hi[^/]*\.ts$/u],
  ["bank", /\/banks\/(?:hi|hinglish)\/.+\.ts$/u],
  ["guide", /\/guide\/(?:.+\/)?hi\.md$/u],
  ["article", /^app\/content\/blog\/hi\/[^/]+\.md$/u],
  ["legal", /^app\/content\/legal\/[^/]+\.hi\.tsx$/u],
];

/** The kind of a project file, or null when it holds none of the site's Hindi. */
export function kindOf(file: string): HindiFile["kind"] | null {
  if (/\.test\.tsx?$/u.test(file)) return null;
  return KINDS.find(([, pattern]) => pattern.test(file))?.[0] ?? null;
}

/** Every string in a module's exports, each with its path; a function counts by its source text. */
export function stringsOf(value: unknown, where: string, seen = new Set<unknown>()): HindiText[] {
  if (typeof value === "string") return [{ where, text: value }];
  // A message that takes slots ("{count} हैशटैग तैयार हैं।") is read as its source: its fixed words
  // are there, in the template literal or the strings it joins.
  if (typeof value === "function") return [{ where, text: value.toString() }];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : value instanceof Map || value instanceof Set
      ? [...value.entries()].map(([key, item], index) => [String(index), [key, item]] as const)
      : Object.entries(value);
  return entries.flatMap(([key, item]) => stringsOf(item, where === "" ? key : `${where}.${key}`, seen));
}

/** The project's files under `app/`, from the root, with forward slashes. */
function appFiles(root: string): string[] {
  return readdirSync(join(root, "app"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

const depth = (file: string) => file.split("/").length;

/**
 * Every Hindi and Hinglish text of the site, file by file. A bank that gathers others
 * (banks/hi/ideas.data.ts) exports their strings again; each text is kept once, in the deepest
 * file that has it, which is the one that wrote it.
 */
export async function readHindiTexts(root: string): Promise<HindiFile[]> {
  const files: HindiFile[] = [];
  const seen = new Set<string>();
  const found = appFiles(root).flatMap((file) => {
    const kind = kindOf(file);
    return kind === null ? [] : [{ file, kind }];
  });
  for (const { file, kind } of [...found].sort((a, b) => depth(b.file) - depth(a.file))) {
    const writing: TextWriting = file.includes("/hinglish/") ? "hinglish" : "devanagari";
    const path = join(root, file);
    let texts: HindiText[];
    if (kind === "words" || kind === "bank") {
      const module: unknown = await import(pathToFileURL(path).href);
      texts = stringsOf(module, "").filter(({ text }) => !seen.has(text) && seen.add(text));
    } else {
      texts = [{ where: "", text: readFileSync(path, "utf8") }];
    }
    files.push({ file, kind, writing, texts });
  }
  return files.sort((a, b) => (a.file < b.file ? -1 : 1));
}
