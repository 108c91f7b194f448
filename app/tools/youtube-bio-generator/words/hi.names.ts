// The YouTube Channel Bio Generator's name, page title and card line in Hindi, for ../tool.ts and
// the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "चैनल बायो जनरेटर",
  title: "YouTube चैनल बायो जनरेटर",
  description: "टेक, व्लॉग, गेमिंग और एजुकेशन चैनल के About सेक्शन के लिए तैयार बायो।",
  search: {
    title: "यूट्यूब चैनल डिस्क्रिप्शन हिंदी में – फ़्री बायो जनरेटर",
    description:
      "चैनल बायो जनरेटर: निश चुनें और पाएं YouTube चैनल के About सेक्शन के लिए तैयार बायो – टेक, व्लॉग, गेमिंग या एजुकेशन, हिंदी में। फ़्री, बिना साइन-इन।",
  },
};
