import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "stylish-name-generator",
  path: "/stylish-name-generator",
  platform: "instagram",
  name: "Stylish Name Generator",
  title: "Stylish Name & Font Generator",
  description: "Type once and copy your name in 43 fancy Unicode styles: cursive, bold, bubbles, frames and more.",
  icon: "type",
  kind: "generator",
  folder: "stylish-name-generator",
  related: ["instagram-bio-generator", "instagram-username-generator", "instagram-caption-generator"],
} satisfies ToolEntry;
