// The Instagram Post Generator's name, page title and card line in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Post Generator",
  title: "Instagram Post Generator",
  description: "A complete post caption with emoji and hashtags from a single topic.",
};
