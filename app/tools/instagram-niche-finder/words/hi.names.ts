// The Instagram Niche Finder's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "निश फ़ाइंडर",
  title: "Instagram निश फ़ाइंडर",
  description: "जो आपको पसंद है वो चुनें और एक साफ़ निश पाएं, जिसके इर्द-गिर्द अपना पेज बना सकें।",
};
