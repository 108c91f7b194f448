import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-niche-finder",
  path: "/instagram/niche-finder",
  platform: "instagram",
  name: "Niche Finder",
  title: "Instagram Niche Finder",
  description: "Choose what you love and get a focused niche to build your page around.",
  hi: {
    name: "निश फ़ाइंडर",
    title: "Instagram निश फ़ाइंडर",
    description: "जो आपको पसंद है वो चुनें और एक साफ़ निश पाएं, जिसके इर्द-गिर्द अपना पेज बना सकें।",
  },
  icon: "compass",
  kind: "generator",
  folder: "instagram-niche-finder",
  related: ["instagram-idea-generator", "instagram-growth-strategy", "instagram-bio-generator"],
} satisfies ToolEntry;
