// What the framework must have written for each route, checked before anything else runs: a page
// becomes "<path>/index.html", a resource route (sitemap, feed, robots, manifest: a loader and no
// component) becomes the file at its own path plus a ".data" twin. The twin exists only for
// client-side navigation, which never goes to a resource route, so it is dropped.
import { existsSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { normalisePath } from "../../app/lib/site/paths";
import { pageFile } from "./files";

/** The fields of React Router's route manifest this module reads (a structural subset of it). */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

const isDynamic = (segment: string) => segment.startsWith(":") || segment === "*";

/**
 * The URL path of every route that can be prerendered without parameters, as the framework's own
 * `getStaticPaths()` finds them: nested paths joined, index routes at their parent's path, layout
 * routes (no path) and routes with a parameter or splat left out.
 */
export function staticRoutePaths(routes: Readonly<Record<string, RouteEntry>>): string[] {
  const fullSegments = (route: RouteEntry): string[] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = (route.path ?? "").split("/").filter(Boolean);
    return [...(parent ? fullSegments(parent) : []), ...own];
  };
  const paths = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route.index && !route.path) continue;
    const segments = fullSegments(route);
    if (segments.some(isDynamic)) continue;
    paths.add(normalisePath(`/${segments.join("/")}`));
  }
  return [...paths].sort();
}

export interface RouteOutputs {
  /** Paths prerendered as HTML pages. */
  pages: string[];
  /** Paths prerendered as files of their own (resource routes). */
  resources: string[];
  /** Paths the framework wrote nothing for. */
  missing: string[];
}

/** Sorts each expected path by what the framework wrote for it in the client build. */
export function findRouteOutputs(clientDir: string, expected: readonly string[]): RouteOutputs {
  const outputs: RouteOutputs = { pages: [], resources: [], missing: [] };
  for (const path of [...new Set(expected.map(normalisePath))].sort()) {
    const resource = path === "/" ? "" : join(clientDir, path.slice(1));
    if (existsSync(join(clientDir, pageFile(path)))) outputs.pages.push(path);
    else if (resource && existsSync(resource) && statSync(resource).isFile()) outputs.resources.push(path);
    else outputs.missing.push(path);
  }
  return outputs;
}

/** Removes the ".data" twin of each resource route; returns the ones it removed. */
export async function dropResourceData(clientDir: string, resources: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const path of resources) {
    const file = join(clientDir, `${path.slice(1)}.data`);
    if (!existsSync(file)) continue;
    await rm(file);
    removed.push(`${path}.data`);
  }
  return removed;
}
