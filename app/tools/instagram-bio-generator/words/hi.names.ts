// The Instagram Bio Generator's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "बायो जनरेटर",
  title: "Instagram बायो जनरेटर",
  description: "150 कैरेक्टर में फ़िट होने वाले बायो, आपकी प्रोफ़ाइल के टाइप के हिसाब से लिखे हुए।",
  search: {
    title: "Instagram बायो हिंदी में – फ़्री बायो जनरेटर",
    description:
      "बायो जनरेटर: प्रोफ़ाइल टाइप चुनें और पाएं इंस्टाग्राम के लिए 150 कैरेक्टर में फ़िट हिंदी बायो – स्टूडेंट, क्रिएटर, फ़िटनेस वगैरह। फ़्री, बिना साइन-इन।",
  },
};
