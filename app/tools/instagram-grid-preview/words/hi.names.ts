// The Instagram Grid Preview's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "ग्रिड प्रीव्यू",
  title: "Instagram ग्रिड प्रीव्यू",
  description:
    "अपनी अगली पोस्ट Instagram जैसी प्रोफ़ाइल के 3:4 ग्रिड में पहले से देखें: क्रम बदलें, देखें कि फ़ीड और ग्रिड क्या क्रॉप करते हैं, और एक फ़ोटो को टाइल्स में बांटें।",
  search: {
    title: "Instagram ग्रिड प्रीव्यू फ़्री – पोस्ट से पहले फ़ीड देखें",
    description:
      "ग्रिड प्रीव्यू: अगली पोस्ट इंस्टाग्राम प्रोफ़ाइल के 3:4 ग्रिड में पहले देखें, क्रम बदलें और फ़ोटो को टाइल्स में बांटें, फ़ोन पर ही। फ़्री, बिना साइन-इन।",
  },
};
