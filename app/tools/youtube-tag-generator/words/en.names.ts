// The YouTube Tag Generator's name, page title and card line in English, for ../tool.ts. Apart from
// the screen's words (./en.ts): every page's header and footer read the registry, so a page loads
// these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Tag Generator",
  title: "YouTube Tag Generator",
  description: "Tags for your video topic, joined for YouTube's tags field and counted the way YouTube counts its 500.",
};
