// The Instagram Sponsorship Rate Calculator's name, page title and card line in Hindi, for
// ../tool.ts and the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says
// why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "स्पॉन्सरशिप रेट कैलकुलेटर",
  title: "Instagram स्पॉन्सरशिप रेट कैलकुलेटर",
  description: "रील, कैरोसेल, पोस्ट या स्टोरी के लिए रुपयों में शुरुआती रेंज, और तरीके का हर स्टेप आप खुद बदल सकते हैं।",
  search: {
    title: "इंस्टाग्राम पर ब्रांड डील का रेट – फ़्री स्पॉन्सरशिप कैलकुलेटर",
    description:
      "स्पॉन्सरशिप रेट कैलकुलेटर: फ़ॉलोअर्स डालें और Instagram रील, कैरोसेल, पोस्ट या स्टोरी की ब्रांड डील का शुरुआती रेट रुपयों में पाएं। फ़्री, बिना साइन-इन।",
  },
};
