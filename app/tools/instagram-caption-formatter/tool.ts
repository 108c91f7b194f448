import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-caption-formatter",
  path: "/instagram/caption-formatter",
  platform: "instagram",
  name: "Caption Formatter",
  title: "Instagram Caption Formatter",
  description:
    "See your caption as the feed shows it, with line breaks kept and hashtags, mentions and length checked.",
  icon: "align-left",
  kind: "preview",
  folder: "instagram-caption-formatter",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "stylish-name-generator"],
} satisfies ToolEntry;
