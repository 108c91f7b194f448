// @vitest-environment node
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { BASE_RATES, ENGAGEMENT_MULTIPLIERS, FORMATS } from "./instagram-sponsorship-rate-calculator.data";

// The guide must keep the shape every tool guide has, and agree with the figures the tool uses.
const source = readFileSync(new URL("./instagram-sponsorship-rate-calculator.guide.md", import.meta.url), "utf8");
const html = marked.parse(source, { async: false });
const text = htmlToText(html);
const sections = source
  .split(/^## /mu)
  .slice(1)
  .map((chunk) => {
    const [heading = "", ...rest] = chunk.split("\n");
    return { heading: heading.trim(), body: rest.join("\n") };
  });

describe("instagram-sponsorship-rate-calculator guide", () => {
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
    expect(text).toMatch(/\b20\d\d\b/u);
    expect(text).not.toMatch(/\b(?:in|for|of) 20\d\d\b/u);
    for (const { heading } of sections) expect(heading).not.toMatch(/\b20\d\d\b/u);
  });

  it("states the method's multipliers and the end base rates the calculator uses", () => {
    for (const format of FORMATS)
      expect(text).toContain(String(format.multiplier === 1 ? "a post" : format.multiplier));
    expect(text).toContain(String(ENGAGEMENT_MULTIPLIERS.above));
    expect(text).toContain(String(ENGAGEMENT_MULTIPLIERS.below));
    expect(text).toContain(`₹${BASE_RATES.nano.low}–₹${BASE_RATES.nano.high}`);
    expect(text).toContain(`₹${BASE_RATES.mega.low}–₹${BASE_RATES.mega.high}`);
    expect(text).toMatch(/our own assumption/u);
  });
});
