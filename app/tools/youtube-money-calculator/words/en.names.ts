// The YouTube Money Calculator's name, page title and card line in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Money Calculator",
  title: "YouTube Money Calculator",
  description:
    "Estimate your ad earnings in rupees per day, month and year, with the RPMs it assumes shown and editable.",
};
