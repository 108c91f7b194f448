// Everything `npm run new-tool` would write, worked out without touching the disk: the folder's
// files and the registry's new text, or the reason it refuses.
import { type ToolFile, toolFiles } from "./files";
import {
  type Checked,
  type ExistingTool,
  PLATFORM_WORDS,
  type ToolNames,
  clashWith,
  relatedTools,
  toolNames,
} from "./names";
import { addToRegistry } from "./registry-edit";

export interface NewToolRequest {
  platform: string;
  slug: string;
  /** The tools the registry lists now. */
  existing: readonly ExistingTool[];
  /** app/tools/registry.ts as it is now. */
  registrySource: string;
  today: Date;
}

export interface NewToolPlan {
  names: ToolNames;
  files: ToolFile[];
  /** app/tools/registry.ts with the tool added. */
  registry: string;
}

export const REGISTRY_PATH = "app/tools/registry.ts";

export function planNewTool(request: NewToolRequest): Checked<NewToolPlan> {
  const named = toolNames(request.platform, request.slug);
  if (!named.ok) return named;
  const names = named.value;
  const clash = clashWith(names, request.existing);
  if (clash) return { ok: false, error: clash };
  const related = relatedTools(names.platform, request.existing);
  if (related.length < 2)
    return { ok: false, error: `The registry lists fewer than two ${names.platform} generators.` };
  const registry = addToRegistry(request.registrySource, {
    identifier: names.identifier,
    specifier: `./${names.id}/tool`,
  });
  if (!registry.ok) return registry;
  return {
    ok: true,
    value: { names, files: toolFiles({ names, related, today: request.today }), registry: registry.value },
  };
}

/** What the developer does next, printed after the files are written. */
export function nextSteps(names: ToolNames): string[] {
  const folder = `app/tools/${names.id}`;
  const base = `${folder}/${names.id}`;
  return [
    `Open ${names.path} with \`npm run dev\`: the tool works with the starter lines.`,
    `1. ${folder}/banks/en/lines.data.ts: replace the starter lines with lines written for this tool.`,
    `2. ${base}.logic.ts: change how lines are chosen if the tool needs more than a topic.`,
    `3. ${base}.logic.test.ts: write the seeded test's expected lines again from the new data.`,
    `4. ${folder}/guide/en.md: rewrite it for this tool, with ${PLATFORM_WORDS[names.platform].label}'s rules and the date each was checked.`,
    `5. ${folder}/guide/hi.md: a draft re-said from the starter guide; have a Hindi writer re-say the rewritten one.`,
    `6. ${folder}/words/en.ts: the screen's words; ${folder}/words/hi.ts is the English copied as a draft: replace it with the Hindi.`,
    `7. ${folder}/words/en.names.ts: the name, title and description; ${folder}/words/hi.names.ts is the English copied as a draft: replace it with the Hindi.`,
    `   ${folder}/tool.ts: the icon and related tools.`,
    `8. ${base}.e2e.ts: add a test for every message and result the tool gains.`,
    `Then: npx vitest run app/tools/${names.id} app/tools/guide-content.test.ts app/tools/registry.test.ts`,
    `      npm run build && npx playwright test app/tools/${names.id}`,
  ];
}
