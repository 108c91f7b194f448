// The layer rules of eslint.config.js, run on made-up files: each import below is one a contributor
// might write, and the rules must refuse or allow it. The files need not exist; what they import
// must, since the rules resolve each import to the file it names.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { layerRules } from "../../eslint.config.js";

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } }, layerRules],
});

/** The rule's messages for a file at `path` holding one import of `from`. */
async function problems(path: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${from}";\nexport const y = x;\n`, { filePath: path });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
}

describe("the layers", () => {
  it.each([
    ["a tool imports its own folder", "app/tools/idea-generator/probe.ts", "./niches"],
    ["a tool imports the registry", "app/tools/idea-generator/probe.ts", "~/tools/registry"],
    ["a tool imports lib", "app/tools/idea-generator/probe.ts", "~/lib/text/random"],
    ["the registry imports a tool's entry", "app/tools/probe.ts", "./reel-maker/tool"],
    ["a route imports a tool", "app/routes/probe.tsx", "~/tools/reel-maker/tool"],
    ["lib imports content", "app/lib/site/probe.ts", "~/content/words"],
    ["content imports config", "app/content/probe.ts", "~/config/site"],
    ["the topic map imports a lower room of lib", "app/lib/topic-map/probe.ts", "~/lib/text/text"],
    ["the reader imports the topic map", "app/lib/topic/probe.ts", "~/lib/topic-map/topics-for"],
    ["the hashtag makers import the reader", "app/lib/hashtags/probe.ts", "~/lib/topic"],
    ["the hashtag makers import the topic map", "app/lib/hashtags/probe.ts", "~/lib/topic-map/topic"],
    ["a tool imports the hashtag makers", "app/tools/idea-generator/probe.ts", "~/lib/hashtags/hashtags"],
  ])("allows it when %s", async (_, path, from) => {
    expect(await problems(path, from)).toEqual([]);
  });

  it.each([
    ["a tool imports a sibling tool", "app/tools/idea-generator/probe.ts", "../instagram-bio-generator/profile-types"],
    ["a tool imports a sibling by alias", "app/tools/idea-generator/probe.ts", "~/tools/reel-maker/time.logic"],
    ["lib imports a component", "app/lib/probe.ts", "~/components/button"],
    ["lib imports a tool", "app/lib/probe.ts", "~/tools/registry"],
    ["a component imports a tool", "app/components/probe.tsx", "~/tools/registry"],
    ["config imports lib", "app/config/probe.ts", "~/lib/lang/lang"],
    ["content imports lib", "app/content/probe.ts", "~/lib/lang/lang"],
    ["content imports the topic map", "app/content/probe.ts", "~/lib/topic-map/topic"],
    ["the topic map imports the reader", "app/lib/topic-map/probe.ts", "~/lib/topic"],
    ["the topic map imports the hashtag makers", "app/lib/topic-map/probe.ts", "~/lib/hashtags/tags"],
    ["the reader imports the hashtag makers", "app/lib/topic/probe.ts", "~/lib/hashtags/tags"],
  ])("refuses it when %s", async (_, path, from) => {
    const found = await problems(path, from);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^boundaries\/dependencies: /);
  });
});
