// The YouTube Hashtag Generator's name, page title and card line in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Hashtag Generator",
  title: "YouTube Hashtag Generator",
  description: "Up to 10 relevant hashtags for your video topic, copied in one tap.",
};
