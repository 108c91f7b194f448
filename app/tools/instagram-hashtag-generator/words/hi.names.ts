// The Instagram Hashtag Generator's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "हैशटैग जनरेटर",
  title: "Instagram हैशटैग जनरेटर",
  description: "Instagram एक पोस्ट पर पांच हैशटैग लगाने देता है: अपने कीवर्ड के लिए लगाने लायक 5 पाएं, साथ में उसी टॉपिक के 25 और।",
  search: {
    title: "इंस्टाग्राम हैशटैग जनरेटर फ़्री – हिंदी और इंग्लिश हैशटैग",
    description:
      "फ़्री हैशटैग जनरेटर: कीवर्ड लिखें और पाएं रील या पोस्ट पर लगाने लायक 5 Instagram हैशटैग, उसी टॉपिक के 25 और, हिंदी और इंग्लिश में। बिना साइन-इन।",
  },
};
