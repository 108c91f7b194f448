// The Instagram Engagement Rate Calculator's name, page title and card line in Hindi, for
// ../tool.ts and the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says
// why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "एंगेजमेंट रेट कैलकुलेटर",
  title: "Instagram एंगेजमेंट रेट कैलकुलेटर",
  description: "हाल की पोस्ट से आपका एंगेजमेंट रेट, पूरे हिसाब के साथ, और यह भी कि आपके साइज़ के अकाउंट्स के मुकाबले यह कहां है।",
  search: {
    title: "Instagram एंगेजमेंट रेट कैसे निकालें – फ़्री कैलकुलेटर",
    description:
      "एंगेजमेंट रेट कैलकुलेटर: हाल की पोस्ट के लाइक, कमेंट और फ़ॉलोअर्स डालें और इंस्टाग्राम एंगेजमेंट रेट पूरे हिसाब के साथ पाएं। फ़्री, बिना साइन-इन।",
  },
};
