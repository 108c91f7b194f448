// The YouTube Channel Name Generator's name, page title and card line in Hindi, for ../tool.ts and
// the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "चैनल नेम जनरेटर",
  title: "YouTube चैनल नेम जनरेटर",
  description: "आपके टॉपिक या कीवर्ड से 15 ऐसे चैनल नाम, जो ब्रांड बन सकें।",
  search: {
    title: "यूट्यूब चैनल का नाम कैसे रखें – फ़्री चैनल नेम जनरेटर",
    description:
      "चैनल नेम जनरेटर: अपना टॉपिक या कीवर्ड लिखें और पाएं YouTube चैनल के लिए 15 ऐसे नाम, जो ब्रांड बन सकें और याद रह जाएं। फ़्री, बिना साइन-इन।",
  },
};
