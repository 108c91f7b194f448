import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-tag-generator",
  path: "/youtube/tag-generator",
  platform: "youtube",
  name: "Tag Generator",
  title: "YouTube Tag Generator",
  description: "Tags for your video topic, joined for YouTube's tags field and counted the way YouTube counts its 500.",
  hi: {
    name: "टैग जनरेटर",
    title: "YouTube टैग जनरेटर",
    description:
      "आपके वीडियो टॉपिक के लिए टैग, YouTube के टैग फ़ील्ड के लिए जोड़कर तैयार, और वैसे ही गिने हुए जैसे YouTube अपनी 500 की लिमिट गिनता है।",
  },
  icon: "tag",
  kind: "generator",
  folder: "youtube-tag-generator",
  related: ["youtube-title-generator", "youtube-hashtag-generator", "youtube-description-generator"],
  topic: { field: "topic", alone: true, writing: true },
} satisfies ToolEntry;
