// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { hi } from "~/content/words/hi";
import type { SiteConfig } from "~/config/site";
import { type ToolNames, toolSearchWords } from "~/lib/site/tool-entry";
import { tools } from "./registry";

// What a search result shows for each Hindi page, read from the tools' own names files: written for
// what Hindi speakers type ("instagram bio hindi mein", "फ़्री हैशटैग जनरेटर"), so a title reverted
// to the page heading, or a description that stops naming the tool, fails here.

const BRAND = {
  instagram: { latin: "Instagram", devanagari: "इंस्टाग्राम" },
  youtube: { latin: "YouTube", devanagari: "यूट्यूब" },
} as const;

/** Before the " | CreatorGrow" suffix: about what a search result shows of a Devanagari title. */
const TITLE_MAX = 65;
/** A description a search result shows whole, and long enough to say what the tool gives. */
const DESCRIPTION = { min: 120, max: 155 };

describe("each Hindi tool page's title and description", () => {
  it.each(tools.map((tool) => [tool.path, tool] as const))("%s is written for Hindi searches", (_, tool) => {
    const search = tool.hi.search;
    expect(search, "a search title and description").toBeDefined();
    if (!search) return;
    expect(toolSearchWords(tool, "hi")).toEqual(search);

    // The words people add to the tool's name when they search in Hindi.
    expect(search.title).toMatch(/हिंदी|फ़्री/u);
    expect(search.title).not.toBe(tool.hi.title);
    expect(search.title.length).toBeLessThanOrEqual(TITLE_MAX);

    // Names the tool, says it is free and needs no sign-in.
    expect(search.description).toContain(tool.hi.name);
    expect(search.description).toContain("फ़्री");
    expect(search.description).toContain("साइन-इन");
    expect(search.description.length).toBeGreaterThanOrEqual(DESCRIPTION.min);
    expect(search.description.length).toBeLessThanOrEqual(DESCRIPTION.max);
    expect(search.description).toMatch(/।$/u);

    // The platform's name both ways Hindi searchers type it: one in the title, the other in the description.
    const { latin, devanagari } = BRAND[tool.platform];
    const inTitle = search.title.includes(devanagari);
    expect(inTitle || search.description.includes(devanagari), `${devanagari} in title or description`).toBe(true);
    expect(inTitle ? search.description : search.title, `${latin} beside ${devanagari}`).toContain(latin);
  });

  it("fits the downloaders' descriptions for a site with a download server too", async () => {
    // A downloader says what it does as the site is configured; the pages above read the site as it
    // is, so the other reading is loaded here with a server configured.
    vi.resetModules();
    vi.doMock("~/config/site", async (original) => {
      const { site } = await original<{ site: SiteConfig }>();
      return { site: { ...site, downloaderBackend: { kind: "cobalt", url: "https://example.com" } } };
    });
    try {
      const withServer: { names: Readonly<Record<string, ToolNames>> } = await import("./downloader/words/hi.names");
      const downloaders = tools.filter((tool) => tool.folder === "downloader");
      expect(Object.keys(withServer.names)).toHaveLength(downloaders.length);
      for (const [key, names] of Object.entries(withServer.names)) {
        const description = names.search?.description ?? "";
        const configured = downloaders.find((tool) => tool.hi.name === names.name)?.hi.search?.description;
        expect(configured, key).toBeDefined();
        expect(description, key).not.toBe(configured);
        expect(description, key).toContain(names.name);
        expect(description, key).toContain("फ़्री");
        expect(description, key).toContain("साइन-इन");
        expect(description.length, key).toBeGreaterThanOrEqual(DESCRIPTION.min);
        expect(description.length, key).toBeLessThanOrEqual(DESCRIPTION.max);
      }
    } finally {
      vi.doUnmock("~/config/site");
      vi.resetModules();
    }
  });

  it("has the English pages of the tools people look for in Hindi link their Hindi twin", () => {
    // A writing tool whose Hindi page answers in Hindi: what "… in hindi" searchers want.
    expect(tools.filter((tool) => tool.searchedInHindi).map((tool) => tool.path)).toEqual([
      "/instagram/hashtag-generator",
      "/instagram/caption-generator",
      "/instagram/bio-generator",
      "/instagram/username-generator",
      "/instagram/idea-generator",
      "/instagram/post-generator",
      "/stylish-name-generator",
      "/youtube/description-generator",
      "/youtube/bio-generator",
      "/youtube/hashtag-generator",
      "/youtube/channel-name-generator",
      "/youtube/idea-generator",
      "/youtube/title-generator",
      "/youtube/tag-generator",
    ]);
  });

  it("keeps the English pages' titles and descriptions as the page shows them", () => {
    for (const tool of tools)
      expect(toolSearchWords(tool, "en"), tool.id).toEqual({ title: tool.title, description: tool.description });
  });
});

describe("the Hindi home, platform and blog pages' titles", () => {
  it("say फ़्री or हिंदी and carry the platforms' names in Devanagari", () => {
    const titles = [hi.home.title, hi.platforms.instagram.searchTitle, hi.platforms.youtube.searchTitle, hi.blog.title];
    for (const title of titles) {
      expect(title).toMatch(/हिंदी|फ़्री/u);
      expect(title).toMatch(/इंस्टाग्राम|यूट्यूब/u);
      expect(title.length, title).toBeLessThanOrEqual(TITLE_MAX + "CreatorGrow | ".length);
    }
  });
});
