import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "youtube-tag-generator",
  path: "/youtube/tag-generator",
  platform: "youtube",
  name: "Tag Generator",
  title: "YouTube Tag Generator",
  description: "Tags for your video topic, joined for YouTube's tags field and counted the way YouTube counts its 500.",
  icon: "tag",
  kind: "generator",
  folder: "youtube-tag-generator",
  related: ["youtube-title-generator", "youtube-hashtag-generator", "youtube-description-generator"],
} satisfies ToolEntry;
