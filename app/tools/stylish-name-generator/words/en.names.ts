// The Stylish Name & Font Generator's name, page title and card line in English, for ../tool.ts.
// Apart from the screen's words (./en.ts): every page's header and footer read the registry, so a
// page loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Stylish Name Generator",
  title: "Stylish Name & Font Generator",
  description: "Type once and copy your name in 43 fancy Unicode styles: cursive, bold, bubbles, frames and more.",
};
