// Each page's Content-Security-Policy. Only the site's own origin by default. The framework writes
// a few inline scripts into every page (hydration data, route modules, scroll restoration); the
// policy lists the SHA-256 of exactly those the page contains, so no other inline script runs.
// JSON-LD blocks are data, not scripts, and need no hash.
//
// A page may allow one more host, only where the registry says a tool needs it and only for the
// kinds of request it makes: a tool's own `csp` sources (say, YouTube's image host on the
// thumbnail downloader), and the configured download server on every downloader page.
import { createHash } from "node:crypto";

/** Extra sources a page may load from, by directive. Entries are origins ("https://host"). */
export interface CspSources {
  imgSrc?: readonly string[];
  connectSrc?: readonly string[];
  mediaSrc?: readonly string[];
  /**
   * The page makes video from the visitor's own files (the Reel and Shorts makers): it plays them
   * from blob: addresses, its media library starts workers from blob: addresses, and its AAC encoder
   * compiles WebAssembly there. Adds blob: to media-src and worker-src and 'wasm-unsafe-eval' to
   * script-src, which allows WebAssembly only, never JavaScript's eval.
   */
  deviceMedia?: boolean;
}

/** What pageSources works out for one page. */
export interface PageSources {
  imgSrc: string[];
  connectSrc: string[];
  mediaSrc: string[];
  deviceMedia?: true;
}

/** The download server the site owner configures (the shape app/config/site.ts moves to). */
export type DownloaderBackend = { kind: "cobalt"; url: string; apiKey?: string } | null;

/** What the policy needs to know about the tool a page belongs to (a subset of a registry entry). */
export interface ToolPolicyInput {
  kind: string;
  csp?: CspSources;
}

/** What the policy needs from the site configuration. */
export interface SitePolicyInput {
  newsletterEndpoint: string | null;
  /** A plain URL string is the configuration's earlier shape, still accepted. */
  downloaderBackend: DownloaderBackend | string;
}

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** Hashes of the executable inline scripts in one built page, in order of first appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The origin of an absolute http(s) URL; null for a relative endpoint or none. */
export function originOf(endpoint: string | null | undefined): string | null {
  if (!endpoint || !/^https?:\/\//.test(endpoint)) return null;
  return new URL(endpoint).origin;
}

function backendUrl(backend: DownloaderBackend | string): string | null {
  return typeof backend === "string" ? backend : (backend?.url ?? null);
}

// Scheme, host and optional port: no path, no wildcard, no keyword.
const ORIGIN = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i;

/** A source the build will write into a policy: an http(s) origin and nothing looser. */
function checkedOrigin(source: string, where: string): string {
  if (!ORIGIN.test(source)) throw new Error(`${where}: "${source}" is not an origin such as https://i.ytimg.com`);
  return source;
}

/** The extra sources of one page: the site's endpoints, its tool's own, the download server. */
export function pageSources(site: SitePolicyInput, tool?: ToolPolicyInput, page = "page"): PageSources {
  const newsletter = originOf(site.newsletterEndpoint);
  const own = (list: readonly string[] | undefined) => (list ?? []).map((s) => checkedOrigin(s, `${page} csp`));
  const backend = tool?.kind === "downloader" ? originOf(backendUrl(site.downloaderBackend)) : null;
  const withBackend = (list: string[]) => (backend ? [...list, backend] : list);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    imgSrc: unique(withBackend(own(tool?.csp?.imgSrc))),
    connectSrc: unique(withBackend([...(newsletter ? [newsletter] : []), ...own(tool?.csp?.connectSrc)])),
    mediaSrc: unique(withBackend(own(tool?.csp?.mediaSrc))),
    ...(tool?.csp?.deviceMedia ? { deviceMedia: true as const } : {}),
  };
}

export interface PolicyInput {
  scriptHashes: readonly string[];
  sources?: CspSources;
  /**
   * For a <meta http-equiv> policy: frame-ancestors is ignored there (browsers warn), so it is
   * left out; the site-wide X-Frame-Options header covers framing.
   */
  forMeta?: boolean;
}

export function contentSecurityPolicy({ scriptHashes, sources = {}, forMeta = false }: PolicyInput): string {
  const list = (...parts: readonly string[]) => parts.filter(Boolean).join(" ");
  const device = sources.deviceMedia === true;
  return [
    "default-src 'self'",
    list("script-src 'self'", ...scriptHashes, device ? "'wasm-unsafe-eval'" : ""),
    "style-src 'self'",
    // blob: is how a picture the visitor picks is shown (the preview tools); it never leaves the page.
    list("img-src 'self' data: blob:", ...(sources.imgSrc ?? [])),
    "font-src 'self'",
    list("connect-src 'self'", ...(sources.connectSrc ?? [])),
    list("media-src 'self'", ...(sources.mediaSrc ?? []), device ? "blob:" : ""),
    "manifest-src 'self'",
    list("worker-src 'self'", device ? "blob:" : ""),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    forMeta ? "" : "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join("; ");
}
