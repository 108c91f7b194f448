// The Instagram Caption Formatter's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "कैप्शन फ़ॉर्मैटर",
  title: "Instagram कैप्शन फ़ॉर्मैटर",
  description: "अपना कैप्शन वैसे देखें जैसे फ़ीड में दिखेगा: लाइन ब्रेक बने रहते हैं, और हैशटैग, मेंशन और लंबाई चेक हो जाती है।",
  search: {
    title: "इंस्टाग्राम कैप्शन में लाइन ब्रेक कैसे दें – फ़्री फ़ॉर्मैटर",
    description:
      "कैप्शन फ़ॉर्मैटर: कैप्शन वैसे देखें जैसे Instagram फ़ीड में दिखेगा, लाइन ब्रेक के साथ; हैशटैग, मेंशन और 2,200 की लिमिट भी चेक होती है। फ़्री, बिना साइन-इन।",
  },
};
