// The Instagram Username Generator's name, page title and card line in Hindi, for ../tool.ts and
// the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "यूज़रनेम जनरेटर",
  title: "Instagram यूज़रनेम जनरेटर",
  description: "आपके नाम या कीवर्ड से बने 20 वैलिड और कैची हैंडल आइडिया।",
};
