// The Instagram Niche Finder's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "निश फ़ाइंडर",
  title: "Instagram निश फ़ाइंडर",
  description: "जो आपको पसंद है वो चुनें और एक साफ़ निश पाएं, जिसके इर्द-गिर्द अपना पेज बना सकें।",
  search: {
    title: "Instagram निश कैसे चुनें – फ़्री निश फ़ाइंडर हिंदी में",
    description:
      "निश फ़ाइंडर: फ़ैशन, ट्रैवल, फ़ूड या टेक जैसी अपनी पसंद चुनें और इंस्टाग्राम पेज के लिए एक साफ़ निश पाएं, जिस पर रील्स बनाते रहें। फ़्री, बिना साइन-इन।",
  },
};
