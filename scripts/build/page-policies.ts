// Gives every HTML file of the build its own Content-Security-Policy in a <meta> tag, the first
// thing its <head> holds after the character set, before any script or stylesheet; writes the
// site-wide rules to _headers; and publishes each language's Not Found page as its 404.html, what
// static hosts send for unknown paths.
//
// In the page, the policy goes wherever the HTML goes: any host (whatever its header limits), the
// service worker's cache, a saved copy. What a <meta> policy cannot carry (frame-ancestors, reporting)
// comes as a header on every response (content-security-policy.ts headerPolicy).
import { copyFile, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import {
  type SitePolicyInput,
  type ToolPolicyInput,
  contentSecurityPolicy,
  headerPolicy,
  inlineScriptHashes,
  pageSources,
  reportingEndpoints,
  workerPolicy,
} from "./content-security-policy";
import { LANGS } from "../../app/lib/lang/lang";
import { pageFile, pagePath, walk } from "./files";
import { type HeaderRule, headersFile, siteRules } from "./headers-file";
import { notFoundFile, notFoundPath } from "./not-found";

/** The page React Router writes for paths it did not prerender; hosts may send it, so it gets a policy too. */
export const SPA_FALLBACK = "__spa-fallback.html";

export interface PolicyContext {
  site: SitePolicyInput;
  /** The tool a page belongs to, if any (the registry's lookup by path). */
  toolAt: (path: string) => ToolPolicyInput | undefined;
}

/** A page's policy from its HTML: the hashes of its inline scripts, and its tool's sources. */
function policyOf(html: string, sources: ReturnType<typeof pageSources>): string {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), sources, forMeta: true });
}

/** Each page's policy, keyed by its path, from the HTML the framework wrote. */
export async function pagePolicies(clientDir: string, { site, toolAt }: PolicyContext): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  for await (const file of walk(clientDir)) {
    const rel = relative(clientDir, file);
    if (!/(^|\/)index\.html$/.test(rel)) continue;
    const path = pagePath(rel);
    policies.set(path, policyOf(await readFile(file, "utf8"), pageSources(site, toolAt(path), path)));
  }
  return policies;
}

const CHARSET = '<meta charSet="utf-8"/>';
const META_POLICY = 'http-equiv="Content-Security-Policy"';

/**
 * The page with its policy in a <meta> tag, right after <head> and its character set (which must
 * stay in the first 1,024 bytes), so it is in force before any script or stylesheet is read.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const parts = html.split("<head>");
  if (parts.length !== 2) throw new Error("the page has no single <head> to add its policy to");
  if (html.includes(META_POLICY)) throw new Error("the page already carries a policy");
  const [before = "", head = ""] = parts;
  const content = policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const meta = `<meta ${META_POLICY} content="${content}"/>`;
  const rest = head.startsWith(CHARSET) ? `${CHARSET}${meta}${head.slice(CHARSET.length)}` : `${meta}${head}`;
  return `${before}<head>${rest}`;
}

export interface WrittenPolicies {
  /** How many pages got their policy. */
  pages: number;
  /** The site-wide header rules written to _headers. */
  rules: HeaderRule[];
}

/** The header rules for a site configuration. */
export function siteHeaderRules(site: SitePolicyInput): HeaderRule[] {
  return siteRules({
    headerPolicy: headerPolicy(site.cspReportUrl),
    workerPolicy: workerPolicy(site.cspReportUrl),
    reportingEndpoints: reportingEndpoints(site.cspReportUrl),
  });
}

/** Writes each page's policy into it, the site's rules to _headers, and each language's 404.html. */
export async function writePagePolicies(clientDir: string, context: PolicyContext): Promise<WrittenPolicies> {
  const policies = await pagePolicies(clientDir, context);
  for (const [path, policy] of policies) {
    const file = join(clientDir, pageFile(path));
    await writeFile(file, withMetaPolicy(await readFile(file, "utf8"), policy));
  }
  const fallback = join(clientDir, SPA_FALLBACK);
  const fallbackHtml = await readFile(fallback, "utf8").catch(() => null);
  if (fallbackHtml !== null) {
    const sources = pageSources(context.site, undefined, SPA_FALLBACK);
    await writeFile(fallback, withMetaPolicy(fallbackHtml, policyOf(fallbackHtml, sources)));
  }
  // Each Not Found page's own policy is already in it; hosts send it for any unknown path.
  for (const lang of LANGS)
    await copyFile(join(clientDir, pageFile(notFoundPath(lang))), join(clientDir, notFoundFile(lang)));
  const rules = siteHeaderRules(context.site);
  await writeFile(join(clientDir, "_headers"), headersFile(rules));
  return { pages: policies.size, rules };
}
