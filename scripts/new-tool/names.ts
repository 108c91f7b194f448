// What a new tool is called everywhere, from the two words the developer types: its id, address,
// folder, the names people read and the names code uses. Nothing here touches the disk.
import type { Platform, ToolEntry, ToolKind } from "~/lib/site/tool-entry";

export const PLATFORMS: readonly Platform[] = ["instagram", "youtube"];

/** How each platform is written in prose, where its own rules are published, and what a creator makes there. */
export const PLATFORM_WORDS: Readonly<Record<Platform, { label: string; help: string; work: string; share: string }>> =
  {
    instagram: { label: "Instagram", help: "the Instagram Help Centre", work: "post", share: "post" },
    youtube: { label: "YouTube", help: "YouTube Help", work: "video", share: "publish" },
  };

/** Longest name accepted: the address and the page title stay readable. */
export const MAX_NAME_LENGTH = 40;

// Words that say what kind of tool it is rather than what it makes ("comment generator"): a results
// heading or a button built from them ("Your comment generator") would not read, so those use "lines".
const TOOL_WORDS = new Set(["generator", "maker", "creator", "finder", "writer", "builder", "tool"]);

export interface ToolNames {
  platform: Platform;
  /** The kebab-case name typed: "reply-ideas". */
  slug: string;
  /** "instagram-reply-ideas": the id, the folder and the start of every file name. */
  id: string;
  path: `/${string}`;
  /** "Reply Ideas", for grids and cards. */
  name: string;
  /** "Instagram Reply Ideas", the page heading. */
  title: string;
  /** "instagramReplyIdeas", the registry's import. */
  identifier: string;
  /** "InstagramReplyIdeas", the screen's component. */
  component: string;
  /** The results heading: "Your reply ideas". */
  resultsTitle: string;
  /** The submit button: "Generate Reply Ideas". */
  submitLabel: string;
}

/** What the scaffold needs to know about a tool already in the registry. */
export type ExistingTool = Pick<ToolEntry, "id" | "path" | "platform" | "kind" | "name" | "folder">;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/** Lower-case letters and digits in words joined by single hyphens, starting with a letter. */
function isKebabCase(value: string): boolean {
  return /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(value);
}

/** The names of a tool on `platform` called `slug`, or why they cannot be made. */
export function toolNames(platform: string, slug: string): Checked<ToolNames> {
  if (!isPlatform(platform)) {
    return { ok: false, error: `Unknown platform "${platform}": use ${PLATFORMS.join(" or ")}.` };
  }
  if (!isKebabCase(slug)) {
    return {
      ok: false,
      error: `"${slug}" is not a kebab-case name: use lower-case words joined by hyphens, like reply-ideas.`,
    };
  }
  if (slug.length > MAX_NAME_LENGTH) {
    return { ok: false, error: `"${slug}" is longer than ${MAX_NAME_LENGTH} characters.` };
  }
  const words = slug.split("-");
  if (isPlatform(words[0] ?? "")) {
    return {
      ok: false,
      error: `"${slug}" starts with a platform; the id adds it already. Use "${words.slice(1).join("-") || "a name"}".`,
    };
  }
  const label = PLATFORM_WORDS[platform].label;
  const name = words.map(capitalise).join(" ");
  const isToolWord = TOOL_WORDS.has(words.at(-1) ?? "");
  return {
    ok: true,
    value: {
      platform,
      slug,
      id: `${platform}-${slug}`,
      path: `/${platform}/${slug}`,
      name,
      title: `${label} ${name}`,
      identifier: platform + words.map(capitalise).join(""),
      component: capitalise(platform) + words.map(capitalise).join(""),
      resultsTitle: isToolWord ? "Your lines" : `Your ${words.join(" ")}`,
      submitLabel: isToolWord ? "Generate Lines" : `Generate ${name}`,
    },
  };
}

/** Why the new tool would clash with one already listed, or null when it would not. */
export function clashWith(names: ToolNames, existing: readonly ExistingTool[]): string | null {
  for (const tool of existing) {
    if (tool.id === names.id) return `A tool with the id "${names.id}" is already listed in app/tools/registry.ts.`;
    if (tool.path === names.path) return `The address ${names.path} is already taken by "${tool.id}".`;
    if (tool.folder === names.id) return `The folder app/tools/${names.id} already belongs to "${tool.id}".`;
  }
  return null;
}

/** The tools suggested below the new one: the platform's first two generators, in grid order. */
export function relatedTools(platform: Platform, existing: readonly ExistingTool[]): ExistingTool[] {
  const kind: ToolKind = "generator";
  return existing.filter((tool) => tool.platform === platform && tool.kind === kind).slice(0, 2);
}
