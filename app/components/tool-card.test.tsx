import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Platform, ToolEntry } from "~/lib/site/tool-entry";
import { toolById } from "~/tools/registry";
import { ToolCard } from "./tool-card";

function requireTool(id: string): ToolEntry {
  const tool = toolById(id);
  if (!tool) throw new Error(`no tool ${id}`);
  return tool;
}

const youtubeHashtags = requireTool("youtube-hashtag-generator");

/** The card's accessible name: its shown name, then its description. */
function cardName(pagePlatform?: Platform): string {
  cleanup();
  render(
    <MemoryRouter>
      <ToolCard tool={youtubeHashtags} pagePlatform={pagePlatform} />
    </MemoryRouter>,
  );
  return screen.getByRole("link").textContent;
}

describe("ToolCard", () => {
  it("names the platform when the tool is not the page's own", () => {
    expect(cardName("instagram")).toBe(`YouTube Hashtag Generator${youtubeHashtags.description}`);
  });

  it("keeps the short name on its own platform's pages and where no page platform is given", () => {
    expect(cardName("youtube")).toBe(`Hashtag Generator${youtubeHashtags.description}`);
    expect(cardName()).toBe(`Hashtag Generator${youtubeHashtags.description}`);
  });

  it("leads to the tool", () => {
    cardName("instagram");
    expect(screen.getByRole("link").getAttribute("href")).toBe("/youtube/hashtag-generator");
  });
});
