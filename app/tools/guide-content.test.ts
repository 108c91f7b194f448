// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { guideSections, isSitePath } from "~/test/guide-text";
import { tools } from "./registry";

// Every built tool page carries a guide written for it: how to use the result, the platform's
// rules with their source, then questions and answers. These checks keep the guides honest.

const toolsDir = fileURLToPath(new URL(".", import.meta.url));

function guideOf(id: string, folder: string): string {
  return readFileSync(`${toolsDir}${folder}/${id}.guide.md`, "utf8");
}

// Every registered tool page carries one.
const guides = tools.map((tool) => ({ tool, source: guideOf(tool.id, tool.folder) }));

function sentences(source: string): string[] {
  return htmlToText(marked.parse(source, { async: false }))
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.split(" ").length >= 8);
}

describe("tool guides", () => {
  it("exist for every registered tool page", () => {
    for (const { tool } of guides) {
      expect(existsSync(`${toolsDir}${tool.folder}/${tool.id}.guide.md`), tool.id).toBe(true);
    }
  });

  for (const { tool, source } of guides) {
    describe(tool.id, () => {
      const html = marked.parse(source, { async: false });
      const text = htmlToText(html);

      it("starts at ##, without front matter or a level-1 heading", () => {
        expect(source.startsWith("## ")).toBe(true);
        expect(source).not.toMatch(/^# /m);
        expect(source).not.toMatch(/^---$/m);
      });

      it("has 2–4 sections, then Questions and answers with 3–5 answered questions", () => {
        const all = guideSections(source);
        const last = all.at(-1);
        expect(last?.heading).toBe("Questions and answers");
        expect(all.length - 1).toBeGreaterThanOrEqual(2);
        expect(all.length - 1).toBeLessThanOrEqual(4);
        expect(all.slice(0, -1).every((section) => section.heading !== "Questions and answers")).toBe(true);
        const questions = (last?.body ?? "").split(/^### /m).slice(1);
        expect(questions.length).toBeGreaterThanOrEqual(3);
        expect(questions.length).toBeLessThanOrEqual(5);
        for (const question of questions) {
          const [heading = "", ...answer] = question.split("\n");
          expect(heading.trim()).toMatch(/\?$/);
          expect(answer.join(" ").trim().length, heading).toBeGreaterThan(40);
        }
      });

      it("is 250–500 words", () => {
        const words = wordCount(html);
        expect(words).toBeGreaterThanOrEqual(250);
        expect(words).toBeLessThanOrEqual(500);
      });

      it("links only to the site's own pages", () => {
        const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href = ""]) => href);
        for (const href of hrefs) expect(isSitePath(href), href).toBe(true);
        expect(hrefs).not.toContain(tool.path);
      });

      it("dates its facts and names no stale year as current", () => {
        // A platform fact carries when it was announced or checked, so at least one year appears.
        expect(text).toMatch(/\b20\d\d\b/);
        for (const { heading } of guideSections(source)) expect(heading).not.toMatch(/\b20\d\d\b/);
        expect(text).not.toMatch(/\b(?:in|for|of) 20\d\d\b/);
        expect(text, "an editor blocked in India is suggested").not.toMatch(/cap\s*cut/i);
      });
    });
  }

  it("are each written for their own page, not one template with words swapped", () => {
    const seen = new Map<string, string>();
    for (const { tool, source } of guides) {
      for (const sentence of new Set(sentences(source))) {
        const other = seen.get(sentence);
        expect(other, `"${sentence}" is in both ${other ?? ""} and ${tool.id}`).toBeUndefined();
        seen.set(sentence, tool.id);
      }
    }
  });

  it("downloader guides are honest about the sample preview and about creators' rights", () => {
    for (const { tool, source } of guides.filter((guide) => guide.tool.kind === "downloader")) {
      expect(source, tool.id).toMatch(/sample/i);
      expect(source, tool.id).toMatch(/download server/);
      expect(source, tool.id).toMatch(/permission|said yes|clear yes|ask/i);
    }
  });

  it("hashtag guides agree with the tools: five to post first, no follow-for-follow tags", () => {
    const instagram = guides.find((guide) => guide.tool.id === "instagram-hashtag-generator")?.source ?? "";
    expect(instagram).toMatch(/Copy top 5/);
    expect(instagram).toMatch(/topic map/);
    expect(instagram).toMatch(/December 2025/);
    const youtube = guides.find((guide) => guide.tool.id === "youtube-hashtag-generator")?.source ?? "";
    expect(youtube).toMatch(/More than 15/);
    expect(youtube).toMatch(/500 characters/);
    for (const { tool, source } of guides) {
      for (const [tag = ""] of source.matchAll(/#[a-z0-9]+/gi)) {
        expect(tag, tool.id).not.toMatch(/^#(?:follow|like|f4f|l4l)/i);
      }
    }
  });
});
