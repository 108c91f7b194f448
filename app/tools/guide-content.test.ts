// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { type Lang, basePath, langOf } from "~/lib/lang/lang";
import { devanagariShare, numbersIn } from "~/test/devanagari-text";
import { guidePath, guideSections, isSitePath } from "~/test/guide-text";
import type { ToolEntry } from "~/lib/site/tool-entry";
import { tools } from "./registry";

// Every built tool page carries a guide written for it, in each language (`guide/en.md`,
// `guide/hi.md`): how to use the result, the platform's rules with their source, then questions and
// answers. These checks keep the guides honest; the Hindi one is re-said for a Hindi reader from the
// English one: the same shape, every figure of the English, links within /hi.

const toolsDir = fileURLToPath(new URL(".", import.meta.url));
const QUESTIONS = "सवाल-जवाब";

const fileOf = (tool: ToolEntry, lang: Lang) => `${toolsDir}${guidePath(tool, lang)}`;
/** A tool's guide in a language, or "" while it has none. */
const guideOf = (tool: ToolEntry, lang: Lang) =>
  existsSync(fileOf(tool, lang)) ? readFileSync(fileOf(tool, lang), "utf8") : "";

// Every registered tool page carries one.
const guides = tools.map((tool) => ({ tool, source: guideOf(tool, "en") }));

function sentences(source: string): string[] {
  return htmlToText(marked.parse(source, { async: false }))
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.split(" ").length >= 8);
}

describe("tool guides", () => {
  it("exist for every registered tool page", () => {
    for (const { tool } of guides) {
      expect(existsSync(fileOf(tool, "en")), tool.id).toBe(true);
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

const hindiGuides = tools.map((tool) => ({ tool, english: guideOf(tool, "en"), source: guideOf(tool, "hi") }));

/** A link to one of the site's own pages, in Hindi. */
function isHindiSitePath(href: string): boolean {
  return langOf(href) === "hi" && isSitePath(basePath(href.split("#")[0] ?? ""));
}

describe("Hindi tool guides", () => {
  for (const { tool, english, source } of hindiGuides) {
    describe(tool.id, () => {
      const html = marked.parse(source, { async: false });
      const text = htmlToText(html);

      it("exists, starts at ##, and ends with सवाल-जवाब holding 3–5 answered questions", () => {
        expect(source.startsWith("## "), "the guide is missing or does not start at ##").toBe(true);
        expect(source).not.toMatch(/^# /m);
        const all = guideSections(source);
        expect(all.at(-1)?.heading).toBe(QUESTIONS);
        expect(all.length - 1).toBeGreaterThanOrEqual(2);
        expect(all.length - 1).toBeLessThanOrEqual(4);
        const questions = (all.at(-1)?.body ?? "").split(/^### /m).slice(1);
        expect(questions.length).toBeGreaterThanOrEqual(3);
        expect(questions.length).toBeLessThanOrEqual(5);
        for (const question of questions) {
          const [heading = "", ...answer] = question.split("\n");
          expect(heading.trim()).toMatch(/\?$/);
          expect(answer.join(" ").trim().length, heading).toBeGreaterThan(40);
        }
      });

      it("keeps the English guide's sections, questions and every figure", () => {
        expect(guideSections(source).length).toBe(guideSections(english).length);
        const englishQuestions = english.match(/^### /gm)?.length ?? 0;
        expect(source.match(/^### /gm)?.length ?? 0).toBe(englishQuestions);
        const hindiNumbers = numbersIn(text);
        for (const number of numbersIn(htmlToText(marked.parse(english, { async: false })))) {
          expect(hindiNumbers.has(number), `${number} is in the English guide`).toBe(true);
        }
      });

      it("is mostly Devanagari, and about as long as the English", () => {
        expect(devanagariShare(text)).toBeGreaterThan(0.85);
        const words = wordCount(html);
        expect(words).toBeGreaterThanOrEqual(300);
        expect(words).toBeLessThanOrEqual(700);
      });

      it("links only to the site's own Hindi pages", () => {
        const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map(([, href = ""]) => href);
        for (const href of hrefs) expect(isHindiSitePath(href), href).toBe(true);
        expect(text, "an editor blocked in India is suggested").not.toMatch(/cap\s*cut/i);
      });
    });
  }
});
