// The YouTube Hashtag Generator's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "हैशटैग जनरेटर",
  title: "YouTube हैशटैग जनरेटर",
  description: "आपके वीडियो टॉपिक के लिए 10 तक काम के हैशटैग, एक टैप में कॉपी।",
  search: {
    title: "YouTube हैशटैग जनरेटर फ़्री – वीडियो और शॉर्ट्स के लिए",
    description:
      "हैशटैग जनरेटर: वीडियो का टॉपिक लिखें और पाएं यूट्यूब वीडियो और शॉर्ट्स के लिए 10 तक काम के हैशटैग, एक टैप में कॉपी। फ़्री, बिना साइन-इन।",
  },
};
