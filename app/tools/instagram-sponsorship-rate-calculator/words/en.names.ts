// The Instagram Sponsorship Rate Calculator's name, page title and card line in English, for
// ../tool.ts. Apart from the screen's words (./en.ts): every page's header and footer read the
// registry, so a page loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "Sponsorship Rate Calculator",
  title: "Instagram Sponsorship Rate Calculator",
  description: "A starting rupee range for a Reel, carousel, post or Story, with every step of the method editable.",
};
