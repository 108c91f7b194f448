// The YouTube Thumbnail Preview's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "थंबनेल प्रीव्यू",
  title: "YouTube थंबनेल प्रीव्यू",
  description: "अपना थंबनेल और टाइटल वैसे देखें जैसे YouTube उन्हें दिखाता है: फ़ोन और डेस्कटॉप पर, डार्क और लाइट में।",
  search: {
    title: "यूट्यूब थंबनेल प्रीव्यू – फ़्री, अपलोड से पहले चेक करें",
    description:
      "थंबनेल प्रीव्यू: थंबनेल और टाइटल वैसे देखें जैसे YouTube उन्हें फ़ोन और डेस्कटॉप पर, डार्क और लाइट में दिखाता है; कुछ अपलोड नहीं होता। फ़्री, बिना साइन-इन।",
  },
};
