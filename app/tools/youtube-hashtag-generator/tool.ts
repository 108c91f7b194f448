import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-hashtag-generator",
  path: "/youtube/hashtag-generator",
  platform: "youtube",
  name: "Hashtag Generator",
  title: "YouTube Hashtag Generator",
  description: "Up to 10 relevant hashtags for your video topic, copied in one tap.",
  hi: {
    name: "हैशटैग जनरेटर",
    title: "YouTube हैशटैग जनरेटर",
    description: "आपके वीडियो टॉपिक के लिए 10 तक काम के हैशटैग, एक टैप में कॉपी।",
  },
  icon: "hash",
  kind: "generator",
  folder: "youtube-hashtag-generator",
  related: ["youtube-description-generator", "youtube-idea-generator", "instagram-hashtag-generator"],
  topic: { field: "topic", alone: true, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
