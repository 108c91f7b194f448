// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { basePath, langOf } from "~/lib/lang/lang";
import { devanagariShare, numbersIn } from "~/test/hindi-text";
import { guideSections, isSitePath } from "~/test/guide-text";
import { tools } from "./registry";

// Every tool page under /hi carries its guide in Hindi (`<id>.guide.hi.md`), re-said for a Hindi
// reader from the English one: the same shape, every figure of the English, links within /hi.

const toolsDir = fileURLToPath(new URL(".", import.meta.url));
const QUESTIONS = "सवाल-जवाब";

const read = (folder: string, file: string) => readFileSync(`${toolsDir}${folder}/${file}`, "utf8");
const guides = tools.map((tool) => ({
  tool,
  english: read(tool.folder, `${tool.id}.guide.md`),
  source: existsSync(`${toolsDir}${tool.folder}/${tool.id}.guide.hi.md`)
    ? read(tool.folder, `${tool.id}.guide.hi.md`)
    : "",
}));

/** A link to one of the site's own pages, in Hindi. */
function isHindiSitePath(href: string): boolean {
  return langOf(href) === "hi" && isSitePath(basePath(href.split("#")[0] ?? ""));
}

describe("Hindi tool guides", () => {
  for (const { tool, english, source } of guides) {
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
