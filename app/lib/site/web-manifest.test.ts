import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { platforms } from "~/content/platforms";
import { THEME_COLOR, webManifest } from "./web-manifest";

describe("web app manifest", () => {
  const manifest = webManifest();

  it("installs as a standalone app named after the site", () => {
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.name,
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: THEME_COLOR,
      theme_color: THEME_COLOR,
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it("has 192 and 512 px icons, a maskable one, and every icon file exists", () => {
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons)]) {
      expect(existsSync(join(process.cwd(), "public", icon.src)), icon.src).toBe(true);
    }
  });

  it("offers each platform's tools as a shortcut", () => {
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(Object.values(platforms).map((p) => p.path));
  });
});
