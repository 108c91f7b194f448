// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addToRegistry, registryEntries } from "./registry-edit";

const REGISTRY = `// The list.
import type { ToolEntry } from "~/lib/site/tool-entry";
import * as downloader from "./downloader/tool";
import alpha from "./alpha/tool"; // a comment that stays
export const tools: readonly ToolEntry[] = [
  downloader.reelsDownloader,
  alpha,
];

export function toolById(id: string): ToolEntry | undefined {
  return tools.find((tool) => tool.id === id);
}
`;

const ADDITION = { identifier: "instagramReplyIdeas", specifier: "./instagram-reply-ideas/tool" };

function added(source: string): string {
  const result = addToRegistry(source, ADDITION);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe("addToRegistry", () => {
  it("imports the tool after the last import and lists it last, leaving every other character alone", () => {
    expect(added(REGISTRY)).toBe(`// The list.
import type { ToolEntry } from "~/lib/site/tool-entry";
import * as downloader from "./downloader/tool";
import alpha from "./alpha/tool"; // a comment that stays
import instagramReplyIdeas from "./instagram-reply-ideas/tool";
export const tools: readonly ToolEntry[] = [
  downloader.reelsDownloader,
  alpha,
  instagramReplyIdeas,
];

export function toolById(id: string): ToolEntry | undefined {
  return tools.find((tool) => tool.id === id);
}
`);
  });

  it("adds the comma an array without a trailing one needs, and fills an empty array", () => {
    const noTrailing = REGISTRY.replace("  alpha,\n", "  alpha\n");
    expect(registryEntries(added(noTrailing))).toEqual(["downloader.reelsDownloader", "alpha", "instagramReplyIdeas"]);
    const oneLine = REGISTRY.replace(/\[\n[^\]]*\]/, "[downloader.reelsDownloader, alpha]");
    expect(registryEntries(added(oneLine))).toEqual(["downloader.reelsDownloader", "alpha", "instagramReplyIdeas"]);
    const commented = REGISTRY.replace("  alpha,\n", "  alpha // the last one\n");
    expect(added(commented)).toContain("  alpha, // the last one\n  instagramReplyIdeas,\n];");
    const commentedWithComma = REGISTRY.replace("  alpha,\n", "  alpha, // the last one\n");
    expect(added(commentedWithComma)).toContain("  alpha, // the last one\n  instagramReplyIdeas,\n];");
    const empty = REGISTRY.replace(/\[\n[^\]]*\]/, "[]");
    expect(registryEntries(added(empty))).toEqual(["instagramReplyIdeas"]);
  });

  it("is not fooled by the words it looks for inside comments and strings", () => {
    const decoy = REGISTRY.replace(
      "// The list.",
      '// export const tools = [fake];\nconst note = "import x from \\"./y\\"; export const tools = [];";',
    );
    expect(registryEntries(added(decoy))).toEqual(["downloader.reelsDownloader", "alpha", "instagramReplyIdeas"]);
    expect(added(decoy)).toContain('// export const tools = [fake];\nconst note = "import x');
  });

  it("refuses a module or a name the registry imports already, and a file without the list", () => {
    const twice = addToRegistry(added(REGISTRY), ADDITION);
    expect(twice).toEqual({ ok: false, error: 'The registry already imports "./instagram-reply-ideas/tool".' });
    const sameName = addToRegistry(REGISTRY, { identifier: "alpha", specifier: "./other/tool" });
    expect(sameName).toEqual({ ok: false, error: "The registry already has an import named alpha." });
    const noList = addToRegistry('import a from "./a";\nexport const others = [a];\n', ADDITION);
    expect(noList).toEqual({ ok: false, error: "The registry has no `tools` array." });
    expect(addToRegistry("export const tools = [];\n", ADDITION).ok).toBe(false);
  });
});
