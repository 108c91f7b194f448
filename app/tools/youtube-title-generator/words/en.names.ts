// The YouTube Title Generator's name, page title and card line in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Title Generator",
  title: "YouTube Title Generator",
  description:
    "Twelve title ideas for your topic and video type, each measured against YouTube's 100 and the search cut.",
};
