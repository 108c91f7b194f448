// The two idea generator pages' names, page titles and card lines in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why. The same
// pages as ./en.names.ts, no more and no fewer.
import type { ToolNames } from "~/lib/site/tool-entry";
import type { names as english } from "./en.names";

export const names: Readonly<Record<keyof typeof english, ToolNames>> = {
  instagram: {
    name: "आइडिया जनरेटर",
    title: "Instagram कंटेंट आइडिया जनरेटर",
    description: "समझ नहीं आ रहा क्या पोस्ट करें? अपने निश के लिए एक ठोस कंटेंट आइडिया पाएं।",
    search: {
      title: "इंस्टाग्राम रील आइडिया हिंदी में – फ़्री आइडिया जनरेटर",
      description:
        "आइडिया जनरेटर: निश चुनें और पाएं Instagram रील या पोस्ट के लिए एक ठोस आइडिया, हिंदी में। क्या पोस्ट करें, समझ न आए तो बस एक टैप। फ़्री, बिना साइन-इन।",
    },
  },
  youtube: {
    name: "आइडिया जनरेटर",
    title: "YouTube वीडियो आइडिया जनरेटर",
    description: "टेक, गेमिंग, व्लॉग या एजुकेशन चैनल के लिए एक ठोस वीडियो आइडिया।",
    search: {
      title: "YouTube वीडियो आइडिया हिंदी में – फ़्री आइडिया जनरेटर",
      description:
        "आइडिया जनरेटर: निश चुनें और पाएं यूट्यूब वीडियो के लिए एक ठोस आइडिया – टेक, गेमिंग, व्लॉग या एजुकेशन चैनल के लिए, हिंदी में। फ़्री, बिना साइन-इन।",
    },
  },
};
