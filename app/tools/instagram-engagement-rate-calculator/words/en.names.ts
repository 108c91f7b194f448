// The Instagram Engagement Rate Calculator's name, page title and card line in English, for
// ../tool.ts. Apart from the screen's words (./en.ts): every page's header and footer read the
// registry, so a page loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Engagement Rate Calculator",
  title: "Instagram Engagement Rate Calculator",
  description:
    "Your engagement rate from recent posts, with the working shown and how it compares with accounts your size.",
};
