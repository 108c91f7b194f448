// The response headers of the site as rules by path, written once at build time: to
// build/client/_headers (the file Netlify and Cloudflare Pages read, and the one the Node server
// applies), and through nginx-config.ts to an nginx server block.
//
// The rules do not grow with the pages: each page carries its own Content-Security-Policy in a
// <meta> tag (page-policies.ts), so the file has the same three rules for 44 pages or 88, well
// inside Cloudflare Pages' limit of 100 (host-limits.ts).

export type Headers = Readonly<Record<string, string>>;

export interface HeaderRule {
  /** A path, or a path prefix ending in "*". */
  pattern: string;
  headers: Record<string, string>;
}

/** Sent with every response. Cache-Control is left to other rules so no header is set by two rules. */
export const SITE_WIDE: Headers = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The microphone for this site's own pages only: the Reel and Shorts makers record a voice-over
  // when the visitor presses Record (the browser still asks them). One rule for every page, since
  // a second rule setting this header would leave which one wins to the host.
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(self), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Hashed build files never change under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The service worker's address; it gets a policy of its own. */
export const WORKER_PATH = "/sw.js";

export const CSP = "Content-Security-Policy";

/**
 * The one header two rules may both set. Every policy a response carries is enforced, so hosts that
 * join the values (Cloudflare Pages, this project's servers) enforce both, and a host that keeps the
 * last rule's value sends the more specific policy, which is complete by itself.
 */
export const JOINED_HEADERS: ReadonlySet<string> = new Set([CSP]);

export interface SiteHeaderInput {
  /** The policy every response carries (content-security-policy.ts headerPolicy). */
  headerPolicy: string;
  /** The service worker's own policy (workerPolicy). */
  workerPolicy: string;
  /** The Reporting-Endpoints value when a report address is configured. */
  reportingEndpoints?: string | null;
}

/** The site's rules, most general first. */
export function siteRules({ headerPolicy, workerPolicy, reportingEndpoints }: SiteHeaderInput): HeaderRule[] {
  return [
    {
      pattern: "/*",
      headers: {
        ...SITE_WIDE,
        [CSP]: headerPolicy,
        ...(reportingEndpoints ? { "Reporting-Endpoints": reportingEndpoints } : {}),
      },
    },
    { pattern: "/assets/*", headers: { "Cache-Control": IMMUTABLE } },
    { pattern: WORKER_PATH, headers: { [CSP]: workerPolicy } },
  ];
}

/** The _headers file for a set of rules. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const block = ({ pattern, headers }: HeaderRule) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `# Written by the build (scripts/build/headers-file.ts); edit that, not this.\n${rules.map(block).join("\n")}\n`;
}

/** Parses a _headers file into its rules, in file order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const at = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

/** Whether a rule's pattern covers a path: exactly, or as a prefix when it ends in "*". */
export function ruleMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers for a path: those of every rule that matches it, policies joined as Cloudflare joins them. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { pattern, headers: set } of rules) {
    if (!ruleMatches(pattern, path)) continue;
    for (const [name, value] of Object.entries(set)) {
      const before = headers[name];
      headers[name] = before !== undefined && JOINED_HEADERS.has(name) ? `${before}, ${value}` : value;
    }
  }
  return headers;
}
