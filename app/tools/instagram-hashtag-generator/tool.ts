import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-hashtag-generator",
  path: "/instagram/hashtag-generator",
  platform: "instagram",
  name: "Hashtag Generator",
  title: "Instagram Hashtag Generator",
  description: "Turn one keyword into 30 ready-to-paste hashtags, with the top 5 picked out.",
  icon: "hash",
  kind: "generator",
  folder: "instagram-hashtag-generator",
  related: ["instagram-caption-generator", "instagram-post-generator", "youtube-hashtag-generator"],
  home: true,
  footer: true,
} satisfies ToolEntry;
