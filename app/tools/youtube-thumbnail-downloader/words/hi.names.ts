// The YouTube Thumbnail Downloader's name, page title and card line in Hindi, for ../tool.ts and
// the pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "थंबनेल डाउनलोडर",
  title: "YouTube थंबनेल डाउनलोडर",
  description: "कोई भी YouTube लिंक पेस्ट करें और उसका थंबनेल हर उस साइज़ में सेव करें जो YouTube रखता है, 1280 × 720 तक।",
  search: {
    title: "यूट्यूब थंबनेल डाउनलोड करें – फ़्री, HD 1280×720 तक",
    description:
      "थंबनेल डाउनलोडर: कोई भी YouTube लिंक पेस्ट करें और उसका थंबनेल हर साइज़ में सेव करें, 1280 × 720 HD तक। न ऐप चाहिए, न साइन-इन, पूरी तरह फ़्री।",
  },
};
