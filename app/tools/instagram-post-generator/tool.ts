import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-post-generator",
  path: "/instagram/post-generator",
  platform: "instagram",
  name: "Post Generator",
  title: "Instagram Post Generator",
  description: "A complete post caption with emoji and hashtags from a single topic.",
  hi: {
    name: "पोस्ट जनरेटर",
    title: "Instagram पोस्ट जनरेटर",
    description: "सिर्फ़ एक टॉपिक से इमोजी और हैशटैग के साथ पूरा पोस्ट कैप्शन।",
  },
  icon: "pen",
  kind: "generator",
  folder: "instagram-post-generator",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-idea-generator"],
  topic: { field: "topic", alone: true, writing: true },
} satisfies ToolEntry;
