// Gives every prerendered page its own Content-Security-Policy, writes them with the site-wide
// headers to _headers, and publishes the Not Found page as 404.html, what static hosts send for
// unknown paths.
import { readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import {
  type SitePolicyInput,
  type ToolPolicyInput,
  contentSecurityPolicy,
  inlineScriptHashes,
  pageSources,
} from "./content-security-policy";
import { pageFile, pagePath, walk } from "./files";
import { headersFile } from "./headers-file";

/** The path the catch-all route is prerendered at, so the build has a Not Found page. */
export const NOT_FOUND_PATH = "/404";

export interface PolicyContext {
  site: SitePolicyInput;
  /** The tool a page belongs to, if any (the registry's lookup by path). */
  toolAt: (path: string) => ToolPolicyInput | undefined;
}

/** Each page's policy, keyed by its path, from the HTML the framework wrote. */
export async function pagePolicies(clientDir: string, { site, toolAt }: PolicyContext): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  for await (const file of walk(clientDir)) {
    const rel = relative(clientDir, file);
    if (!/(^|\/)index\.html$/.test(rel)) continue;
    const path = pagePath(rel);
    const html = await readFile(file, "utf8");
    const sources = pageSources(site, toolAt(path), path);
    policies.set(path, contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), sources }));
  }
  return policies;
}

/**
 * Static hosts send 404.html for any unknown path with that path's headers, which carry no page
 * policy, so the page brings its own in a meta tag.
 */
export function withMetaPolicy(html: string, policy: string): string {
  if (html.split("<head>").length !== 2)
    throw new Error("the Not Found page has no single <head> to add its policy to");
  return html.replace("<head>", () => `<head><meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}

/** Writes _headers and 404.html; returns how many pages got a policy. */
export async function writePagePolicies(clientDir: string, context: PolicyContext): Promise<number> {
  const policies = await pagePolicies(clientDir, context);
  await writeFile(join(clientDir, "_headers"), headersFile(policies));
  const notFound = await readFile(join(clientDir, pageFile(NOT_FOUND_PATH)), "utf8");
  const metaPolicy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(notFound),
    sources: pageSources(context.site, undefined, NOT_FOUND_PATH),
    forMeta: true,
  });
  await writeFile(join(clientDir, "404.html"), withMetaPolicy(notFound, metaPolicy));
  return policies.size;
}
