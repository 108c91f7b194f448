// The response headers of the site, written once at build time to build/client/_headers: the file
// static hosts read (Netlify and Cloudflare Pages format), and the one scripts/serve.ts applies.

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
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Hashed build files never change under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The _headers file. `policies` maps each page path to its Content-Security-Policy; some hosts
 * answer a page with and without a trailing slash, so both are listed.
 */
export function headersFile(policies: ReadonlyMap<string, string>): string {
  const block = (path: string, headers: Headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const blocks = [block("/*", SITE_WIDE), block("/assets/*", { "Cache-Control": IMMUTABLE })];
  for (const [path, csp] of [...policies].sort(([a], [b]) => a.localeCompare(b))) {
    blocks.push(block(path, { "Content-Security-Policy": csp }));
    if (path !== "/") blocks.push(block(`${path}/`, { "Content-Security-Policy": csp }));
  }
  return `# Written by the build (scripts/build/headers-file.ts); edit that, not this.\n${blocks.join("\n")}\n`;
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

/** The headers for a path: those of every rule that matches it. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { pattern, headers: set } of rules) if (ruleMatches(pattern, path)) Object.assign(headers, set);
  return headers;
}
