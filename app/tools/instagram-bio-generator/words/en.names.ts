// The Instagram Bio Generator's name, page title and card line in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Bio Generator",
  title: "Instagram Bio Generator",
  description: "Bios that fit in 150 characters, written for your kind of profile.",
};
