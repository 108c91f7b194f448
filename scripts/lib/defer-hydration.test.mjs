import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.mjs";

// The shape React Router 7.18 writes (trimmed): preload links, then the bootstrap module.
const PAGE = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><h1>Hi</h1>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-4.js";',
  'import * as route1 from "/assets/home-5.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body>',
].join("\n");

describe("deferHydration", () => {
  const out = deferHydration(PAGE, "home");

  it("drops the modulepreload links and keeps everything else in the head", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("starts the downloads after the first frame, then runs the framework's own bootstrap", () => {
    const script = out.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^import /m);
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf('import("/assets/manifest-1.js")'));
    expect(script).toContain(
      'const [unused0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
  });

  it("is idempotent in effect: a page without the bootstrap is returned unchanged", () => {
    expect(deferHydration(out, "home")).toBe(out);
    expect(deferHydration("<html><body>static</body></html>")).toBe("<html><body>static</body></html>");
  });

  it("fails loudly when the framework's bootstrap changes shape", () => {
    const changed = PAGE.replace('import("/assets/entry.client-2.js");', "startApp();");
    expect(() => deferHydration(changed, "home")).toThrow(
      /home: the hydration bootstrap no longer has the expected shape/,
    );
    const unknownImport = PAGE.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    expect(() => deferHydration(unknownImport, "home")).toThrow(/was not recognised/);
    expect(() => deferHydration(PAGE + PAGE, "home")).toThrow(/one bootstrap module, found 2/);
  });
});
