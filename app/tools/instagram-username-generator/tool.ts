import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-username-generator",
  path: "/instagram/username-generator",
  platform: "instagram",
  name: "Username Generator",
  title: "Instagram Username Generator",
  description: "Twenty valid, catchy handle ideas built from your name or keyword.",
  hi: {
    name: "यूज़रनेम जनरेटर",
    title: "Instagram यूज़रनेम जनरेटर",
    description: "आपके नाम या कीवर्ड से बने 20 वैलिड और कैची हैंडल आइडिया।",
  },
  icon: "at-sign",
  kind: "generator",
  folder: "instagram-username-generator",
  related: ["instagram-bio-generator", "stylish-name-generator", "instagram-niche-finder"],
  topic: { field: "keyword", alone: true },
} satisfies ToolEntry;
