import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-niche-finder",
  path: "/instagram/niche-finder",
  platform: "instagram",
  name: "Niche Finder",
  title: "Instagram Niche Finder",
  description: "Choose what you love and get a focused niche to build your page around.",
  icon: "compass",
  kind: "generator",
  folder: "instagram-niche-finder",
  related: ["instagram-idea-generator", "instagram-growth-strategy", "instagram-bio-generator"],
} satisfies ToolEntry;
