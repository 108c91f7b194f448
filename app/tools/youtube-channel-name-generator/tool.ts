import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-channel-name-generator",
  path: "/youtube/channel-name-generator",
  platform: "youtube",
  name: "Channel Name Generator",
  title: "YouTube Channel Name Generator",
  description: "Fifteen brandable channel names from your topic or keyword.",
  hi: {
    name: "चैनल नेम जनरेटर",
    title: "YouTube चैनल नेम जनरेटर",
    description: "आपके टॉपिक या कीवर्ड से 15 ऐसे चैनल नाम, जो ब्रांड बन सकें।",
  },
  icon: "tv",
  kind: "generator",
  folder: "youtube-channel-name-generator",
  related: ["youtube-bio-generator", "youtube-idea-generator", "youtube-description-generator"],
  topic: { field: "keyword", alone: true, writing: true },
  footer: true,
} satisfies ToolEntry;
