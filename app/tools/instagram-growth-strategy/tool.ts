import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-growth-strategy",
  path: "/instagram/growth-strategy",
  platform: "instagram",
  name: "Growth Strategy",
  title: "Instagram Growth Strategy Generator",
  description: "A practical plan for your niche and format: Reels, posts or stories.",
  icon: "trending-up",
  kind: "generator",
  folder: "instagram-growth-strategy",
  related: ["instagram-idea-generator", "instagram-niche-finder", "instagram-hashtag-generator"],
} satisfies ToolEntry;
