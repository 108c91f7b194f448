import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "youtube-channel-name-generator",
  path: "/youtube/channel-name-generator",
  platform: "youtube",
  name: "Channel Name Generator",
  title: "YouTube Channel Name Generator",
  description: "Fifteen brandable channel names from your topic or keyword.",
  icon: "tv",
  kind: "generator",
  folder: "youtube-channel-name-generator",
  related: ["youtube-bio-generator", "youtube-idea-generator", "youtube-description-generator"],
  footer: true,
} satisfies ToolEntry;
