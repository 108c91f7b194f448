import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-post-generator",
  path: "/instagram/post-generator",
  platform: "instagram",
  name: "Post Generator",
  title: "Instagram Post Generator",
  description: "A complete post caption with emoji and hashtags from a single topic.",
  icon: "pen",
  kind: "generator",
  folder: "instagram-post-generator",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-idea-generator"],
} satisfies ToolEntry;
