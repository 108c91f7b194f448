// The Stylish Name & Font Generator's name, page title and card line in Hindi, for ../tool.ts and
// the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "स्टाइलिश नेम जनरेटर",
  title: "स्टाइलिश नेम और फ़ॉन्ट जनरेटर",
  description: "एक बार टाइप करें और अपना नाम 43 फ़ैंसी Unicode स्टाइल में कॉपी करें: कर्सिव, बोल्ड, बबल, फ़्रेम और भी बहुत कुछ।",
  search: {
    title: "स्टाइलिश नेम और फ़ॉन्ट जनरेटर – इंस्टाग्राम के लिए फ़्री",
    description:
      "स्टाइलिश नेम जनरेटर: अपना नाम एक बार टाइप करें और 43 फ़ैंसी स्टाइल में कॉपी करें – Instagram बायो, यूज़रनेम और गेमिंग नाम के लिए। फ़्री, बिना साइन-इन।",
  },
};
