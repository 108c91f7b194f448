// Everything the static site needs after React Router has prerendered it, run from the
// framework's buildEnd hook (react-router.config.ts). In React Router 7.18 buildEnd runs once the
// client and server builds are written, and prerendering happens inside the server build's
// writeBundle step, so every page is on disk by now; the one exception is the
// unstable_previewServerPrerendering flag, which prerenders after buildEnd and is refused below.
//
// In order: check the framework wrote every expected page; drop the navigation data of resource
// routes; give each page its Content-Security-Policy and write _headers (checked against its hosts'
// limits), the nginx configuration and 404.html; build the
// service worker over the finished files; precompress everything, the worker included; last, list
// every file in release.json, which tells the production server the build is complete.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { site } from "../../app/config/site";
import { toolByPath } from "../../app/tools/registry";
import { HEADERS_FILE_HOSTS, checkHostLimits } from "./host-limits";
import { nginxConfig } from "./nginx-config";
import { writePagePolicies } from "./page-policies";
import { notFoundPath } from "./not-found";
import { LANGS } from "../../app/lib/lang/lang";
import { precompress } from "./precompress";
import { writeReleaseManifest } from "./release-manifest";
import { dropResourceData, findRouteOutputs, staticRoutePaths } from "./route-outputs";
import { buildServiceWorker } from "./service-worker";

/** The nginx configuration the build writes beside client/ (not deployed with the site). */
export const NGINX_SITE = "nginx-site.conf";

export type BuildEndArgs = Parameters<NonNullable<Config["buildEnd"]>>[0];

export interface FinishOptions {
  /** Paths the prerender list adds to the route config's static ones (dynamic routes, /404). */
  extraPages: readonly string[];
}

export async function finishBuild(
  { reactRouterConfig: config, viteConfig }: BuildEndArgs,
  { extraPages }: FinishOptions,
): Promise<void> {
  if (config.future.unstable_previewServerPrerendering)
    throw new Error("buildEnd: with unstable_previewServerPrerendering the pages are written after this hook runs");
  const clientDir = join(config.buildDirectory, "client");
  const log = (message: string) => viteConfig.logger.info(`buildEnd: ${message}`);

  const outputs = findRouteOutputs(clientDir, [...staticRoutePaths(config.routes), ...extraPages]);
  if (outputs.missing.length)
    throw new Error(`buildEnd: the framework wrote nothing for ${outputs.missing.join(", ")} in ${clientDir}`);
  for (const path of LANGS.map(notFoundPath))
    if (!outputs.pages.includes(path))
      throw new Error(`buildEnd: ${path} was not prerendered as a page; static hosts need it for its 404.html`);
  const dropped = await dropResourceData(clientDir, outputs.resources);
  log(`${outputs.pages.length} pages, ${outputs.resources.length} resource routes (dropped ${dropped.join(", ")})`);

  const { pages, rules } = await writePagePolicies(clientDir, { site, toolAt: toolByPath });
  checkHostLimits(rules);
  const limits = HEADERS_FILE_HOSTS.map(({ host, maxRules }) => `${host} ${maxRules ?? "no limit"}`).join(", ");
  log(`${pages} pages carry their own policy; _headers has ${rules.length} rules (${limits})`);
  await writeFile(join(config.buildDirectory, NGINX_SITE), nginxConfig(rules, { root: clientDir, listen: "80" }));
  log(`${NGINX_SITE}: the same rules for nginx`);

  const worker = await buildServiceWorker(clientDir, config.appDirectory);
  log(`service worker ${worker.revision} precaches ${worker.count} files (${(worker.bytes / 1024).toFixed(0)} KB)`);

  log(`${await precompress(clientDir)} files precompressed (brotli, gzip)`);

  const release = await writeReleaseManifest(config.buildDirectory);
  log(`release ${release.id}: ${Object.keys(release.files).length} files listed in release.json`);
}
