import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-description-generator",
  path: "/youtube/description-generator",
  platform: "youtube",
  name: "Description Generator",
  title: "YouTube Description Generator",
  description: "A structured description with timestamps, links and hashtags from your title.",
  hi: {
    name: "डिस्क्रिप्शन जनरेटर",
    title: "YouTube डिस्क्रिप्शन जनरेटर",
    description: "आपके टाइटल से सही ढांचे वाला डिस्क्रिप्शन, टाइमस्टैम्प, लिंक और हैशटैग के साथ।",
  },
  icon: "file-text",
  kind: "generator",
  folder: "youtube-description-generator",
  related: ["youtube-hashtag-generator", "youtube-idea-generator", "youtube-bio-generator"],
  topic: { field: "title", alone: true, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
