// @vitest-environment node
// Keeps `npm run new-tool` from rotting as the project moves on: a tool is generated for each
// platform in memory and what it would write is held to what the project requires of a tool
// folder, its guide (the rules of app/tools/guide-content.test.ts), its registry line and its types.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import { afterAll, describe, expect, it } from "vitest";
import { htmlToText, wordCount } from "~/content/blog";
import { platforms } from "~/content/platforms";
import { ICON_NAMES } from "~/lib/site/icon-names";
import { basePath, langOf } from "~/lib/lang/lang";
import { seededRng } from "~/lib/text/random";
import type { ToolEntry } from "~/lib/site/tool-entry";
import { toolById, toolByPath, tools } from "~/tools/registry";
import { HINDI_TODO, type ToolFile } from "./files";
import { type NewToolPlan, REGISTRY_PATH, planNewTool } from "./plan";
import { registryEntries } from "./registry-edit";
import { LINE_COUNT, SAMPLE, sampleLines } from "./starter";
import { typecheckInMemory } from "./typecheck";
import { guidePath, guideSections, isSitePath } from "~/test/guide-text";
import { devanagariShare, numbersIn } from "~/test/devanagari-text";

const root = fileURLToPath(new URL("../..", import.meta.url));
const registrySource = readFileSync(join(root, REGISTRY_PATH), "utf8");
const TODAY = new Date(Date.UTC(2026, 10, 25));

function plan(platform: string, slug: string): NewToolPlan {
  const planned = planNewTool({ platform, slug, existing: tools, registrySource, today: TODAY });
  if (!planned.ok) throw new Error(planned.error);
  return planned.value;
}

const CASES = [plan("instagram", "scaffold-check-lines"), plan("youtube", "scaffold-check-lines")];

function fileOf(planned: NewToolPlan, suffix: string): ToolFile {
  const file = planned.files.find((candidate) => candidate.path.endsWith(suffix));
  if (!file) throw new Error(`no ${suffix}`);
  return file;
}

// The generated folder written outside the project, so its modules can be imported and run.
const scratch = mkdtempSync(join(tmpdir(), "new-tool-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function written(planned: NewToolPlan): string {
  const dir = join(scratch, planned.names.id);
  if (!existsSync(dir)) {
    for (const file of planned.files) {
      const path = join(dir, relative(`app/tools/${planned.names.id}`, file.path));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.text);
    }
  }
  return dir;
}

async function load<T>(planned: NewToolPlan, name: string): Promise<T> {
  return (await import(join(written(planned), name))) as T;
}

// The guide rules, as app/tools/guide-content.test.ts states them for every registered tool.
const sentences = (source: string) =>
  htmlToText(marked.parse(source, { async: false }))
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.split(" ").length >= 8);
// A tool scaffolded but not yet written (its Hindi names still the marked English draft) has the
// scaffold's own guide: it is this guide again, not a guide already on the site.
const isDraft = (tool: ToolEntry) => {
  const names = join(root, "app/tools", tool.folder, "words/hi.names.ts");
  return existsSync(names) && readFileSync(names, "utf8").includes(HINDI_TODO);
};
const existingSentences = new Set(
  tools
    .filter((tool) => !isDraft(tool))
    .flatMap((tool) => sentences(readFileSync(join(root, "app/tools", guidePath(tool, "en")), "utf8"))),
);

