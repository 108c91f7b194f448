// The Instagram Growth Strategy Generator's name, page title and card line in English, for
// ../tool.ts. Apart from the screen's words (./en.ts): every page's header and footer read the
// registry, so a page loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Growth Strategy",
  title: "Instagram Growth Strategy Generator",
  description: "A practical plan for your niche and format: Reels, posts or stories.",
};
