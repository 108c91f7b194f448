import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "youtube-title-generator",
  path: "/youtube/title-generator",
  platform: "youtube",
  name: "Title Generator",
  title: "YouTube Title Generator",
  description:
    "Twelve title ideas for your topic and video type, each measured against YouTube's 100 and the search cut.",
  icon: "heading",
  kind: "generator",
  folder: "youtube-title-generator",
  related: ["youtube-tag-generator", "youtube-description-generator", "youtube-idea-generator"],
} satisfies ToolEntry;
