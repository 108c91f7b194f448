// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { MIN_WIDTH, SURFACES, TITLE_LIMIT } from "./youtube-thumbnail-preview.data";

// The guide keeps the shape every tool guide has, and agrees with the checks the page makes.
const source = readFileSync(new URL("./youtube-thumbnail-preview.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);
const sections = source
  .split(/^## /mu)
  .slice(1)
  .map((chunk) => {
    const [heading = "", ...rest] = chunk.split("\n");
    return { heading: heading.trim(), body: rest.join("\n") };
  });

describe("youtube-thumbnail-preview guide", () => {
  it("starts at ## and has 2–4 sections, then 3–5 answered questions", () => {
    expect(source.startsWith("## ")).toBe(true);
    expect(source).not.toMatch(/^# |^---$/mu);
    expect(sections.at(-1)?.heading).toBe("Questions and answers");
    expect(sections.length - 1).toBeGreaterThanOrEqual(2);
    expect(sections.length - 1).toBeLessThanOrEqual(4);
    const questions = (sections.at(-1)?.body ?? "").split(/^### /mu).slice(1);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(5);
    for (const question of questions) {
      const [heading = "", ...answer] = question.split("\n");
      expect(heading.trim()).toMatch(/\?$/u);
      expect(answer.join(" ").trim().length).toBeGreaterThan(40);
    }
  });

  it("is 250–500 words, links nowhere, and dates its facts without calling a year current", () => {
    const words = wordCount(html);
    expect(words).toBeGreaterThanOrEqual(250);
    expect(words).toBeLessThanOrEqual(500);
    expect(html).not.toMatch(/href=/u);
    expect(text).not.toMatch(/\b(?:in|for|of) 20\d\d\b/u);
    for (const { heading } of sections) expect(heading).not.toMatch(/\b20\d\d\b/u);
  });

  it("states YouTube's rules with their source and the limits the page checks", () => {
    expect(text).toContain(`YouTube Help's "Add video thumbnails" page (read November 2026)`);
    expect(text).toContain("1280 × 720");
    expect(text).toContain(`${MIN_WIDTH} pixels wide`);
    expect(text).toContain("2 MB");
    expect(text).toContain("16:9");
    expect(text).toContain(`${TITLE_LIMIT} characters`);
  });

  it("names every frame the page draws and says the cut depends on the device", () => {
    expect(text).toMatch(/home feed on a phone/iu);
    expect(text).toMatch(/home grid on a computer/iu);
    expect(text).toMatch(/search result/iu);
    expect(text).toMatch(/up next/iu);
    expect(SURFACES).toHaveLength(4);
    expect(text).toContain("The exact cut depends on the device");
    expect(text).toMatch(/never leave/iu);
  });
});
