// An nginx configuration for the build, from the same header rules as _headers and the same media
// types as the Node server, so nginx answers as `npm start` does: one address per page, real 404s
// with the Not Found page, GET and HEAD only (405 with Allow), the rules' headers on every answer
// (304s and errors included), hashed assets cached for a year, everything else revalidated.
//
// The file goes inside nginx's `http` block (Debian's conf.d/ is included there): it holds the
// maps the server block reads and the server block itself. Checked against Debian's nginx 1.22.
import { BINARY_TYPES, FALLBACK_TYPE, TEXT_TYPES } from "./content-types";
import { type HeaderRule, headersFor } from "./headers-file";

/** What everything without a rule of its own is cached as: checked with the server on each use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

export interface NginxOptions {
  /** The folder nginx serves: build/client, wherever it is deployed. */
  root: string;
  /** nginx's `listen` value, "8080" or "127.0.0.1:4174". */
  listen: string;
}

/** A value as an nginx quoted string. */
function quoted(value: string): string {
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** The map variable that carries a header which differs by path. */
function variableOf(name: string): string {
  return `$cg_${name.toLowerCase().replaceAll("-", "_")}`;
}

/** A rule pattern as a map key matched against $uri (the file being served). */
function mapKey(pattern: string): string {
  if (!pattern.endsWith("*")) return quoted(pattern);
  return quoted(`~^${pattern.slice(0, -1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

function headerMap(rules: readonly HeaderRule[], name: string, fallback: string): string[] {
  const defaultValue =
    headersFor(
      rules.filter((rule) => rule.pattern === "/*"),
      "/",
    )[name] ?? fallback;
  const specific = rules.filter((rule) => rule.pattern !== "/*" && name in rule.headers);
  // Exact paths before prefixes, longer prefixes first: nginx checks exact keys, then regexes in order.
  const ordered = [...specific].sort(
    (a, b) => Number(a.pattern.endsWith("*")) - Number(b.pattern.endsWith("*")) || b.pattern.length - a.pattern.length,
  );
  return [
    `map $uri ${variableOf(name)} {`,
    `    default ${quoted(defaultValue)};`,
    ...ordered.map(
      (rule) =>
        `    ${mapKey(rule.pattern)} ${quoted(headersFor(rules, rule.pattern.replace(/\*$/, ""))[name] ?? "")};`,
    ),
    "}",
  ];
}

/** The configuration text: maps, then the server block. */
export function nginxConfig(rules: readonly HeaderRule[], { root, listen }: NginxOptions): string {
  const names = [...new Set(rules.flatMap((rule) => Object.keys(rule.headers)))];
  const everywhere = rules.filter((rule) => rule.pattern === "/*");
  const byPath = names.filter((name) => rules.some((rule) => rule.pattern !== "/*" && name in rule.headers));
  if (!byPath.includes("Cache-Control")) byPath.push("Cache-Control");
  const fixed = names.filter((name) => !byPath.includes(name));
  const siteWide = headersFor(everywhere, "/");

  const types = [
    ...Object.entries(TEXT_TYPES).map(([extension, type]) => `        ${type} ${extension};`),
    ...Object.entries(BINARY_TYPES).map(([extension, type]) => `        ${type} ${extension};`),
  ];
  const textTypes = [...new Set(Object.values(TEXT_TYPES))].filter((type) => type !== "text/html");

  return [
    "# Written by the build (scripts/build/nginx-config.ts) from the same rules as _headers; edit that, not this.",
    "# Include it inside nginx's http block, e.g. as /etc/nginx/conf.d/creatorgrow.conf.",
    "",
    "# Only GET and HEAD are answered; anything else gets 405 and this Allow header.",
    "map $request_method $cg_allow {",
    '    GET "";',
    '    HEAD "";',
    '    default "GET, HEAD";',
    "}",
    "",
    '# A page\'s second names, read from the request exactly as sent: "/x/" and "/x/index.html" go to',
    '# "/x". A segment never starts with a slash or backslash, so the Location is always a path on',
    "# this site, and it comes from the raw request line, which cannot hold a line break.",
    "map $request_uri $cg_canonical {",
    '    default "";',
    '    "~^/index\\\\.html(?<cg_query>\\\\?.*)?$" "/$cg_query";',
    '    "~^(?<cg_page>(?:/[^/?\\\\\\\\]+)+)/index\\\\.html(?<cg_query>\\\\?.*)?$" "$cg_page$cg_query";',
    '    "~^(?<cg_page>(?:/[^/?\\\\\\\\]+)+)/+(?<cg_query>\\\\?.*)?$" "$cg_page$cg_query";',
    "}",
    "",
    "# Headers that differ by the file being served.",
    ...byPath.flatMap((name) => [...headerMap(rules, name, name === "Cache-Control" ? REVALIDATE : ""), ""]),
    "# React Router's navigation data and its fallback page are not pages to index.",
    "map $uri $cg_robots {",
    '    default "";',
    '    "~\\\\.data$" "noindex";',
    '    "/__spa-fallback.html" "noindex";',
    "}",
    "",
    "server {",
    `    listen ${listen};`,
    `    root ${quoted(root)};`,
    "    server_tokens off;",
    "    # Redirects carry a path, never a host taken from the request.",
    "    absolute_redirect off;",
    "    etag on;",
    "    # The build writes a .gz copy beside every text file; Debian's brotli_static module can send",
    "    # the .br copies too (libnginx-mod-http-brotli-static, then `brotli_static on;`).",
    "    gzip_static on;",
    "    gzip_vary on;",
    "",
    "    types {",
    ...types,
    "    }",
    `    default_type ${FALLBACK_TYPE};`,
    "    charset utf-8;",
    `    charset_types ${textTypes.join(" ")};`,
    "",
    ...fixed.map((name) => `    add_header ${name} ${quoted(siteWide[name] ?? "")} always;`),
    ...byPath.map((name) => `    add_header ${name} ${variableOf(name)} always;`),
    "    add_header X-Robots-Tag $cg_robots always;",
    "    add_header Allow $cg_allow always;",
    "",
    "    if ($cg_allow) {",
    "        return 405;",
    "    }",
    "    if ($cg_canonical) {",
    "        return 301 $cg_canonical;",
    "    }",
    "",
    "    error_page 404 /404.html;",
    "    location / {",
    "        try_files $uri $uri/index.html =404;",
    "    }",
    "    # An unknown address under /hi gets the Hindi Not Found page.",
    "    location /hi/ {",
    "        error_page 404 /hi/404.html;",
    "        try_files $uri $uri/index.html =404;",
    "    }",
    "    # The Not Found pages, the build's own files and the precompressed copies are not addresses.",
    "    location = /404.html {",
    "        internal;",
    "    }",
    "    location = /hi/404.html {",
    "        internal;",
    "    }",
    "    location = /404 {",
    "        return 404;",
    "    }",
    "    location = /hi/404 {",
    "        return 404;",
    "    }",
    "    location = /_headers {",
    "        return 404;",
    "    }",
    "    location ~ \\.(br|gz)$ {",
    "        return 404;",
    "    }",
    "}",
    "",
  ].join("\n");
}
