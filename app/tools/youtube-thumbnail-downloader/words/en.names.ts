// The YouTube Thumbnail Downloader's name, page title and card line in English, for ../tool.ts.
// Apart from the screen's words (./en.ts): every page's header and footer read the registry, so a
// page loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Thumbnail Downloader",
  title: "YouTube Thumbnail Downloader",
  description: "Paste any YouTube link and save its thumbnail in every size YouTube keeps, up to 1280 × 720.",
};
