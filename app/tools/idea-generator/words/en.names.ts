// The two idea generator pages' names, page titles and card lines in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names = {
  instagram: {
    name: "Idea Generator",
    title: "Instagram Content Idea Generator",
    description: "Stuck on what to post? Get a specific content idea for your niche.",
  },
  youtube: {
    name: "Idea Generator",
    title: "YouTube Video Idea Generator",
    description: "A concrete video idea for tech, gaming, vlog or education channels.",
  },
} satisfies Readonly<Record<string, ToolNames>>;
