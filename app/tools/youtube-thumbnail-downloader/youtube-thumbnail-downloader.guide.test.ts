// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { OFFERED_SIZES, THUMBNAIL_SIZES } from "./youtube-thumbnail-downloader.data";

// The guide keeps the shape every tool guide has, and agrees with the sizes the page offers.
const source = readFileSync(new URL("./youtube-thumbnail-downloader.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);
const sections = source
  .split(/^## /mu)
  .slice(1)
  .map((chunk) => {
    const [heading = "", ...rest] = chunk.split("\n");
    return { heading: heading.trim(), body: rest.join("\n") };
  });

describe("youtube-thumbnail-downloader guide", () => {
  it("starts at ## and ends with answered questions", () => {
    expect(source.startsWith("## ")).toBe(true);
    expect(source).not.toMatch(/^# |^---$/mu);
    expect(sections.at(-1)?.heading).toBe("Questions and answers");
    const questions = (sections.at(-1)?.body ?? "").split(/^### /mu).slice(1);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const question of questions) {
      const [heading = "", ...answer] = question.split("\n");
      expect(heading.trim()).toMatch(/\?$/u);
      expect(answer.join(" ").trim().length).toBeGreaterThan(40);
    }
  });

  it("is at least 250 words and dates its facts without calling a year current", () => {
    expect(wordCount(html)).toBeGreaterThanOrEqual(250);
    expect(text).toMatch(/\(read \w+ 20\d\d\)/u);
    expect(text).not.toMatch(/\b(?:in|for|of) 20\d\d\b/u);
  });

  it("names every size YouTube keeps, and why the smallest is not offered", () => {
    for (const size of THUMBNAIL_SIZES) expect(text).toContain(`${size.label}, ${size.width} × ${size.height}`);
    expect(OFFERED_SIZES.map((size) => size.id)).not.toContain("default");
    expect(text).toMatch(/120 × 90 size isn't offered/u);
  });

  it("says the pictures load from YouTube only when asked", () => {
    expect(text).toMatch(/Nothing is fetched until you press the button/u);
    expect(text).toMatch(/YouTube's image server/u);
  });
});
