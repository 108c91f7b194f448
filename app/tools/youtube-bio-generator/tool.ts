import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-bio-generator",
  path: "/youtube/bio-generator",
  platform: "youtube",
  name: "Channel Bio Generator",
  title: "YouTube Channel Bio Generator",
  description: "Ready-made About-section bios for tech, vlog, gaming and education channels.",
  hi: {
    name: "चैनल बायो जनरेटर",
    title: "YouTube चैनल बायो जनरेटर",
    description: "टेक, व्लॉग, गेमिंग और एजुकेशन चैनल के About सेक्शन के लिए तैयार बायो।",
  },
  icon: "id-card",
  kind: "generator",
  folder: "youtube-bio-generator",
  related: ["youtube-channel-name-generator", "youtube-description-generator", "youtube-idea-generator"],
} satisfies ToolEntry;
