// Which chunk each module of the client build joins (vite.config.ts's code-splitting groups). Left
// to itself the bundler cut ~25 chunks of a few hundred bytes each for a tool page: on a phone
// connection each costs a request and its headers. So every page loads one framework chunk and one
// chunk of the app code pages share (layout, header, footer, the site's words); a tool page adds one
// chunk of what tool screens share (form hook, fields, result components) and its own folder's.
// Code only a family of tools shares stays out of the shared chunks, or every page would pay for it:
// the hashtag kit (~25 KB gzip) and a tool's logic or data that another tool reuses are split by the
// routes that use them (the caption formatter loads the list of banned tags, not the topic map).
// The shared group captures what the kit imports (text counting) first. workbox-window stays out of
// the framework chunk: the page imports it only once it is idle, to register the service worker;
// dnd-kit stays with the grid preview, and Mediabunny and its AAC encoder with the Reel and Shorts
// makers, which fetch them lazily.
import type { ChunkingContext } from "rolldown";

/**
 * The hashtag kit, as places under app/: a folder ends in "/", a file is named up to its extension.
 * The paths are checked to exist (chunk-groups.test.ts): a folder renamed without them here would
 * quietly put the topic map in every tool page's start-up chunk.
 */
export const HASHTAG_KIT = [
  "lib/hashtags/",
  "lib/topic/",
  "lib/topic-map/",
  "lib/text/template-fit.",
  "components/hashtag-results.",
] as const;

/**
 * Code of one family of pages, kept out of the shared chunks so a page never loads another page's
 * screen, words or text. Each tool's folder is one too (its registry entry and the names it reads,
 * `tool.ts` and `words/<lang>.names.ts`, aside: every page's header and footer read them).
 */
export const FAMILY_OWN = ["lib/calculator/", "components/calculator-result.", "content/legal/"] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/gu, "\\$&");
const under = (paths: readonly string[]) => new RegExp(`/app/(${paths.map(escape).join("|")})`, "u");

const KIT = under(HASHTAG_KIT);
// A tool's own logic and data (its banks too), even when another tool reuses it.
const TOOL_OWN = /\/app\/tools\/[^/]+\/(.+\/)?[^/]+\.(logic|data)\.ts$/u;
const TOOL_FOLDER = /\/app\/tools\/[^/]+\/(?!tool\.ts$|words\/[a-z]+\.names\.ts$)/u;
const FAMILY = under(FAMILY_OWN);

/** Whether a module belongs to the kit or to one tool, split by the routes that use it. */
export const inKit = (id: string): boolean => KIT.test(id) || TOOL_OWN.test(id);

const pageOwn = (id: string) => TOOL_FOLDER.test(id) || FAMILY.test(id);

/** Whether a module goes in one of the two shared chunks. */
export const isShared = (id: string): boolean =>
  (id.includes("/app/") && !inKit(id) && !pageOwn(id)) || id.includes("vite/preload-helper");

// The modules a page that is not a tool can reach: from the root, the client entry and the routes/
// pages, through static imports only. What only tool screens import goes in the tool kit instead.
const SITE_ROOT = /\/app\/(root\.tsx|entry\.client\.tsx|routes\/)/u;
function inSite(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (SITE_ROOT.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => inSite(importer, ctx, seen));
}

/** The shared chunk a module joins, or null when it is left to the bundler's splitting by route. */
export const sharedChunk = (id: string, ctx: ChunkingContext): "shared" | "tool-kit" | null =>
  isShared(id) ? (inSite(id, ctx) ? "shared" : "tool-kit") : null;

/** The groups for rolldown's `output.codeSplitting`. */
export const chunkGroups = [
  {
    name: "framework",
    test: /\/node_modules\/(?!workbox-|@dnd-kit\/|mediabunny\/|@mediabunny\/)/u,
    priority: 3,
  },
  // The bundler's helper for dynamic imports joins the shared chunk rather than costing a request.
  { name: sharedChunk, minShareCount: 2, priority: 2 },
];
