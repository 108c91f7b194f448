// The response headers of the site, written once at build time to build/client/_headers: the file
// static hosts read (Netlify and Cloudflare Pages format), and the one scripts/serve.mjs applies.
//
// The Content-Security-Policy allows only the site's own origin. The framework writes a few inline
// scripts into every page (hydration data, scroll restoration, streaming markers); each page's
// policy lists the SHA-256 of exactly the inline scripts that page contains, so no other inline
// script can run. JSON-LD blocks are data, not scripts, and need no hash.
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** Hashes of the executable inline scripts in one page, in order of first appearance. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Origins other than the site's own that the configuration sends requests to. */
export function configuredOrigins(site) {
  return [site.newsletterEndpoint, site.downloaderBackend]
    .filter((endpoint) => typeof endpoint === "string" && /^https?:\/\//.test(endpoint))
    .map((endpoint) => new URL(endpoint).origin);
}

export function contentSecurityPolicy(scriptHashes, connectOrigins = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self'",
    // blob: is what a picture the visitor picks is shown from (the preview tools); it never leaves the page.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sent with every response. Cache-Control is left to the rules below so that no header is set by two rules. */
export const SITE_WIDE = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The _headers file. `pages` maps each page path to its CSP; a page answers with and without a
 * trailing slash on some hosts, so both are listed.
 */
export function headersFile(pages) {
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const blocks = [block("/*", SITE_WIDE), block("/assets/*", { "Cache-Control": IMMUTABLE })];
  for (const [path, csp] of pages) {
    blocks.push(block(path, { "Content-Security-Policy": csp }));
    if (path !== "/") blocks.push(block(`${path}/`, { "Content-Security-Policy": csp }));
  }
  return `# Written by the build (scripts/lib/security-headers.mjs); edit that, not this.\n${blocks.join("\n")}\n`;
}

/** Parses a _headers file into rules: { pattern, headers } in file order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(":");
      const rule = rules.at(-1);
      if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** Whether a rule's pattern covers a path: exactly, or as a prefix when it ends in *. */
export function ruleMatches(pattern, path) {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers for a path: those of every rule that matches it. */
export function headersFor(rules, path) {
  const headers = {};
  for (const { pattern, headers: set } of rules) if (ruleMatches(pattern, path)) Object.assign(headers, set);
  return headers;
}
