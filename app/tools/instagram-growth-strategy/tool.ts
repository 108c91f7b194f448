import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-growth-strategy",
  path: "/instagram/growth-strategy",
  platform: "instagram",
  name: "Growth Strategy",
  title: "Instagram Growth Strategy Generator",
  description: "A practical plan for your niche and format: Reels, posts or stories.",
  hi: {
    name: "ग्रोथ स्ट्रैटेजी जनरेटर",
    title: "Instagram ग्रोथ स्ट्रैटेजी जनरेटर",
    description: "आपके निश और फ़ॉर्मैट के लिए काम का प्लान: रील्स, पोस्ट या स्टोरी।",
  },
  icon: "trending-up",
  kind: "generator",
  folder: "instagram-growth-strategy",
  related: ["instagram-idea-generator", "instagram-niche-finder", "instagram-hashtag-generator"],
  topic: { field: "topic", alone: false, writing: true },
} satisfies ToolEntry;
