// The Instagram Caption Generator's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "कैप्शन जनरेटर",
  title: "Instagram कैप्शन जनरेटर",
  description: "मूड चुनें और पाएं पांच नए कैप्शन, एटीट्यूड से लेकर ट्रैवल तक।",
  search: {
    title: "Instagram कैप्शन हिंदी में – फ़्री कैप्शन जनरेटर",
    description:
      "कैप्शन जनरेटर: मूड चुनें और पाएं इंस्टाग्राम रील और पोस्ट के लिए हिंदी कैप्शन – एटीट्यूड, लव, सैड, शायरी वगैरह। फ़्री, बिना साइन-इन, एक टैप में कॉपी।",
  },
};
