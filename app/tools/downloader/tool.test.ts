import { afterEach, describe, expect, it, vi } from "vitest";
import type * as SiteModule from "~/config/site";
import type { ToolEntry } from "~/lib/site/tool-entry";

/** The seven entries, read with the download server set as given. */
async function entriesWith(downloaderBackend: { kind: "cobalt"; url: string } | null): Promise<ToolEntry[]> {
  vi.resetModules();
  vi.doMock("../../config/site", async (importOriginal) => {
    const original = await importOriginal<typeof SiteModule>();
    return { site: { ...original.site, downloaderBackend } };
  });
  return Object.values(await import("./tool"));
}

const PREVIEW_WORDS = /\bsample\b|switched on here yet/;

afterEach(() => {
  vi.doUnmock("../../config/site");
  vi.resetModules();
});

describe("downloader cards say what the page does with the site's configuration", () => {
  it("without a download server: a link check and a sample, and that saving is not switched on", async () => {
    const entries = await entriesWith(null);
    expect(entries).toHaveLength(7);
    for (const entry of entries) {
      expect(entry.description).toMatch(/^Checks /);
      expect(entry.description).toMatch(PREVIEW_WORDS);
      expect(entry.description).not.toMatch(/\bsave (it|its|the)\b/);
    }
  });

  it("with a download server: saving, and no talk of samples", async () => {
    const entries = await entriesWith({ kind: "cobalt", url: "https://dl.example.com/" });
    expect(entries).toHaveLength(7);
    for (const entry of entries) expect(entry.description).not.toMatch(PREVIEW_WORDS);
    // Every page but the profile-picture one can save something; that one says why it cannot.
    const dp = entries.find((entry) => entry.id === "instagram-dp-downloader");
    expect(dp?.description).toMatch(/can't fetch profile pictures/);
    for (const entry of entries.filter((e) => e !== dp)) expect(entry.description).toMatch(/\bsave\b/);
  });
});
