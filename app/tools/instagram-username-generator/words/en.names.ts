// The Instagram Username Generator's name, page title and card line in English, for ../tool.ts.
// Apart from the screen's words (./en.ts): every page's header and footer read the registry, so a
// page loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Username Generator",
  title: "Instagram Username Generator",
  description: "Twenty valid, catchy handle ideas built from your name or keyword.",
};
