// The YouTube Channel Bio Generator's name, page title and card line in English, for ../tool.ts.
// Apart from the screen's words (./en.ts): every page's header and footer read the registry, so a
// page loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Channel Bio Generator",
  title: "YouTube Channel Bio Generator",
  description: "Ready-made About-section bios for tech, vlog, gaming and education channels.",
};
