// The YouTube Title Generator's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "टाइटल जनरेटर",
  title: "YouTube टाइटल जनरेटर",
  description: "आपके टॉपिक और वीडियो टाइप के लिए 12 टाइटल आइडिया, हर एक YouTube की 100 की लिमिट और सर्च वाले कट से नापा हुआ।",
  search: {
    title: "यूट्यूब टाइटल हिंदी में – फ़्री वीडियो टाइटल जनरेटर",
    description:
      "टाइटल जनरेटर: टॉपिक और वीडियो टाइप चुनें और पाएं YouTube के लिए 12 टाइटल आइडिया, 100 कैरेक्टर की लिमिट और सर्च वाले कट से नापे हुए। फ़्री, बिना साइन-इन।",
  },
};
