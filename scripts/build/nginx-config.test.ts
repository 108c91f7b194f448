// @vitest-environment node
// The configuration's text. That nginx answers with it as the Node server does is checked in the
// browser: playwright.nginx.config.ts runs the site-wide specs against nginx serving the build.
import { describe, expect, it } from "vitest";
import { BINARY_TYPES, TEXT_TYPES } from "./content-types";
import { IMMUTABLE, siteRules } from "./headers-file";
import { REVALIDATE, nginxConfig } from "./nginx-config";

const rules = siteRules({ headerPolicy: "frame-ancestors 'none'", workerPolicy: "default-src 'none'" });
const config = nginxConfig(rules, { root: "/srv/site/build/client", listen: "8080" });

describe("nginxConfig", () => {
  it("serves the folder it is given, on the port it is given", () => {
    expect(config).toContain('    root "/srv/site/build/client";');
    expect(config).toContain("    listen 8080;");
  });

  it("sends the rules' site-wide headers on every answer, errors and 304s included", () => {
    expect(config).toContain('    add_header X-Frame-Options "DENY" always;');
    expect(config).toContain('    add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(config.match(/add_header [^\n]* always;/g)?.length).toBe((config.match(/add_header /g) ?? []).length);
  });

  it("varies the policy and the caching by file, as the rules say", () => {
    expect(config).toContain(
      `map $uri $cg_content_security_policy {\n    default "frame-ancestors 'none'";\n    "/sw.js" "frame-ancestors 'none', default-src 'none'";\n}`,
    );
    expect(config).toContain(
      `map $uri $cg_cache_control {\n    default "${REVALIDATE}";\n    "~^/assets/" "${IMMUTABLE}";\n}`,
    );
  });

  it("answers only GET and HEAD, and redirects only to paths read from the raw request line", () => {
    expect(config).toContain("map $request_method $cg_allow {");
    expect(config).toContain("    if ($cg_allow) {\n        return 405;");
    expect(config).toContain("map $request_uri $cg_canonical {");
    // $uri is decoded (an encoded line break would reach the header): never in a Location.
    for (const line of config.split("\n").filter((text) => text.includes("return 30")))
      expect(line).not.toContain("$uri");
    expect(config).toContain("    absolute_redirect off;");
  });

  it("names every media type the Node server names", () => {
    for (const [extension, type] of Object.entries({ ...TEXT_TYPES, ...BINARY_TYPES }))
      expect(config).toContain(`        ${type} ${extension};`);
  });
});
