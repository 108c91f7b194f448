// Each page's Content-Security-Policy. Only the site's own origin by default. The framework writes
// a few inline scripts into every page (hydration data, route modules, scroll restoration); the
// policy lists the SHA-256 of exactly those the page contains, so no other inline script runs.
// JSON-LD blocks are data, not scripts, and need no hash.
//
// A page may allow more, only where the registry says a tool needs it and only for the kinds of
// request it makes: a tool's own `csp` sources (YouTube's image host on the thumbnail downloader,
// blob: pictures on the preview tools), and the configured download server on the pages of the
// downloader screen, the only code that calls it. No page allows data:, which none uses.
//
// Each page carries its policy in a <meta> tag (page-policies.ts), so the policy goes wherever the
// HTML goes. What a <meta> policy cannot say is sent as a header on every response: headerPolicy()
// (framing, and where reports go); the service worker gets workerPolicy() as a header of its own.
import { createHash } from "node:crypto";

/**
 * Extra sources a page may load from, by directive. Entries are origins ("https://host"); imgSrc
 * and mediaSrc may also hold "blob:", for pictures and video the visitor picks on the device.
 */
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
  /** The tool's folder under app/tools: it says which screen, so which code, the page runs. */
  folder?: string;
  csp?: CspSources;
}

/** What the policy needs from the site configuration. */
export interface SitePolicyInput {
  newsletterEndpoint: string | null;
  /** A plain URL string is the configuration's earlier shape, still accepted. */
  downloaderBackend: DownloaderBackend | string;
  /** Where browsers send reports of what the header policies refused; null or absent sends none. */
  cspReportUrl?: string | null;
}

/** The screen that calls the download server (app/tools/downloader); only its pages may reach it. */
export const DOWNLOAD_SERVER_FOLDER = "downloader";

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
/** Object URLs the page itself made from the visitor's files; they never leave the page. */
export const DEVICE_FILES = "blob:";

/** A source the build will write into a policy: an http(s) origin (or blob: where allowed), nothing looser. */
function checkedSource(source: string, where: string, blobAllowed: boolean): string {
  if (ORIGIN.test(source) || (blobAllowed && source === DEVICE_FILES)) return source;
  throw new Error(`${where}: "${source}" is not an origin such as https://i.ytimg.com`);
}

/** The extra sources of one page: the site's endpoints, its tool's own, the download server. */
export function pageSources(site: SitePolicyInput, tool?: ToolPolicyInput, page = "page"): PageSources {
  const newsletter = originOf(site.newsletterEndpoint);
  const own = (list: readonly string[] | undefined, blobAllowed = false) =>
    (list ?? []).map((s) => checkedSource(s, `${page} csp`, blobAllowed));
  const backend = tool?.folder === DOWNLOAD_SERVER_FOLDER ? originOf(backendUrl(site.downloaderBackend)) : null;
  const withBackend = (list: string[]) => (backend ? [...list, backend] : list);
  const unique = (list: string[]) => [...new Set(list)];
  return {
    imgSrc: unique(withBackend(own(tool?.csp?.imgSrc, true))),
    connectSrc: unique(withBackend([...(newsletter ? [newsletter] : []), ...own(tool?.csp?.connectSrc)])),
    mediaSrc: unique(withBackend(own(tool?.csp?.mediaSrc, true))),
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
    list("img-src 'self'", ...(sources.imgSrc ?? [])),
    "font-src 'self'",
    list("connect-src 'self'", ...(sources.connectSrc ?? [])),
    list("media-src 'self'", ...new Set([...(sources.mediaSrc ?? []), ...(device ? [DEVICE_FILES] : [])])),
    "manifest-src 'self'",
    list("worker-src 'self'", device ? DEVICE_FILES : ""),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    forMeta ? "" : "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join("; ");
}

/** The name reports are filed under in the Reporting-Endpoints header. */
export const REPORT_GROUP = "csp";

/**
 * A report address as the headers will carry it: an absolute http(s) URL with nothing that would
 * end a directive or a header value. Throws (and so stops the build) on anything else.
 */
export function checkedReportUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`cspReportUrl: "${url}" is not an absolute URL`);
  }
  if (!/^https?:$/.test(parsed.protocol) || /[\s;,"]/.test(url) || /[\s;,"]/.test(parsed.href))
    throw new Error(`cspReportUrl: "${url}" must be an http(s) URL without spaces, commas, semicolons or quotes`);
  return parsed.href;
}

/** The reporting directives of a header policy: both forms, for browsers that know only report-uri. */
function reportDirectives(reportUrl: string | null | undefined): string[] {
  return reportUrl ? [`report-uri ${checkedReportUrl(reportUrl)}`, `report-to ${REPORT_GROUP}`] : [];
}

/** The Reporting-Endpoints header that names the report address; null when none is configured. */
export function reportingEndpoints(reportUrl: string | null | undefined): string | null {
  return reportUrl ? `${REPORT_GROUP}="${checkedReportUrl(reportUrl)}"` : null;
}

/**
 * The policy sent as a header with every response: what a <meta> policy cannot say (framing,
 * reporting), and the few rules that hold for every page alike.
 */
export function headerPolicy(reportUrl?: string | null): string {
  return [
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    ...reportDirectives(reportUrl),
  ].join("; ");
}

/**
 * The service worker's own policy: it fetches from the site and nothing else, and runs no script
 * but its own (no importScripts, no eval).
 */
export function workerPolicy(reportUrl?: string | null): string {
  return ["default-src 'none'", "script-src 'self'", "connect-src 'self'", ...reportDirectives(reportUrl)].join("; ");
}
