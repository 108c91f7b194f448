// The documented limits of the hosts the site's _headers file is written for, and the check the
// build runs against them. A file past a limit fails the build instead of failing on deploy (or,
// worse, being cut short by the host without a word).
import type { HeaderRule } from "./headers-file";

export interface HostLimits {
  host: string;
  /** Most rules (path blocks) the host reads; null when its documentation gives none. */
  maxRules: number | null;
  /** Longest line, in characters; null when its documentation gives none. */
  maxLineLength: number | null;
  /** Where the limits are written down. */
  documented: string;
}

export const HEADERS_FILE_HOSTS: readonly HostLimits[] = [
  {
    host: "Cloudflare Pages",
    maxRules: 100,
    maxLineLength: 2_000,
    documented: "https://developers.cloudflare.com/pages/configuration/headers/",
  },
  {
    host: "Netlify",
    maxRules: null,
    maxLineLength: null,
    documented: "https://docs.netlify.com/routing/headers/",
  },
];

/** Every line of a _headers file as the host reads it: each pattern, and each header indented under it. */
function lines(rules: readonly HeaderRule[]): string[] {
  return rules.flatMap(({ pattern, headers }) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
}

/** What in a set of rules breaks a host's limits; empty when they fit. */
export function limitProblems(rules: readonly HeaderRule[], limits: HostLimits): string[] {
  const problems: string[] = [];
  if (limits.maxRules !== null && rules.length > limits.maxRules)
    problems.push(`${limits.host}: ${rules.length} header rules, over its limit of ${limits.maxRules}`);
  if (limits.maxLineLength !== null) {
    const { maxLineLength } = limits;
    for (const line of lines(rules).filter((text) => text.length > maxLineLength))
      problems.push(
        `${limits.host}: a ${line.length}-character line, over its limit of ${maxLineLength}: ${line.slice(0, 60)}…`,
      );
  }
  return problems;
}

/** Throws with every problem when the rules break any host's limits. */
export function checkHostLimits(rules: readonly HeaderRule[]): void {
  const problems = HEADERS_FILE_HOSTS.flatMap((limits) => limitProblems(rules, limits));
  if (problems.length > 0) throw new Error(`_headers does not fit its hosts:\n${problems.join("\n")}`);
}
