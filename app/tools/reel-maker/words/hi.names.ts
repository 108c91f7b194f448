// The Reel and Shorts makers' names, page titles and card lines in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why. The same
// pages as ./en.names.ts, no more and no fewer.
import type { ToolNames } from "~/lib/site/tool-entry";
import type { names as english } from "./en.names";

export const names: Readonly<Record<keyof typeof english, ToolNames>> = {
  instagram: {
    name: "रील मेकर",
    title: "Instagram रील मेकर",
    description: "किसी भी क्लिप से कैप्शन और कवर वाली 9:16 रील बनाएं, सीधे अपने फ़ोन पर। कुछ भी अपलोड नहीं होता।",
    search: {
      title: "Instagram रील मेकर फ़्री – फ़ोन पर ही रील बनाएं",
      description:
        "रील मेकर: किसी भी क्लिप से कैप्शन, म्यूज़िक और कवर वाली 9:16 इंस्टाग्राम रील बनाएं, सीधे अपने फ़ोन पर। कुछ भी अपलोड नहीं होता। फ़्री, बिना साइन-इन।",
    },
  },
  youtube: {
    name: "शॉर्ट्स मेकर",
    title: "YouTube शॉर्ट्स मेकर",
    description: "क्लिप को वर्टिकल शॉर्ट में ढालें, ट्रिम करें, कैप्शन लगाएं और साथ में थंबनेल भी बनाएं, सब अपने डिवाइस पर।",
    search: {
      title: "YouTube शॉर्ट्स मेकर फ़्री – फ़ोन पर ही शॉर्ट्स बनाएं",
      description:
        "शॉर्ट्स मेकर: क्लिप को वर्टिकल यूट्यूब शॉर्ट में ढालें, ट्रिम करें, कैप्शन और थंबनेल बनाएं, सब अपने डिवाइस पर; कुछ अपलोड नहीं होता। फ़्री, बिना साइन-इन।",
    },
  },
};
