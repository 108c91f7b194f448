import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-caption-formatter",
  path: "/instagram/caption-formatter",
  platform: "instagram",
  name: "Caption Formatter",
  title: "Instagram Caption Formatter",
  description:
    "See your caption as the feed shows it, with line breaks kept and hashtags, mentions and length checked.",
  hi: {
    name: "कैप्शन फ़ॉर्मैटर",
    title: "Instagram कैप्शन फ़ॉर्मैटर",
    description: "अपना कैप्शन वैसे देखें जैसे फ़ीड में दिखेगा: लाइन ब्रेक बने रहते हैं, और हैशटैग, मेंशन और लंबाई चेक हो जाती है।",
  },
  icon: "align-left",
  kind: "preview",
  folder: "instagram-caption-formatter",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "stylish-name-generator"],
} satisfies ToolEntry;