for (const planned of CASES) {
  const { names } = planned;

  describe(`new-tool ${names.platform} ${names.slug}`, () => {
    it("writes the folder the README describes, and nothing outside it", () => {
      const folder = `app/tools/${names.id}`;
      expect(existsSync(join(root, folder))).toBe(false);
      expect(planned.files.map((file) => file.path).sort()).toEqual(
        [
          "tool.ts",
          `${names.id}.tsx`,
          `${names.id}.logic.ts`,
          "banks/en/lines.data.ts",
          "words/shape.ts",
          "words/en.ts",
          "words/hi.ts",
          "words/index.ts",
          "words/en.names.ts",
          "words/hi.names.ts",
          "guide/en.md",
          "guide/hi.md",
          `${names.id}.logic.test.ts`,
          `${names.id}.e2e.ts`,
        ]
          .map((name) => `${folder}/${name}`)
          .sort(),
      );
    });

    it("describes a tool the registry can list: its id, address, folder, icon and related tools", async () => {
      const { default: entry } = await load<{ default: ToolEntry }>(planned, "tool.ts");
      expect(entry).toMatchObject({
        id: names.id,
        path: names.path,
        platform: names.platform,
        folder: names.id,
        kind: "generator",
        footer: false,
      });
      expect(toolById(entry.id)).toBeUndefined();
      expect(toolByPath(entry.path)).toBeUndefined();
      expect(entry.path).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(entry.path.startsWith(`${platforms[entry.platform].path}/`)).toBe(true);
      expect(ICON_NAMES).toContain(entry.icon);
      expect(entry.related).toHaveLength(2);
      for (const id of entry.related) expect(toolById(id)?.platform).toBe(entry.platform);
    });

    it("fills the Hindi words with the English ones, marked for the author to write before the tool ships", async () => {
      const { default: entry } = await load<{ default: ToolEntry }>(planned, "tool.ts");
      expect(entry.hi).toEqual({ name: entry.name, title: entry.title, description: entry.description });
      expect(fileOf(planned, "/words/hi.names.ts").text).toContain(`\n${HINDI_TODO}\n`);
      expect(fileOf(planned, "/words/en.names.ts").text).not.toContain(HINDI_TODO);
      expect(fileOf(planned, "/words/hi.ts").text).toContain(`\n${HINDI_TODO}\n`);
      expect(fileOf(planned, "/words/en.ts").text).not.toContain(HINDI_TODO);
    });

    it("lists it last in the registry, keeping every other entry, import and character", () => {
      const before = registryEntries(registrySource);
      expect(registryEntries(planned.registry)).toEqual([...before, names.identifier]);
      const importLine = `import ${names.identifier} from "./${names.id}/tool";\n`;
      expect(planned.registry.replace(importLine, "").replace(`  ${names.identifier},\n`, "")).toBe(registrySource);
      const imports = planned.registry.split("\n").filter((line) => line.startsWith("import "));
      expect(imports.at(-1)).toBe(importLine.trimEnd());
    });

    it("generates the lines its own seeded test expects", async () => {
      const logic = await load<{ generate: (topic: string, rng: () => number) => string[] }>(
        planned,
        `${names.id}.logic.ts`,
      );
      const lines = logic.generate(SAMPLE.topic, seededRng(SAMPLE.seed));
      expect(lines).toEqual(sampleLines(names.platform));
      expect(lines).toHaveLength(LINE_COUNT);
      const test = fileOf(planned, ".logic.test.ts").text;
      for (const line of lines) expect(test).toContain(JSON.stringify(line));
    });

    describe("guide", () => {
      const source = fileOf(planned, "/guide/en.md").text;
      const html = marked.parse(source, { async: false });
      const text = htmlToText(html);

      it("has the shape every guide has: 2–4 sections, then 3–5 answered questions", () => {
        expect(source.startsWith("## ")).toBe(true);
        expect(source).not.toMatch(/^# /m);
        const all = guideSections(source);
        expect(all.at(-1)?.heading).toBe("Questions and answers");
        expect(all.length - 1).toBeGreaterThanOrEqual(2);
        expect(all.length - 1).toBeLessThanOrEqual(4);
        const questions = (all.at(-1)?.body ?? "").split(/^### /m).slice(1);
        expect(questions.length).toBeGreaterThanOrEqual(3);
        expect(questions.length).toBeLessThanOrEqual(5);
        for (const question of questions) {
          const [heading = "", ...answer] = question.split("\n");
          expect(heading.trim()).toMatch(/\?$/);
          expect(answer.join(" ").trim().length).toBeGreaterThan(40);
        }
      });

      it("is 250–500 words, links only to other pages of the site, and is dated without a stale year", () => {
        expect(wordCount(html)).toBeGreaterThanOrEqual(250);
        expect(wordCount(html)).toBeLessThanOrEqual(500);
        const links = [...html.matchAll(/href="([^"]*)"/g)].map(([, href = ""]) => href);
        expect(links.length).toBeGreaterThan(0);
        for (const href of links) expect(isSitePath(href), href).toBe(true);
        expect(links).not.toContain(names.path);
        expect(text).toContain("25 November 2026");
        for (const { heading } of guideSections(source)) expect(heading).not.toMatch(/\b20\d\d\b/);
        expect(text).not.toMatch(/\b(?:in|for|of) 20\d\d\b/);
        expect(text).not.toMatch(/cap\s*cut/i);
      });

      it("shares no sentence with a guide already on the site", () => {
        for (const sentence of sentences(source)) expect(existingSentences.has(sentence), sentence).toBe(false);
      });
    });

    // The Hindi rules of app/tools/guide-content.test.ts, which the written file must pass at once.
    describe("Hindi guide", () => {
      const english = fileOf(planned, "/guide/en.md").text;
      const source = fileOf(planned, "/guide/hi.md").text;
      const html = marked.parse(source, { async: false });
      const text = htmlToText(html);

      it("keeps the English guide's sections, questions and every figure, and ends with सवाल-जवाब", () => {
        expect(source.startsWith("## ")).toBe(true);
        expect(source).not.toMatch(/^# /m);
        const all = guideSections(source);
        expect(all.at(-1)?.heading).toBe("सवाल-जवाब");
        expect(all.length).toBe(guideSections(english).length);
        expect(source.match(/^### /gm)?.length).toBe(english.match(/^### /gm)?.length);
        for (const question of (all.at(-1)?.body ?? "").split(/^### /m).slice(1)) {
          const [heading = "", ...answer] = question.split("\n");
          expect(heading.trim()).toMatch(/\?$/);
          expect(answer.join(" ").trim().length).toBeGreaterThan(40);
        }
        const figures = numbersIn(text);
        for (const figure of numbersIn(htmlToText(marked.parse(english, { async: false })))) {
          expect(figures.has(figure), figure).toBe(true);
        }
        expect(text).toContain("25 नवंबर 2026");
      });

      it("is mostly Devanagari, 300–700 words, and links only to the site's Hindi pages", () => {
        expect(devanagariShare(text)).toBeGreaterThan(0.85);
        expect(wordCount(html)).toBeGreaterThanOrEqual(300);
        expect(wordCount(html)).toBeLessThanOrEqual(700);
        const links = [...html.matchAll(/href="([^"]*)"/g)].map(([, href = ""]) => href);
        expect(links.length).toBeGreaterThan(0);
        for (const href of links) {
          expect(langOf(href), href).toBe("hi");
          expect(isSitePath(basePath(href)), href).toBe(true);
        }
      });
    });
  });
}

describe("new-tool refuses", () => {
  it("a tool that is already listed, a bad platform and a bad name, with a message", () => {
    const refusal = (platform: string, slug: string) => {
      const planned = planNewTool({ platform, slug, existing: tools, registrySource, today: TODAY });
      return planned.ok ? null : planned.error;
    };
    expect(refusal("instagram", "hashtag-generator")).toMatch(/already listed/);
    expect(refusal("youtube", "channel-name-generator")).toMatch(/already listed/);
    expect(refusal("tiktok", "reply-ideas")).toMatch(/Unknown platform/);
    expect(refusal("instagram", "Reply_Ideas")).toMatch(/not a kebab-case name/);
  });
});

describe("the generated files", () => {
  it("type-check against the project's tsconfig, registry included", { timeout: 60_000 }, () => {
    const [first] = CASES;
    if (!first) throw new Error("no case");
    const folder = `app/tools/${first.names.id}`;
    // A probe that misuses the generated logic: its one error shows the check sees the new files.
    const probe = {
      path: `${folder}/probe.ts`,
      text: `import { generate } from "./${first.names.id}.logic";\nexport const wrong: number = generate("x", Math.random);\n`,
    };
    const files = [...first.files, { path: REGISTRY_PATH, text: first.registry }, probe];
    expect(typecheckInMemory(root, files)).toEqual([
      `${folder}/probe.ts:2:14 Type 'string[]' is not assignable to type 'number'.`,
    ]);
  });
});
