// The YouTube Thumbnail Preview's name, page title and card line in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Thumbnail Preview",
  title: "YouTube Thumbnail Preview",
  description: "See your thumbnail and title the way YouTube shows them: phone and desktop, dark and light.",
};
