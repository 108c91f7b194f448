// The Instagram Grid Preview's name, page title and card line in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Grid Preview",
  title: "Instagram Grid Preview",
  description:
    "Preview your next posts on a profile like Instagram's, in its 3:4 grid: reorder them, see what the feed and grid crop, and split a photo into tiles.",
};
