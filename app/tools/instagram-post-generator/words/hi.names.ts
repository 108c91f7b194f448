// The Instagram Post Generator's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "पोस्ट जनरेटर",
  title: "Instagram पोस्ट जनरेटर",
  description: "सिर्फ़ एक टॉपिक से इमोजी और हैशटैग के साथ पूरा पोस्ट कैप्शन।",
  search: {
    title: "इंस्टाग्राम पोस्ट कैप्शन हिंदी में – फ़्री पोस्ट जनरेटर",
    description:
      "पोस्ट जनरेटर: टॉपिक लिखें और पाएं Instagram के लिए इमोजी और हैशटैग वाला पूरा पोस्ट कैप्शन, हिंदी या Hinglish में, कॉपी करने को तैयार। फ़्री, बिना साइन-इन।",
  },
};
