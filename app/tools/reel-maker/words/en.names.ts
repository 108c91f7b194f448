// The Reel and Shorts makers' names, page titles and card lines in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names = {
  instagram: {
    name: "Reel Maker",
    title: "Instagram Reel Maker",
    description: "Turn any clip into a 9:16 Reel with captions and a cover, made on your phone. Nothing is uploaded.",
  },
  youtube: {
    name: "Shorts Maker",
    title: "YouTube Shorts Maker",
    description: "Shape, trim and caption a clip into a vertical Short, plus a thumbnail, all on your device.",
  },
} satisfies Readonly<Record<string, ToolNames>>;
