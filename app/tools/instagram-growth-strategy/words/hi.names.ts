// The Instagram Growth Strategy Generator's name, page title and card line in Hindi, for ../tool.ts
// and the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "ग्रोथ स्ट्रैटेजी जनरेटर",
  title: "Instagram ग्रोथ स्ट्रैटेजी जनरेटर",
  description: "आपके निश और फ़ॉर्मैट के लिए काम का प्लान: रील्स, पोस्ट या स्टोरी।",
  search: {
    title: "Instagram फ़ॉलोअर्स कैसे बढ़ाएं – फ़्री ग्रोथ प्लान हिंदी में",
    description:
      "ग्रोथ स्ट्रैटेजी जनरेटर: निश और फ़ॉर्मैट (रील्स, पोस्ट या स्टोरी) चुनें और पाएं इंस्टाग्राम पर फ़ॉलोअर्स बढ़ाने का 4 हफ़्ते का प्लान। फ़्री, बिना साइन-इन।",
  },
};
