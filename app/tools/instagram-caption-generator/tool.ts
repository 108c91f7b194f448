import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-caption-generator",
  path: "/instagram/caption-generator",
  platform: "instagram",
  name: "Caption Generator",
  title: "Instagram Caption Generator",
  description: "Pick a mood and get five fresh captions, from attitude to travel.",
  hi: {
    name: "कैप्शन जनरेटर",
    title: "Instagram कैप्शन जनरेटर",
    description: "मूड चुनें और पाएं पांच नए कैप्शन, एटीट्यूड से लेकर ट्रैवल तक।",
  },
  icon: "message",
  kind: "generator",
  folder: "instagram-caption-generator",
  related: ["instagram-hashtag-generator", "instagram-post-generator", "stylish-name-generator"],
  topic: { field: "topic", alone: false, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
