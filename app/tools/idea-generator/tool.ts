import type { ToolEntry } from "~/lib/site/tool-entry";

// One idea screen serves both platforms; each platform has its own page and niches.

export const instagram = {
  id: "instagram-idea-generator",
  path: "/instagram/idea-generator",
  platform: "instagram",
  name: "Idea Generator",
  title: "Instagram Content Idea Generator",
  description: "Stuck on what to post? Get a specific content idea for your niche.",
  hi: {
    name: "आइडिया जनरेटर",
    title: "Instagram कंटेंट आइडिया जनरेटर",
    description: "समझ नहीं आ रहा क्या पोस्ट करें? अपने निश के लिए एक ठोस कंटेंट आइडिया पाएं।",
  },
  icon: "lightbulb",
  kind: "generator",
  folder: "idea-generator",
  related: ["instagram-post-generator", "instagram-caption-generator", "instagram-growth-strategy"],
  topic: { field: "topic", alone: false, writing: true },
  home: true,
} satisfies ToolEntry;

export const youtube = {
  id: "youtube-idea-generator",
  path: "/youtube/idea-generator",
  platform: "youtube",
  name: "Idea Generator",
  title: "YouTube Video Idea Generator",
  description: "A concrete video idea for tech, gaming, vlog or education channels.",
  hi: {
    name: "आइडिया जनरेटर",
    title: "YouTube वीडियो आइडिया जनरेटर",
    description: "टेक, गेमिंग, व्लॉग या एजुकेशन चैनल के लिए एक ठोस वीडियो आइडिया।",
  },
  icon: "lightbulb",
  kind: "generator",
  folder: "idea-generator",
  related: ["youtube-description-generator", "youtube-hashtag-generator", "youtube-channel-name-generator"],
  topic: { field: "topic", alone: false, writing: true },
  home: true,
} satisfies ToolEntry;
