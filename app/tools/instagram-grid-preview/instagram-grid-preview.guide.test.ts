// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { MAX_IMAGES, TILE_HEIGHT, TILE_WIDTH } from "./instagram-grid-preview.data";

// The guide keeps the shape every tool guide has, and agrees with what the page does.
const source = readFileSync(new URL("./instagram-grid-preview.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);
const sections = source
  .split(/^## /mu)
  .slice(1)
  .map((chunk) => {
    const [heading = "", ...rest] = chunk.split("\n");
    return { heading: heading.trim(), body: rest.join("\n") };
  });

describe("instagram-grid-preview guide", () => {
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

  it("names the source and date of the 3:4 grid", () => {
    expect(text).toContain("In January 2025 Adam Mosseri, head of Instagram, announced");
    expect(text).toContain("3:4");
  });

  it("agrees with the page: twelve pictures, tile size, and the posting order", () => {
    expect(text).toContain(`up to ${MAX_IMAGES} pictures`);
    expect(text).toContain(`${TILE_WIDTH} × ${TILE_HEIGHT}`);
    expect(text).toMatch(/bottom right, has to go up first/u);
    expect(text).toMatch(/arrow keys/u);
    expect(text).toMatch(/never leave/u);
  });
});
