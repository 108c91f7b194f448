import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-bio-generator",
  path: "/instagram/bio-generator",
  platform: "instagram",
  name: "Bio Generator",
  title: "Instagram Bio Generator",
  description: "Bios that fit in 150 characters, written for your kind of profile.",
  icon: "id-card",
  kind: "generator",
  folder: "instagram-bio-generator",
  related: ["stylish-name-generator", "instagram-username-generator", "instagram-niche-finder"],
  footer: true,
} satisfies ToolEntry;
