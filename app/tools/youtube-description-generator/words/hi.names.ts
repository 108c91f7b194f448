// The YouTube Description Generator's name, page title and card line in Hindi, for ../tool.ts and
// the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "डिस्क्रिप्शन जनरेटर",
  title: "YouTube डिस्क्रिप्शन जनरेटर",
  description: "आपके टाइटल से सही ढांचे वाला डिस्क्रिप्शन, टाइमस्टैम्प, लिंक और हैशटैग के साथ।",
  search: {
    title: "YouTube डिस्क्रिप्शन हिंदी में – फ़्री डिस्क्रिप्शन जनरेटर",
    description:
      "डिस्क्रिप्शन जनरेटर: वीडियो टाइटल लिखें और पाएं यूट्यूब के लिए टाइमस्टैम्प, लिंक और हैशटैग वाला डिस्क्रिप्शन, हिंदी या Hinglish में। फ़्री, बिना साइन-इन।",
  },
};
