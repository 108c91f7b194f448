import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "youtube-description-generator",
  path: "/youtube/description-generator",
  platform: "youtube",
  name: "Description Generator",
  title: "YouTube Description Generator",
  description: "A structured description with timestamps, links and hashtags from your title.",
  icon: "file-text",
  kind: "generator",
  folder: "youtube-description-generator",
  related: ["youtube-hashtag-generator", "youtube-idea-generator", "youtube-bio-generator"],
  home: true,
  footer: true,
} satisfies ToolEntry;
