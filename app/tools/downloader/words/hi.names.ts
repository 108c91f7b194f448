// The seven downloader pages' names, page titles and card lines in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why. The same
// pages as ./en.names.ts, no more and no fewer.
import type { ToolNames } from "~/lib/site/tool-entry";
import { describe, type names as english } from "./en.names";

export const names: Readonly<Record<keyof typeof english, ToolNames>> = {
  reelsDownloader: {
    name: "रील्स डाउनलोडर",
    title: "Instagram रील्स डाउनलोडर",
    description: describe(
      "किसी पब्लिक रील का लिंक पेस्ट करें, वीडियो लाएं और उसे अपने डिवाइस में सेव करें।",
      "रील का लिंक चेक करता है और एक सैंपल डाउनलोड कार्ड दिखाता है। यहां वीडियो सेव करना अभी चालू नहीं है।",
    ),
  },
  postDownloader: {
    name: "पोस्ट डाउनलोडर",
    title: "Instagram पोस्ट डाउनलोडर",
    description: describe(
      "किसी पब्लिक पोस्ट का लिंक पेस्ट करें और उसकी फ़ोटो या वीडियो सेव करें, कैरोसेल की हर फ़ाइल समेत।",
      "Instagram पोस्ट का लिंक चेक करता है और एक सैंपल कार्ड दिखाता है। यहां फ़ोटो और वीडियो सेव करना अभी चालू नहीं है।",
    ),
  },
  storyDownloader: {
    name: "स्टोरी डाउनलोडर",
    title: "Instagram स्टोरी डाउनलोडर",
    description: describe(
      "स्टोरी का लिंक पेस्ट करें और गायब होने से पहले उसे सेव कर लें। स्टोरी तभी सेव होती है जब डाउनलोड सर्वर Instagram में साइन-इन हो।",
      "स्टोरी का लिंक चेक करता है और एक सैंपल कार्ड दिखाता है। यहां स्टोरी सेव करना अभी चालू नहीं है।",
    ),
  },
  dpDownloader: {
    name: "DP व्यूअर और डाउनलोडर",
    title: "DP व्यूअर और डाउनलोडर",
    description: describe(
      "प्रोफ़ाइल लिंक चेक करता है, पर इस साइट का डाउनलोड सर्वर प्रोफ़ाइल फ़ोटो नहीं ला सकता। रील्स और पोस्ट सेव हो जाती हैं।",
      "प्रोफ़ाइल लिंक चेक करता है और सैंपल फ़ोटो वाला कार्ड दिखाता है। फ़ुल-साइज़ प्रोफ़ाइल फ़ोटो दिखाना यहां अभी चालू नहीं है।",
    ),
  },
  captionDownloader: {
    name: "कैप्शन डाउनलोडर",
    title: "Instagram कैप्शन डाउनलोडर",
    description: describe(
      "पोस्ट का लिंक पेस्ट करें और उसकी फ़ोटो या वीडियो सेव करें। डाउनलोड सर्वर फ़ाइलें देता है, कैप्शन का टेक्स्ट नहीं।",
      "पोस्ट का लिंक चेक करता है और एक सैंपल कैप्शन कार्ड दिखाता है। यहां कैप्शन का टेक्स्ट लाना अभी चालू नहीं है।",
    ),
  },
  videoDownloader: {
    name: "वीडियो डाउनलोडर",
    title: "YouTube वीडियो डाउनलोडर",
    description: describe(
      "वीडियो का लिंक पेस्ट करें और उसे HD (1080p) या SD (720p) में सेव करें।",
      "YouTube लिंक चेक करता है, उसकी वीडियो ID पढ़ता है और एक सैंपल कार्ड दिखाता है। यहां वीडियो डाउनलोड अभी चालू नहीं है।",
    ),
  },
  shortsDownloader: {
    name: "शॉर्ट्स डाउनलोडर",
    title: "YouTube शॉर्ट्स डाउनलोडर",
    description: describe(
      "शॉर्ट्स का लिंक पेस्ट करें और क्लिप को HD (1080p) या SD (720p) में सेव करें।",
      "शॉर्ट्स का लिंक चेक करता है और एक सैंपल कार्ड दिखाता है। यहां डाउनलोड अभी चालू नहीं है।",
    ),
  },
};
