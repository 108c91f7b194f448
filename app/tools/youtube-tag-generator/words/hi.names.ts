// The YouTube Tag Generator's name, page title and card line in Hindi, for ../tool.ts and the pages
// under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "टैग जनरेटर",
  title: "YouTube टैग जनरेटर",
  description:
    "आपके वीडियो टॉपिक के लिए टैग, YouTube के टैग फ़ील्ड के लिए जोड़कर तैयार, और वैसे ही गिने हुए जैसे YouTube अपनी 500 की लिमिट गिनता है।",
  search: {
    title: "YouTube टैग जनरेटर फ़्री – वीडियो के टैग हिंदी में",
    description:
      "टैग जनरेटर: वीडियो का टॉपिक लिखें और पाएं यूट्यूब के टैग फ़ील्ड के लिए तैयार टैग, 500 कैरेक्टर की लिमिट के अंदर गिने हुए। फ़्री, बिना साइन-इन।",
  },
};
